import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { decodeValue, encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';

/** A pinged buyer, in the order a try-all post tries them. */
export interface PingedBuyer {
  buyer_id: number;
  ping_id: string;
  bid_price: number | null;
}

export interface StoredPing {
  id: number;
  pingId: string;
  buyers: PingedBuyer[];
  callerId: string | null;
  tokens: Record<string, unknown>;
  expiresAt: number;
  postedAt: number | null;
}

/** What a presented ping id names: the whole ping (try all buyers) or one buyer of it. */
export interface PingRef {
  ping: StoredPing;
  /** Set when the id was one buyer's own. */
  buyerId: number | null;
}

/** 20 hex characters: unguessable enough for a bid that lives a minute, short enough for a dialer's field. */
const newPingId = () => randomBytes(10).toString('hex');
const PING_ID_RE = /^([0-9a-f]{20})(?:-(\d+))?$/;

/** Pings between their request and the post that claims them (migration 0006). */
export class PingStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
  ) {}

  async create(
    companyId: number,
    webhookId: number,
    input: {
      buyers: Omit<PingedBuyer, 'ping_id'>[];
      callerId: string | null;
      tokens: object;
      now: number;
      expiresAt: number;
    },
  ): Promise<{ pingId: string; buyers: PingedBuyer[] }> {
    const pingId = newPingId();
    const buyers = input.buyers.map((b) => ({ ...b, ping_id: `${pingId}-${b.buyer_id}` }));
    await new TenantScope(this.db, companyId)
      .insertInto('inbound_webhook_pings', {
        inbound_webhook_id: webhookId,
        ping_id: pingId,
        buyers: encodeValue('json', buyers, this.dialect),
        caller_id: input.callerId,
        tokens: encodeValue('json', input.tokens, this.dialect),
        created_at: input.now,
        expires_at: input.expiresAt,
      })
      .execute();
    return { pingId, buyers };
  }

  /** The ping a presented id names on this webhook, or null (unknown, malformed, another webhook's). */
  async find(companyId: number, webhookId: number, presented: string): Promise<PingRef | null> {
    const m = PING_ID_RE.exec(presented.trim().toLowerCase());
    if (!m) return null;
    const row = await this.select(companyId, webhookId).where('ping_id', '=', m[1]!).executeTakeFirst();
    if (!row) return null;
    const ping = this.decode(row);
    const buyerId = m[2] === undefined ? null : Number(m[2]);
    if (buyerId !== null && !ping.buyers.some((b) => b.buyer_id === buyerId)) return null;
    return { ping, buyerId };
  }

  /**
   * The caller's latest ping on this webhook that is still open: a dialer that
   * cannot read ping ids posts the caller alone, and inherits it (domain notes,
   * "No post after ping").
   */
  async latestOpenFor(companyId: number, webhookId: number, callerId: string, now: number) {
    const row = await this.select(companyId, webhookId)
      .where('caller_id', '=', callerId)
      .where('expires_at', '>', now)
      .where('posted_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row ? this.decode(row) : null;
  }

  /** Marks the ping posted; false when another post claimed it first (one post per ping). */
  async claim(ping: StoredPing, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('inbound_webhook_pings')
      .set({ posted_at: now })
      .where('id', '=', ping.id)
      .where('posted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Gives a claimed ping back after a rejected post, so the source may post it again. */
  async release(ping: StoredPing): Promise<void> {
    await this.db
      .updateTable('inbound_webhook_pings')
      .set({ posted_at: null })
      .where('id', '=', ping.id)
      .execute();
  }

  private select(companyId: number, webhookId: number) {
    return new TenantScope(this.db, companyId)
      .selectFrom('inbound_webhook_pings')
      .select(['id', 'ping_id', 'buyers', 'caller_id', 'tokens', 'expires_at', 'posted_at'])
      .where('inbound_webhook_id', '=', webhookId);
  }

  private decode(row: Record<string, unknown>): StoredPing {
    return {
      id: Number(row.id),
      pingId: String(row.ping_id),
      buyers: decodeValue('json', row.buyers) as PingedBuyer[],
      callerId: (row.caller_id as string | null) ?? null,
      tokens: (decodeValue('json', row.tokens) as Record<string, unknown> | null) ?? {},
      expiresAt: Number(row.expires_at),
      postedAt: row.posted_at === null ? null : Number(row.posted_at),
    };
  }
}
