import { sql } from 'kysely';
import { invalidParam } from '../errors/index.js';
import type { ValueOf } from '../kernel/endpoint-value-type.js';
import { toArray } from '../kernel/values.js';
import type { TenantContext } from '../tenancy/context.js';
import { keyOf, labelOf, labels, money, tieBreak } from './aggregate.js';
import { CALL_SOURCE } from './call-groups.js';
import { type CALLS_REPORT, REPORT_GROUPS } from './call-stats.endpoints.js';
import type { CallStatsDeps } from './call-stats.js';

export { REPORT_GROUPS };

type ReportGroup = (typeof REPORT_GROUPS)[number];
const DEFAULT_GROUPS: ReportGroup[] = ['offer', 'buyer', 'traffic_source'];

/** GET /calls/reports' answer, typed from its declaration. */
export type CallsReport = ValueOf<typeof CALLS_REPORT>;
/** The figures of a set of calls. */
export type CallFigures = CallsReport['totals'];

const yes = (cond: string) => sql`sum(case when ${sql.raw(cond)} then 1 else 0 end)`;
const total = (column: string) => sql`sum(coalesce(${sql.ref(`calls.${column}`)}, 0))`;
const FIGURES = [
  sql`count(*)`.as('calls_count'),
  yes('calls.answered_at is not null or calls.answered_duration > 0').as('answered_count'),
  yes('calls.buyer_converted = true').as('converted_count'),
  yes('calls.offer_converted = true').as('offer_converted_count'),
  total('total_duration').as('total_duration'),
  total('answered_duration').as('answered_duration'),
  total('revenue').as('revenue'),
  total('payout').as('payout'),
  total('provider_cost').as('cost'),
];

/**
 * GET /calls/reports: the figures an operator runs the business from, over
 * exactly the calls GET /calls would list with the same parameters, in
 * total and per offer, buyer and traffic source.
 */
export async function callReport(
  deps: CallStatsDeps,
  ctx: TenantContext,
  raw: Record<string, unknown>,
): Promise<CallsReport> {
  const groups = groupsAsked(raw.group_by);
  const calls = deps.calls();
  const { qb, params } = calls.filteredQuery(ctx, raw);
  const [totalRow, ...perGroup] = await Promise.all([
    qb.select(FIGURES).executeTakeFirstOrThrow(),
    ...groups.map((g) => {
      const spec = CALL_SOURCE.groups[g];
      const expr = sql.ref(spec.column);
      const base = calls.filteredQuery(ctx, raw).qb;
      return ('join' in spec ? spec.join(base) : base)
        .select([expr.as('g'), ...FIGURES])
        .groupBy(expr)
        .execute();
    }),
  ]);
  const out: CallsReport = { time_zone: params.timeZone, totals: figures(totalRow), groups: {} };
  for (const [i, g] of groups.entries()) {
    const rows = perGroup[i]!;
    const spec = CALL_SOURCE.groups[g];
    const keys = rows.map((r) => keyOf(spec, r.g));
    const names = await labels(deps.db, ctx, spec, keys);
    out.groups[g] = rows
      .map((r, j) => ({
        key: keys[j]!,
        label: labelOf(keys[j]!, names),
        ...figures(r),
      }))
      .sort((a, b) => b.calls_count - a.calls_count || b.revenue - a.revenue || tieBreak(a.key, b.key));
  }
  return out;
}

function figures(r: Record<string, unknown>): CallFigures {
  const n = (k: string) => Number(r[k] ?? 0);
  const calls = n('calls_count');
  const answered = n('answered_count');
  const converted = n('converted_count');
  const revenue = money(n('revenue'));
  const payout = money(n('payout'));
  const cost = money(n('cost'));
  const pct = (part: number) => (calls ? Math.round((part / calls) * 10_000) / 100 : 0);
  return {
    calls_count: calls,
    answered_count: answered,
    converted_count: converted,
    offer_converted_count: n('offer_converted_count'),
    total_duration: n('total_duration'),
    answered_duration: n('answered_duration'),
    revenue,
    payout,
    cost,
    profit: money(revenue - payout - cost),
    conversion_rate: pct(converted),
    answer_rate: pct(answered),
    average_handle_time: answered ? Math.round((n('answered_duration') / answered) * 100) / 100 : 0,
    revenue_per_call: calls ? money(revenue / calls) : 0,
  };
}

function groupsAsked(v: unknown): ReportGroup[] {
  if (v === undefined || v === '') return DEFAULT_GROUPS;
  const asked = (toArray(v) ?? []).map(String);
  const unknown = asked.filter((g) => !(REPORT_GROUPS as readonly string[]).includes(g));
  if (unknown.length || asked.length === 0) {
    throw invalidParam('group_by', `Must be one or more of: ${REPORT_GROUPS.join(', ')}`);
  }
  return [...new Set(asked)] as ReportGroup[];
}
