import type { Generated } from 'kysely';
import type { StoredValue } from './stored-values.js';

/**
 * The tables the migrations create (`migrations/`), as queries see them. Kept beside the
 * migrations by hand: `infra-tables.test.ts` migrates both databases and fails when a table or
 * column named here is missing or one the migrations add is not named here.
 */

type Time = StoredValue['time'];
type BigInt = StoredValue['bigint'];

/** 0001: companies, users, memberships, API keys, developer tokens. */
export interface CompaniesTable {
  id: Generated<number>;
  uuid: string;
  name: string;
  subdomain: string;
  time_zone: string;
  default_country: string;
  created_at: Time;
  updated_at: Time;
}

export interface UsersTable {
  id: Generated<number>;
  uuid: string;
  email: string;
  name: string | null;
  created_at: Time;
  updated_at: Time;
}

export interface CompanyUsersTable {
  id: Generated<number>;
  company_id: BigInt;
  user_id: BigInt;
  superuser: StoredValue['boolean'];
  permissions: StoredValue['json'];
  created_at: Time;
}

export interface ApiKeysTable {
  id: Generated<number>;
  uuid: string;
  company_id: BigInt;
  name: string;
  public_key: string;
  private_key_hash: string;
  private_key_last4: string;
  superuser: StoredValue['boolean'];
  permissions: StoredValue['json'];
  paused: StoredValue['boolean'];
  revoked_at: Time | null;
  last_used_at: Time | null;
  created_at: Time;
  updated_at: Time;
}

export interface DeveloperTokensTable {
  id: Generated<number>;
  uuid: string;
  user_id: BigInt;
  name: string;
  token_hash: string;
  token_prefix: string;
  revoked_at: Time | null;
  last_used_at: Time | null;
  created_at: Time;
  updated_at: Time;
}

/** 0003: saved responses of requests sent with an Idempotency-Key. */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  company_id: BigInt;
  credential: string;
  key: string;
  fingerprint: string;
  status: number | null;
  response: string | null;
  created_at: Time;
}

/** 0004: the durable job queue and the chunked files jobs read. */
export interface JobsTable {
  id: Generated<number>;
  company_id: BigInt | null;
  kind: string;
  payload: StoredValue['json'];
  /** 0048: the enqueuing span's W3C traceparent, only when tracing is on. */
  traceparent: string | null;
  status: string;
  due_at: Time;
  attempts: number;
  max_attempts: number;
  lease_owner: string | null;
  last_error: string | null;
  created_at: Time;
  updated_at: Time;
  finished_at: Time | null;
}

export interface JobFilesTable {
  file_id: string;
  seq: number;
  company_id: BigInt;
  /** The bytes of this chunk; null when a file store holds the file (0047). */
  data: Uint8Array | null;
  /** 0047: `local` or `s3` when a file store holds the bytes (under `storage_key`); null: `data` does. */
  storage: string | null;
  storage_key: string | null;
  created_at: Time;
}

/** 0005: the numbers of suppression lists, as bigints of their E.164 digits. */
export interface SuppressionNumbersTable {
  list_id: BigInt;
  number: BigInt;
  company_id: BigInt;
  created_at: Time;
}

/** 0006: ping/post state between requests. */
export interface InboundWebhookPingsTable {
  id: Generated<number>;
  company_id: BigInt;
  inbound_webhook_id: BigInt;
  ping_id: string;
  buyers: StoredValue['json'];
  caller_id: string | null;
  tokens: StoredValue['json'] | null;
  created_at: Time;
  expires_at: Time;
  posted_at: Time | null;
}

export interface NumberHoldsTable {
  id: Generated<number>;
  company_id: BigInt;
  hold_key: string;
  phone_number_id: BigInt | null;
  number: string;
  caller_id: string | null;
  buyer_id: BigInt;
  inbound_webhook_id: BigInt;
  ping_id: string | null;
  bid_price: StoredValue['decimal'] | null;
  held_until: Time;
  created_at: Time;
}

/** 0007: paid data lookups, cached per number and data type. */
export interface DataAppendResultsTable {
  id: Generated<number>;
  company_id: BigInt;
  number: string;
  data_type: string;
  value: string | null;
  provider: string;
  integration_id: BigInt | null;
  created_at: Time;
}

/** 0008: the 30-second guard between outbound calls to one number. */
export interface DialGuardsTable {
  id: Generated<number>;
  company_id: BigInt;
  number: string;
  until: Time;
}

/** 0017: the transactional outbox and signing secrets kept during a rotation. */
export interface EventsTable {
  id: Generated<number>;
  company_id: BigInt;
  uuid: string;
  type: string;
  record_type: string;
  record_id: BigInt;
  changes: StoredValue['json'] | null;
  payload: StoredValue['json'] | null;
  created_at: Time;
  dispatched_at: Time | null;
}

export interface WebhookSecretsTable {
  id: Generated<number>;
  company_id: BigInt;
  owner_type: string;
  owner_id: BigInt;
  sealed: string;
  created_at: Time;
  expires_at: Time;
}

/** Every table a migration creates, by name. */
/** 0020: request counts per rate-limit key and fixed window. */
export interface RateLimitCountersTable {
  key: string;
  window_start: Time;
  hits: number;
}

/** 0021: the last afid (`user_traffic_source_id`) handed out per company. */
export interface TrafficSourceAfidCountersTable {
  company_id: BigInt;
  last_afid: BigInt;
}

/** 0031: named leases, one holder at a time across processes. */
export interface LeasesTable {
  name: string;
  holder: string;
  held_until: Time;
}

/** 0039: per-buyer cap counters per window and clock (`db/cap-counter-rows.ts`). */
export interface CapCountersTable {
  company_id: BigInt;
  buyer_id: BigInt;
  zone: string;
  period: string;
  period_start: Time;
  calls: BigInt;
  attempts: BigInt;
  connections: BigInt;
  conversions: BigInt;
  revenue_micros: BigInt;
}

/** 0045: pings admitted per traffic source and window (`ping-post/source-ping-limits.ts`). */
export interface PingCapCountersTable {
  company_id: BigInt;
  traffic_source_id: BigInt;
  period: string;
  window_start: Time;
  pings: BigInt;
}

/** 0042: calls summed per company, UTC hour and report dimensions (`db/call-rollup-rows.ts`). */
export interface CallRollupsTable {
  company_id: BigInt;
  hour: Time;
  /** 0 when the call has none. */
  offer_id: BigInt;
  buyer_id: BigInt;
  traffic_source_id: BigInt;
  schedule_id: BigInt;
  /** '' when the call has none. */
  status: string;
  /** 1 or 0. */
  buyer_converted: BigInt;
  offer_converted: BigInt;
  calls: BigInt;
  answered: BigInt;
  total_duration: BigInt;
  answered_duration: BigInt;
  revenue_micros: BigInt;
  payout_micros: BigInt;
  cost_micros: BigInt;
}

/** 0044: the same sums by UTC day (`day` in place of `hour`), kept beside the hourly rows. */
export type CallDayRollupsTable = Omit<CallRollupsTable, 'hour'> & { day: Time };

/** 0040: moves whenever a key, token, membership or company changes (what cached verifications depend on). */
export interface CredentialEpochTable {
  id: number;
  n: number;
}

/** 0042: moves whenever a company's buyers, buyer groups or their links change (SQLite; routing/routing-epoch.ts). */
export interface RoutingEpochsTable {
  company_id: BigInt;
  n: BigInt;
}

/** 0061: moves whenever a company's subscriptions, outgoing webhooks, their URLs or replaced secrets change (SQLite; webhooks/webhook-epoch.ts). */
export interface WebhookEpochsTable {
  company_id: BigInt;
  n: BigInt;
}

/** 0034: callers waiting in an offer's hold queue (`calls/hold-queue.ts`). */
export interface HoldQueueEntriesTable {
  company_id: BigInt;
  call_id: BigInt;
  offer_id: BigInt;
  call_router_id: BigInt;
  /** 1 for an inbound caller (served first), 0 for a call Leadline placed. */
  inbound: number;
  /** waiting, connecting (a slot freed: the carrier is sent to connect it), connected, timed_out, abandoned. */
  status: string;
  joined_at: Time;
  left_at: Time | null;
}

/** 0036: a sound file's recording kept in the database (the default store). */
export interface SoundFileAudioTable {
  sound_file_id: BigInt;
  company_id: BigInt;
  data: Uint8Array;
  created_at: Time;
}

export interface InfraTables {
  companies: CompaniesTable;
  users: UsersTable;
  company_users: CompanyUsersTable;
  api_keys: ApiKeysTable;
  developer_tokens: DeveloperTokensTable;
  idempotency_keys: IdempotencyKeysTable;
  jobs: JobsTable;
  job_files: JobFilesTable;
  suppression_numbers: SuppressionNumbersTable;
  inbound_webhook_pings: InboundWebhookPingsTable;
  number_holds: NumberHoldsTable;
  data_append_results: DataAppendResultsTable;
  dial_guards: DialGuardsTable;
  events: EventsTable;
  webhook_secrets: WebhookSecretsTable;
  rate_limit_counters: RateLimitCountersTable;
  traffic_source_afid_counters: TrafficSourceAfidCountersTable;
  leases: LeasesTable;
  cap_counters: CapCountersTable;
  ping_cap_counters: PingCapCountersTable;
  call_rollups: CallRollupsTable;
  call_day_rollups: CallDayRollupsTable;
  credential_epoch: CredentialEpochTable;
  routing_epochs: RoutingEpochsTable;
  webhook_epochs: WebhookEpochsTable;
  hold_queue_entries: HoldQueueEntriesTable;
  sound_file_audio: SoundFileAudioTable;
}
