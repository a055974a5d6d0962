import type { Kysely } from 'kysely';
import { encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import { newRowStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import type { ResourceDefinition } from '../kernel/define.js';
import { storedFields } from '../kernel/schema-sync.js';
import { RuntimeTableScope } from '../tenancy/scope.js';

/** One ping or post as inbound_webhook_logs records it (the resource's own field names). */
export interface PingPostLogEntry {
  inbound_webhook_id: number;
  request_type: 'ping' | 'post';
  /** The traffic source credited (the webhook's, or the one the request named). */
  traffic_source_id: number | null;
  ping_id: string | null;
  caller_id: string | null;
  request_params: Record<string, unknown>;
  remote_ip: string | null;
  success: boolean;
  code: number;
  response_body: Record<string, unknown>;
  error_messages: string[];
  buyers_count: number;
  buyer_id: number | null;
  bid_price: number | null;
  forwarding_number: string | null;
  latency_ms: number;
}

/** Parameters never written to a log: credentials. */
const SECRET_PARAMS = new Set(['auth_token']);

/**
 * Writes inbound_webhook_logs, and counts a webhook's recent pings for its
 * per-minute limit from the same rows (so every server process sees the same
 * count). A catalog without the logs resource logs nothing and limits nothing.
 */
export class PingPostLog {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    private readonly def: ResourceDefinition | undefined,
  ) {}

  async write(companyId: number, entry: PingPostLogEntry, now: number): Promise<void> {
    if (!this.def) return;
    const values: Record<string, unknown> = {
      ...newRowStamps(now),
    };
    const given = {
      ...entry,
      request_params: Object.fromEntries(
        Object.entries(entry.request_params).filter(([k]) => !SECRET_PARAMS.has(k)),
      ),
    } as Record<string, unknown>;
    for (const { name, storage } of storedFields(this.def)) {
      if (name in given) values[name] = encodeValue(storage, given[name], this.dialect);
    }
    await new RuntimeTableScope(this.db, companyId).insertInto(this.def.table, values).execute();
  }

  /**
   * Pings a webhook, or a traffic source over all its webhooks, answered
   * (not those refused by a limit) since `since`.
   */
  async pingsSince(
    companyId: number,
    of: { inbound_webhook_id: number } | { traffic_source_id: number },
    since: number,
  ): Promise<number> {
    if (!this.def) return 0;
    const [column, id] = Object.entries(of)[0]!;
    const row = await new RuntimeTableScope(this.db, companyId)
      .selectFrom(this.def.table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where(column, '=', id)
      .where('request_type', '=', 'ping')
      .where('code', '<>', 429)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
