import type { Insertable, Kysely } from 'kysely';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Clock } from '../clock.js';
import { decodeValue, encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import type { ImpressionsTable } from '../db/generated/resource-tables.js';
import { newRowStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import { invalidParam } from '../errors/index.js';
import { checksum } from '../kernel/serialize.js';
import { notHeldByPost } from '../numbers/post-holds.js';
import { TenantScope } from '../tenancy/scope.js';
import { dniMatchersFor } from './dni-matchers.js';
import { holderKey, readNumberRequest, visitorKey } from './request-params.js';
import { parseCookieHeader, readVisitTokens } from './visit-tokens.js';

/** The browser's side of a number request: its address, agent and Cookie header. */
export interface VisitContext {
  ip: string | null;
  userAgent: string | null;
  /** The Cookie header, when the page and this server share a domain. */
  cookie?: string | null;
}

/** The DNI answer trackdrive-js reads: `{"number": {...}}`. */
export interface InsertedNumber {
  id: number;
  plain_number: string;
  human_number: string;
  extension: string | null;
  checksum: string;
}

/** Candidates tried before the pool counts as full (another visitor may take each first). */
const CANDIDATES = 10;

/**
 * Dynamic number insertion (GET /numbers.json, trackdrive-optimizer.js): the
 * offer's ring pool lends the visitor a tracking number for the pool's
 * token_hold_time, and every request is recorded as an impression.
 *
 * A hold is the impression that carries `hold_key = n:<phone_number_id>`;
 * the unique (company_id, hold_key) index makes it the number's only holder,
 * so two visitors arriving together never get the same number, on SQLite or
 * PostgreSQL. The same visitor (or, in a `tokens` pool, the same token
 * values) keeps its number while the hold lasts, and each request extends it.
 *
 * The offer's token matchers read tokens from the visit (`visit-tokens.ts`)
 * onto the impression, which the inbound call to the number then carries
 * (`impression-calls.ts`). An impression is one visit: the same visitor's
 * requests while it holds the number extend its impression, unless a
 * unique_per_value impression token changed, which records a new one.
 */
export class NumberInsertion {
  constructor(private readonly deps: { db: Kysely<DB>; dialect: DialectName; clock: Clock }) {}

  async request(raw: Record<string, unknown>, visit: VisitContext): Promise<InsertedNumber> {
    const request = readNumberRequest(raw);
    const { db, dialect } = this.deps;
    const offer = await db
      .selectFrom('offers')
      .select(['id', 'company_id', 'active'])
      .where('lead_token', '=', request.offerToken)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!offer) throw invalidParam('offer_token', 'does not match any offer');
    if (!decodeValue('boolean', offer.active))
      throw invalidParam('offer_token', 'belongs to an inactive offer');
    const companyId = offer.company_id;
    const scope = new TenantScope(db, companyId);
    const pool = await scope
      .selectFrom('ring_pools')
      .select(['id', 'tracking_type', 'token_hold_time', 'traffic_source_id'])
      .where('offer_id', '=', offer.id)
      .where('active', '=', encodeValue('boolean', true, dialect))
      .where('tracking_type', 'in', ['visitor', 'tokens'])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
    if (!pool)
      throw invalidParam('offer_token', 'has no active visitor or tokens ring pool to show numbers from');

    const now = this.deps.clock.now();
    const holdSeconds = pool.token_hold_time === null ? 300 : pool.token_hold_time;
    const matchers = await dniMatchersFor(db, companyId, offer.id, pool.id);
    const read = readVisitTokens(matchers.tokens, matchers.visitor, {
      url: request.url,
      referrer: request.referrer,
      cookies: { ...parseCookieHeader(visit.cookie), ...request.cookies },
      dataTokens: request.tokens,
    });
    const tokens: Record<string, unknown> = { ...request.tokens, ...read.tokens };
    const holdKeys = matchers.tokens.filter((m) => m.hold_number_per_value).map((m) => m.key);
    const uniqueKeys = matchers.visitor.filter((m) => m.unique_per_value).map((m) => m.key);
    const holder = holderKey(String(pool.tracking_type), { ...request, tokens }, visit, holdKeys);
    const visitor = visitorKey(request, visit);
    const impression = {
      company_id: companyId,
      ...newRowStamps(now),
      offer_id: offer.id,
      ring_pool_id: pool.id,
      traffic_source_id: pool.traffic_source_id === null ? null : pool.traffic_source_id,
      visitor_id: request.visitorId,
      ga_client_id: request.gaClientId,
      url: request.url,
      referrer: request.referrer,
      ip_address: visit.ip,
      user_agent: visit.userAgent,
      tokens: encodeValue('json', tokens, dialect),
      expires_at: now + holdSeconds * 1000,
      holder_key: holder,
    };

    // The visitor's own live hold first: it keeps its number, held on from now.
    const own = await scope
      .selectFrom('impressions')
      .select(['id', 'phone_number_id', 'hold_key', 'tokens', 'visitor_id', 'ip_address', 'user_agent'])
      .where('ring_pool_id', '=', pool.id)
      .where('holder_key', '=', holder)
      .where('hold_key', 'is not', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (own) {
      const before = (decodeValue('json', own.tokens) ?? {}) as Record<string, unknown>;
      const sameVisit =
        visitorKey(
          { ...request, visitorId: own.visitor_id === null ? null : String(own.visitor_id) },
          {
            ip: (own.ip_address as string | null) ?? null,
            userAgent: (own.user_agent as string | null) ?? null,
          },
        ) === visitor && uniqueKeys.every((k) => String(before[k] ?? '') === String(tokens[k] ?? ''));
      if (sameVisit) {
        // The same visit: its impression is held on, the values it first saw kept (first touch).
        const extended = await scope
          .updateTable('impressions')
          .set({
            expires_at: impression.expires_at,
            updated_at: now,
            tokens: encodeValue('json', { ...tokens, ...before }, dialect),
          })
          .where('id', '=', own.id)
          .where('hold_key', '=', own.hold_key)
          .executeTakeFirst();
        if (Number(extended.numUpdatedRows) === 1) return this.answer(companyId, Number(own.phone_number_id));
      }
      const moved = await db.transaction().execute(async (trx) => {
        const released = await trx
          .updateTable('impressions')
          .set({ hold_key: null })
          .where('id', '=', own.id)
          .where('hold_key', '=', own.hold_key)
          .executeTakeFirst();
        if (Number(released.numUpdatedRows) !== 1) return false;
        await this.insertHolding(trx, impression, Number(own.phone_number_id), String(own.hold_key));
        return true;
      });
      if (moved) return this.answer(companyId, Number(own.phone_number_id));
    }

    const candidates = await scope
      .selectFrom('phone_numbers')
      .leftJoin('impressions as holder', (join) =>
        join.onRef('holder.phone_number_id', '=', 'phone_numbers.id').on('holder.hold_key', 'is not', null),
      )
      .select(['phone_numbers.id as id', 'holder.expires_at as held_until'])
      .where('phone_numbers.ring_pool_id', '=', pool.id)
      .where('phone_numbers.deleted_at', 'is', null)
      .where((eb) => eb.or([eb('holder.id', 'is', null), eb('holder.expires_at', '<=', now)]))
      // A number a ping/post holds for a buyer is not lent to a visitor.
      .where(notHeldByPost(now))
      .orderBy((eb) => eb.fn.coalesce('holder.expires_at', eb.lit(0)))
      .orderBy('phone_numbers.id')
      .limit(CANDIDATES)
      .execute();
    for (const c of candidates) {
      const phoneNumberId = c.id;
      const key = `n:${phoneNumberId}`;
      const taken = await db.transaction().execute(async (trx) => {
        // An expired holder gives its number up; a live one keeps it (and the insert below finds it).
        await new TenantScope(trx, companyId)
          .updateTable('impressions')
          .set({ hold_key: null })
          .where('hold_key', '=', key)
          .where('expires_at', '<=', now)
          .execute();
        return this.insertHolding(trx, impression, phoneNumberId, key);
      });
      if (taken) return this.answer(companyId, phoneNumberId);
    }
    throw invalidParam(
      'offer_token',
      `has no tracking number free: every number of ring pool ${pool.id} is held`,
    );
  }

  /** Inserts the impression as the number's holder; false when another holder got there first. */
  private async insertHolding(
    trx: Kysely<DB>,
    impression: Record<string, unknown>,
    phoneNumberId: number,
    key: string,
  ): Promise<boolean> {
    const number = await trx
      .selectFrom('phone_numbers')
      .select('number')
      .where('id', '=', phoneNumberId)
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('impressions')
      .values({
        // The impression is encoded from the declaration (its columns are the generated type's).
        ...(impression as Insertable<ImpressionsTable>),
        phone_number_id: phoneNumberId,
        number: number.number,
        hold_key: key,
      })
      .onConflict((oc) => oc.columns(['company_id', 'hold_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  private async answer(companyId: number, phoneNumberId: number): Promise<InsertedNumber> {
    const row = await new TenantScope(this.deps.db, companyId)
      .selectFrom('phone_numbers')
      .select(['id', 'number'])
      .where('id', '=', phoneNumberId)
      .executeTakeFirstOrThrow();
    const plain = String(row.number);
    const body = {
      id: row.id,
      plain_number: plain,
      human_number: parsePhoneNumberFromString(plain)?.formatNational() ?? plain,
      extension: null,
    };
    return { ...body, checksum: checksum(body) };
  }
}
