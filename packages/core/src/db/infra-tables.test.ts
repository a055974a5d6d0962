import { describe, expect, it } from 'vitest';
import { CATALOG } from '../catalog.js';
import { createTestLeadline } from '../testing/index.js';
import type { InfraTables } from './infra-tables.js';
import { PARTITIONED_TABLES } from './partitions.js';

/** Lists every column of a table type, and fails tsc if one is left out or misspelt. */
const allOf =
  <T>() =>
  <const L extends readonly (keyof T & string)[]>(
    ...names: L &
      (Exclude<keyof T, L[number]> extends never ? unknown : ['missing', Exclude<keyof T, L[number]>])
  ): readonly string[] =>
    names;

/** The declared columns, spelled out so the comparison below runs against the real schema. */
const DECLARED: { [T in keyof InfraTables]: readonly string[] } = {
  companies: allOf<InfraTables['companies']>()(
    'id',
    'uuid',
    'name',
    'subdomain',
    'time_zone',
    'default_country',
    'created_at',
    'updated_at',
  ),
  users: allOf<InfraTables['users']>()('id', 'uuid', 'email', 'name', 'created_at', 'updated_at'),
  company_users: allOf<InfraTables['company_users']>()(
    'id',
    'company_id',
    'user_id',
    'superuser',
    'permissions',
    'created_at',
  ),
  api_keys: allOf<InfraTables['api_keys']>()(
    'id',
    'uuid',
    'company_id',
    'name',
    'public_key',
    'private_key_hash',
    'private_key_last4',
    'superuser',
    'permissions',
    'paused',
    'revoked_at',
    'last_used_at',
    'created_at',
    'updated_at',
  ),
  developer_tokens: allOf<InfraTables['developer_tokens']>()(
    'id',
    'uuid',
    'user_id',
    'name',
    'token_hash',
    'token_prefix',
    'revoked_at',
    'last_used_at',
    'created_at',
    'updated_at',
  ),
  idempotency_keys: allOf<InfraTables['idempotency_keys']>()(
    'id',
    'company_id',
    'credential',
    'key',
    'fingerprint',
    'status',
    'response',
    'created_at',
  ),
  jobs: allOf<InfraTables['jobs']>()(
    'id',
    'company_id',
    'kind',
    'payload',
    'traceparent',
    'status',
    'due_at',
    'attempts',
    'max_attempts',
    'lease_owner',
    'last_error',
    'created_at',
    'updated_at',
    'finished_at',
  ),
  job_files: allOf<InfraTables['job_files']>()(
    'file_id',
    'seq',
    'company_id',
    'data',
    'storage',
    'storage_key',
    'created_at',
  ),
  sound_file_audio: allOf<InfraTables['sound_file_audio']>()(
    'sound_file_id',
    'company_id',
    'data',
    'created_at',
  ),
  suppression_numbers: allOf<InfraTables['suppression_numbers']>()(
    'list_id',
    'number',
    'company_id',
    'created_at',
  ),
  inbound_webhook_pings: allOf<InfraTables['inbound_webhook_pings']>()(
    'id',
    'company_id',
    'inbound_webhook_id',
    'ping_id',
    'buyers',
    'caller_id',
    'tokens',
    'created_at',
    'expires_at',
    'posted_at',
  ),
  number_holds: allOf<InfraTables['number_holds']>()(
    'id',
    'company_id',
    'hold_key',
    'phone_number_id',
    'number',
    'caller_id',
    'buyer_id',
    'inbound_webhook_id',
    'ping_id',
    'bid_price',
    'held_until',
    'created_at',
  ),
  data_append_results: allOf<InfraTables['data_append_results']>()(
    'id',
    'company_id',
    'number',
    'data_type',
    'value',
    'provider',
    'integration_id',
    'created_at',
  ),
  dial_guards: allOf<InfraTables['dial_guards']>()('id', 'company_id', 'number', 'until'),
  events: allOf<InfraTables['events']>()(
    'id',
    'company_id',
    'uuid',
    'type',
    'record_type',
    'record_id',
    'changes',
    'payload',
    'created_at',
    'dispatched_at',
  ),
  webhook_secrets: allOf<InfraTables['webhook_secrets']>()(
    'id',
    'company_id',
    'owner_type',
    'owner_id',
    'sealed',
    'created_at',
    'expires_at',
  ),
  rate_limit_counters: allOf<InfraTables['rate_limit_counters']>()('key', 'window_start', 'hits'),
  traffic_source_afid_counters: allOf<InfraTables['traffic_source_afid_counters']>()(
    'company_id',
    'last_afid',
  ),
  leases: allOf<InfraTables['leases']>()('name', 'holder', 'held_until'),
  ping_cap_counters: allOf<InfraTables['ping_cap_counters']>()(
    'company_id',
    'traffic_source_id',
    'period',
    'window_start',
    'pings',
  ),
  cap_counters: allOf<InfraTables['cap_counters']>()(
    'company_id',
    'buyer_id',
    'zone',
    'period',
    'period_start',
    'calls',
    'attempts',
    'connections',
    'conversions',
    'revenue_micros',
  ),
  call_rollups: allOf<InfraTables['call_rollups']>()(
    'company_id',
    'hour',
    'offer_id',
    'buyer_id',
    'traffic_source_id',
    'schedule_id',
    'status',
    'buyer_converted',
    'offer_converted',
    'calls',
    'answered',
    'total_duration',
    'answered_duration',
    'revenue_micros',
    'payout_micros',
    'cost_micros',
  ),
  call_day_rollups: allOf<InfraTables['call_day_rollups']>()(
    'company_id',
    'day',
    'offer_id',
    'buyer_id',
    'traffic_source_id',
    'schedule_id',
    'status',
    'buyer_converted',
    'offer_converted',
    'calls',
    'answered',
    'total_duration',
    'answered_duration',
    'revenue_micros',
    'payout_micros',
    'cost_micros',
  ),
  credential_epoch: allOf<InfraTables['credential_epoch']>()('id', 'n'),
  routing_epochs: allOf<InfraTables['routing_epochs']>()('company_id', 'n'),
  webhook_epochs: allOf<InfraTables['webhook_epochs']>()('company_id', 'n'),
  hold_queue_entries: allOf<InfraTables['hold_queue_entries']>()(
    'company_id',
    'call_id',
    'offer_id',
    'call_router_id',
    'inbound',
    'status',
    'joined_at',
    'left_at',
  ),
};

/** A partition of a log partitioned on PostgreSQL (db/partitions.ts): part of its table, not one of its own. */
const isLogPartition = (name: string) =>
  PARTITIONED_TABLES.some((t) => new RegExp(`^${t}_(default|history|p\\d{6})$`).test(name));

describe('infrastructure table types', () => {
  it('name exactly the columns the migrations create, on this database', async () => {
    const leadline = await createTestLeadline();
    try {
      const tables = await leadline.database.db.introspection.getTables();
      const actual = Object.fromEntries(
        Object.keys(DECLARED).map((name) => [
          name,
          tables
            .find((t) => t.name === name)
            ?.columns.map((c) => c.name)
            .sort(),
        ]),
      );
      const declared = Object.fromEntries(
        Object.entries(DECLARED).map(([name, cols]) => [name, [...cols].sort()]),
      );
      expect(actual).toEqual(declared);

      // And a table a new migration adds fails here until it is declared.
      const known = new Set([...Object.keys(DECLARED), ...CATALOG.map((d) => d.table), 'record_links']);
      const undeclared = tables
        .map((t) => t.name)
        .filter((name) => !known.has(name) && !name.startsWith('kysely_') && !isLogPartition(name));
      expect(undeclared).toEqual([]);
    } finally {
      await leadline.close();
    }
  });
});
