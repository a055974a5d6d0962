import type { Kysely } from 'kysely';
import { decodeValue, encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import { type PreparedQueries, preparedRows } from '../db/prepared.js';
import type { DB } from '../db/tables.js';
import type { WebhookTrigger } from '../events/event-catalog.js';
import type { RecordLinks } from '../kernel/links.js';
import { TenantScope } from '../tenancy/scope.js';

type Row = Record<string, unknown>;
type ApiRecord = Record<string, unknown>;

const json = (v: unknown) => decodeValue('json', v);

/** An active outgoing webhook as the engine reads it. */
export interface WebhookTarget {
  id: number;
  name: string;
  trigger: WebhookTrigger;
  offerIds: number[];
  buyerIds: number[];
  tokenFilters: { key: string; operator: string; value: unknown }[];
  delaySeconds: number;
  maxAttempts: number;
  failureAutoDisableCount: number;
  consecutiveFailureCount: number;
  signingSecret: string | null;
}

export function webhookFromRow(row: Row, links?: Map<string, Map<number, number[]>>): WebhookTarget {
  const id = Number(row.id);
  const filters = json(row.token_filters);
  return {
    id,
    name: String(row.name ?? ''),
    trigger: row.trigger as WebhookTrigger,
    offerIds: links?.get('offer_ids')?.get(id) ?? [],
    buyerIds: links?.get('buyer_ids')?.get(id) ?? [],
    tokenFilters: Array.isArray(filters) ? (filters as WebhookTarget['tokenFilters']) : [],
    delaySeconds: Number(row.delay_seconds ?? 0),
    maxAttempts: Number(row.max_attempts ?? 5),
    failureAutoDisableCount: Number(row.failure_auto_disable_count ?? 25),
    consecutiveFailureCount: Number(row.consecutive_failure_count ?? 0),
    signingSecret: (row.signing_secret as string | null) ?? null,
  };
}

/** The company's active webhooks whose trigger is one of `triggers`, with their offer and buyer filters. */
export async function activeWebhooks(
  db: Kysely<DB>,
  dialect: DialectName,
  links: RecordLinks,
  companyId: number,
  triggers: readonly WebhookTrigger[],
  prepared?: PreparedQueries,
): Promise<WebhookTarget[]> {
  if (triggers.length === 0) return [];
  // Every dispatch asks this (one shape per number of triggers): prepared, not built each time.
  const rows = await preparedRows<Row & { id: number }>(
    prepared,
    `webhooks.active.${triggers.length}`,
    [companyId, ...triggers],
    (arg) =>
      new TenantScope(db, arg(0))
        .selectFrom('outgoing_webhooks')
        .selectAll()
        .where(
          'trigger',
          'in',
          triggers.map((_, i) => arg(1 + i)),
        )
        .where('active', '=', encodeValue('boolean', true, dialect))
        .where('deleted_at', 'is', null)
        .orderBy('id'),
    db,
  );
  const ids = rows.map((r) => Number(r.id));
  const linked = await links.load(db, 'outgoing_webhooks', ['offer_ids', 'buyer_ids'], ids);
  return rows.map((r) => webhookFromRow(r, linked));
}

/** Compares a token value as the token filters do (token_values operators). */
export function compareToken(actual: unknown, operator: string, expected: unknown): boolean {
  const a = actual === null || actual === undefined ? '' : String(actual);
  const e = expected === null || expected === undefined ? '' : String(expected);
  const num = (s: string) => (s.trim() !== '' && Number.isFinite(Number(s)) ? Number(s) : null);
  switch (operator) {
    case '==':
      return a === e;
    case '!=':
      return a !== e;
    case '=~':
      return a.toLowerCase().includes(e.toLowerCase());
    case '!~':
      return !a.toLowerCase().includes(e.toLowerCase());
    case '<':
    case '<=':
    case '>':
    case '>=': {
      const [x, y] = [num(a), num(e)];
      const [l, r] = x !== null && y !== null ? [x, y] : [a, e];
      return operator === '<' ? l < r : operator === '<=' ? l <= r : operator === '>' ? l > r : l >= r;
    }
    default:
      return false;
  }
}

/** Does the webhook's offer, buyer and token filtering let this record through? */
export function webhookMatches(
  webhook: WebhookTarget,
  record: ApiRecord,
  tokens: Record<string, unknown>,
): boolean {
  if (webhook.offerIds.length && !webhook.offerIds.includes(Number(record.offer_id))) return false;
  if (webhook.buyerIds.length && !webhook.buyerIds.includes(Number(record.buyer_id))) return false;
  return webhook.tokenFilters.every((f) => compareToken(tokens[f.key], f.operator ?? '==', f.value));
}

/** A subscription as the engine reads it. */
export interface SubscriptionTarget {
  id: number;
  targetUrl: string;
  event: string;
  triggerFields: Record<string, unknown>;
  consecutiveFailureCount: number;
  signingSecret: string | null;
}

export function subscriptionFromRow(row: Row): SubscriptionTarget {
  const fields = json(row.trigger_fields);
  return {
    id: Number(row.id),
    targetUrl: String(row.target_url),
    event: String(row.event),
    triggerFields: fields && typeof fields === 'object' && !Array.isArray(fields) ? (fields as Row) : {},
    consecutiveFailureCount: Number(row.consecutive_failure_count ?? 0),
    signingSecret: (row.signing_secret as string | null) ?? null,
  };
}

export async function activeSubscriptions(
  db: Kysely<DB>,
  dialect: DialectName,
  companyId: number,
  event: string,
  prepared?: PreparedQueries,
): Promise<SubscriptionTarget[]> {
  const rows = await preparedRows<Row>(
    prepared,
    'subscriptions.active',
    [companyId, event],
    (arg) =>
      new TenantScope(db, arg(0))
        .selectFrom('subscriptions')
        .selectAll()
        .where('event', '=', arg(1))
        .where('active', '=', encodeValue('boolean', true, dialect))
        .where('deleted_at', 'is', null)
        .orderBy('id'),
    db,
  );
  return rows.map(subscriptionFromRow);
}

const truthy = (v: unknown) => v === true || ['1', 'true', 'yes', 'on'].includes(String(v).toLowerCase());

/**
 * trigger_fields: every key must equal the record's value (booleans in any
 * TrackDrive spelling; has_recording and either_converted derived).
 */
export function subscriptionMatches(sub: SubscriptionTarget, record: ApiRecord): boolean {
  return Object.entries(sub.triggerFields).every(([key, want]) => {
    let have: unknown = record[key];
    if (key === 'has_recording') have = Boolean(record.recording_url);
    if (key === 'either_converted') have = record.buyer_converted === true || record.offer_converted === true;
    if (typeof have === 'boolean') return have === truthy(want);
    if (want === null || want === '') return have === null || have === undefined || have === '';
    return String(have) === String(want);
  });
}
