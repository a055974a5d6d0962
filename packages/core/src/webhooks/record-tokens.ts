import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';

type ApiRecord = Record<string, unknown>;

/**
 * Names that system tokens take from linked records: `[buyer_name]`, `[offer_name]`,
 * `[traffic_source_name]`. A traffic source is named by its publisher's `company_name`.
 */
const NAMED = [
  ['buyer_id', 'buyers', 'name', 'buyer_name'],
  ['offer_id', 'offers', 'name', 'offer_name'],
  ['traffic_source_id', 'traffic_sources', 'company_name', 'traffic_source_name'],
  ['schedule_id', 'schedules', 'name', 'schedule_name'],
] as const;

/**
 * Every token of a call or lead record as template values: each scalar
 * field under its own name, the custom tokens (a lead's `tokens`, a call's
 * `token_values`), the TrackDrive aliases (`caller_id` of a call is its
 * caller_number, `call_id`/`lead_id`, `call_uuid`/`lead_uuid`), the names
 * of its buyer, offer, traffic source and schedule, and, for a call of a
 * lead, the lead's contact fields (its tokens, name, e-mail and address)
 * where the call has no token of that name.
 */
export async function recordTokens(
  db: Kysely<DB>,
  companyId: number,
  kind: 'calls' | 'leads' | 'incoming_text_messages' | 'text_messages' | 'buyers',
  record: ApiRecord,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const custom = kind === 'calls' ? record.token_values : record.tokens;
  if (custom && typeof custom === 'object' && !Array.isArray(custom)) Object.assign(out, custom);
  for (const [k, v] of Object.entries(record)) {
    if (v === null || typeof v !== 'object') out[k] = v;
  }
  const singular =
    kind === 'calls' ? 'call' : kind === 'leads' ? 'lead' : kind === 'buyers' ? 'buyer' : 'text_message';
  out[`${singular}_id`] = record.id;
  out[`${singular}_uuid`] = record.uuid;
  if (kind === 'calls') {
    out.caller_id ??= record.caller_number;
    out.duration ??= record.total_duration;
  }
  if (kind === 'calls' && typeof record.lead_id === 'number')
    await addLeadFields(db, companyId, record.lead_id, out);
  // No catch here: a failed statement aborts a PostgreSQL transaction, so an error
  // swallowed here surfaced later as a 500 from the request that asked for the tokens.
  for (const [column, table, nameColumn, token] of NAMED) {
    const id = record[column];
    if (typeof id !== 'number' || out[token] !== undefined) continue;
    const row = await new TenantScope(db, companyId)
      .selectFrom(table)
      .select(sql<string>`${sql.ref(nameColumn)}`.as('name'))
      .where('id', '=', id)
      .executeTakeFirst();
    if (row) out[token] = row.name;
  }
  if (typeof record.buyer_id === 'number' && out.user_fleet_id === undefined)
    await addFleet(db, companyId, record.buyer_id, out);
  return out;
}

/**
 * The buyer's fleet as system tokens: `[user_fleet_id]` and `[buyer_fleet_id]` (the
 * first live fleet by id when the buyer is in several).
 */
async function addFleet(db: Kysely<DB>, companyId: number, buyerId: number, out: Record<string, unknown>) {
  const fleet = await new TenantScope(db, companyId)
    .selectFrom('buyer_fleets')
    .select(['buyer_fleets.id', 'buyer_fleets.user_fleet_id'])
    .where('buyer_fleets.deleted_at', 'is', null)
    .where((eb) =>
      eb(
        'buyer_fleets.id',
        'in',
        eb
          .selectFrom('record_links')
          .select('owner_id')
          .where('record_links.company_id', '=', companyId)
          .where('owner_table', '=', 'buyer_fleets')
          .where('field', '=', 'buyer_ids')
          .where('target_id', '=', buyerId),
      ),
    )
    .orderBy('buyer_fleets.id')
    .executeTakeFirst();
  if (!fleet) return;
  out.user_fleet_id = fleet.user_fleet_id;
  out.buyer_fleet_id = Number(fleet.id);
}

/** The lead's contact columns a call's webhooks can use as tokens. */
const LEAD_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'address',
  'city',
  'state_province',
  'zip_postal_code',
] as const;

async function addLeadFields(
  db: Kysely<DB>,
  companyId: number,
  leadId: number,
  out: Record<string, unknown>,
) {
  const lead = await new TenantScope(db, companyId)
    .selectFrom('leads')
    .select([...LEAD_FIELDS, 'tokens'])
    .where('id', '=', leadId)
    .executeTakeFirst();
  if (!lead) return;
  const raw = typeof lead.tokens === 'string' ? safeJson(lead.tokens) : lead.tokens;
  const tokens =
    raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  for (const [k, v] of Object.entries(tokens)) if (out[k] === undefined || out[k] === null) out[k] = v;
  for (const k of LEAD_FIELDS)
    if ((out[k] === undefined || out[k] === null) && lead[k] != null) out[k] = lead[k];
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
