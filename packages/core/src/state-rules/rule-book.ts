import type { Kysely } from 'kysely';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';
import { isTimeZone } from '../time/zones.js';

export interface RuleGroup {
  id: number;
  name: string;
  /** Local dates (YYYY-MM-DD) with no contact, each for the states it names ('*': all). */
  holidays: { date: string; states: string[] }[];
}
export interface CallTimeRow {
  id: number;
  groupId: number;
  state: string;
  day: number;
  open: unknown;
  close: unknown;
  closed: boolean;
  timeZone: string | null;
}
export interface CallLimitRow {
  id: number;
  groupId: number;
  state: string;
  maxContacts: number;
  windowMs: number;
  countCalls: boolean;
  countTexts: boolean;
  skipMobile: boolean;
}

/** The state rules that bind one offer's contacts: its company's active groups, company-wide or for the offer. */
export interface RuleBook {
  groups: Map<number, RuleGroup>;
  callTimes: CallTimeRow[];
  limits: CallLimitRow[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Holidays as stored (a JSON array, maybe hand-written): malformed entries are left out, not fatal. */
function readHolidays(value: unknown): RuleGroup['holidays'] {
  const list = decodeValue('json', value);
  if (!Array.isArray(list)) return [];
  const out: RuleGroup['holidays'] = [];
  for (const h of list) {
    if (!h || typeof h !== 'object') continue;
    const { date, states } = h as Record<string, unknown>;
    if (typeof date !== 'string' || !DATE.test(date)) continue;
    const named = Array.isArray(states) ? states.map((s) => String(s).toUpperCase()) : ['*'];
    out.push({ date, states: named.length ? named : ['*'] });
  }
  return out;
}

export async function loadRuleBook(
  db: Kysely<DB>,
  companyId: number,
  offerId: number | null,
): Promise<RuleBook> {
  const scope = new TenantScope(db, companyId);
  const rows = await scope
    .selectFrom('state_rule_groups')
    .select(['id', 'name', 'rule_scope', 'offer_id', 'holidays', 'active'])
    .where('deleted_at', 'is', null)
    .execute();
  const groups = new Map<number, RuleGroup>();
  for (const g of rows) {
    // A group saved without `active` takes the field's default, true.
    if (g.active !== null && decodeValue('boolean', g.active) === false) continue;
    if (g.rule_scope === 'offer' && (offerId === null || Number(g.offer_id) !== offerId)) continue;
    groups.set(g.id, { id: g.id, name: String(g.name), holidays: readHolidays(g.holidays) });
  }
  if (groups.size === 0) return { groups, callTimes: [], limits: [] };
  const ids = [...groups.keys()];
  const [times, limits] = await Promise.all([
    scope
      .selectFrom('state_business_hours')
      .select(['id', 'state_rule_group_id', 'state', 'day', 'open_time', 'close_time', 'closed', 'time_zone'])
      .where('state_rule_group_id', 'in', ids)
      .where('deleted_at', 'is', null)
      .execute(),
    scope
      .selectFrom('state_call_limits')
      .select([
        'id',
        'state_rule_group_id',
        'state',
        'max_contacts',
        'window_seconds',
        'count_calls',
        'count_texts',
        'skip_mobile',
      ])
      .where('state_rule_group_id', 'in', ids)
      .where('deleted_at', 'is', null)
      .execute(),
  ]);
  return {
    groups,
    callTimes: times.map((r) => ({
      id: r.id,
      groupId: Number(r.state_rule_group_id),
      state: String(r.state),
      day: Number(r.day),
      open: r.open_time ?? '08:00',
      close: r.close_time ?? '21:00',
      closed: decodeValue('boolean', r.closed) === true,
      // A zone Intl does not know cannot be read: the row is read in the lead's zones instead.
      timeZone: isTimeZone(r.time_zone) ? r.time_zone : null,
    })),
    limits: limits.map((r) => ({
      id: r.id,
      groupId: Number(r.state_rule_group_id),
      state: String(r.state),
      maxContacts: Number(r.max_contacts),
      windowMs: Number(r.window_seconds) * 1000,
      countCalls: r.count_calls === null || decodeValue('boolean', r.count_calls) === true,
      countTexts: r.count_texts === null || decodeValue('boolean', r.count_texts) === true,
      skipMobile: decodeValue('boolean', r.skip_mobile) === true,
    })),
  };
}
