import { sql } from 'kysely';
import { invalidParam } from '../errors/index.js';
import type { ValueOf } from '../kernel/endpoint-value-type.js';
import { toArray } from '../kernel/values.js';
import type { TenantContext } from '../tenancy/context.js';
import { keyOf, labelOf, labels, money, tieBreak } from './aggregate.js';
import { CALL_SOURCE } from './call-groups.js';
import { planRollups, type ReportOptions, ROLLUP_GROUPS, type RollupPlan } from './call-rollups.js';
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
  options: ReportOptions = {},
): Promise<CallsReport> {
  const groups = groupsAsked(raw.group_by);
  const calls = deps.calls();
  const { qb, params } = calls.filteredQuery(ctx, raw);
  const rolled = options.readFrom === 'calls' ? null : await fromRollups(deps, ctx, raw, groups, options);
  const [totalRow, ...perGroup] =
    rolled ??
    (await Promise.all([
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
    ]));
  const out: CallsReport = { time_zone: params.timeZone, totals: figures(totalRow!), groups: {} };
  for (const [i, g] of groups.entries()) {
    const rows = perGroup[i]! as Sums[];
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

const MEASURES = [
  'calls_count',
  'answered_count',
  'converted_count',
  'offer_converted_count',
  'total_duration',
  'answered_duration',
  'revenue',
  'payout',
  'cost',
] as const;

const ROLLUP_FIGURES = [
  sql`sum(calls)`.as('calls_count'),
  sql`sum(answered)`.as('answered_count'),
  sql`sum(case when buyer_converted = 1 then calls else 0 end)`.as('converted_count'),
  sql`sum(case when offer_converted = 1 then calls else 0 end)`.as('offer_converted_count'),
  sql`sum(total_duration)`.as('total_duration'),
  sql`sum(answered_duration)`.as('answered_duration'),
  sql`sum(revenue_micros)`.as('revenue'),
  sql`sum(payout_micros)`.as('payout'),
  sql`sum(cost_micros)`.as('cost'),
];

type Sums = Record<string, unknown>;

/**
 * The totals and each group's figures from the hourly roll-ups, the calls of the range's partial
 * first and last hours read from the calls and added in; null when the roll-ups cannot answer
 * (a state breakdown, a filter they are not keyed by…): the caller reads the calls.
 */
async function fromRollups(
  deps: CallStatsDeps,
  ctx: TenantContext,
  raw: Record<string, unknown>,
  groups: readonly ReportGroup[],
  options: ReportOptions,
): Promise<[Sums, ...Sums[][]] | null> {
  const trace = options.trace ?? (() => {});
  const calls = deps.calls();
  const { params } = calls.filteredQuery(ctx, raw);
  const plan = planRollups(params, groups, null, options, deps.dialect);
  if ('reason' in plan) {
    trace('calls', plan.reason);
    return null;
  }
  const rolled = async (column: string | null) => {
    const read = (query: RollupPlan['hours'][number]) => {
      const q = query(deps.db, ctx.company.id);
      return column
        ? q
            .select([sql.ref(column).as('g'), ...ROLLUP_FIGURES])
            .groupBy(column)
            .execute()
        : q.select(ROLLUP_FIGURES).execute();
    };
    // Without a series no hour is moved: the whole days and the other whole hours add up.
    const parts = await Promise.all([...(plan.days ? [plan.days] : []), ...plan.hours].map(read));
    return parts.flat() as Sums[];
  };
  const edges = (g: ReportGroup | null) => {
    if (!plan.edges) return Promise.resolve([] as Sums[]);
    const base = plan.edges(calls.filteredQuery(ctx, raw).qb);
    if (!g) return base.select(FIGURES).execute();
    const spec = CALL_SOURCE.groups[g];
    const expr = sql.ref(spec.column);
    return base
      .select([expr.as('g'), ...FIGURES])
      .groupBy(expr)
      .execute();
  };
  const asked = [null, ...groups];
  const read = await Promise.all(
    asked.map((g) => Promise.all([rolled(g ? ROLLUP_GROUPS[g]! : null), edges(g)])),
  );
  trace('rollups', `${plan.grain}${plan.edges ? ', partial hours from the calls' : ''}`);
  const [totals, ...perGroup] = read.map(([fromRolls, fromCalls], i) => {
    const g = asked[i];
    const spec = g ? CALL_SOURCE.groups[g] : null;
    const merged = new Map<string, Sums>();
    const into = (r: Sums, scale: number, key: unknown) => {
      const id = JSON.stringify(spec ? keyOf(spec, key) : null);
      const m = merged.get(id) ?? { g: key };
      for (const k of MEASURES) {
        const v = Number(r[k] ?? 0);
        m[k] =
          Number(m[k] ?? 0) +
          (scale !== 1 && (k === 'revenue' || k === 'payout' || k === 'cost') ? v / scale : v);
      }
      merged.set(id, m);
    };
    for (const r of fromRolls as Sums[]) {
      if (Number(r.calls_count ?? 0) === 0 && spec) continue;
      const key = !g ? null : g === 'status' ? r.g || null : spec!.kind === 'id' ? Number(r.g) || null : r.g;
      into(r, 1e6, key);
    }
    for (const r of fromCalls) into(r, 1, r.g);
    if (!spec && merged.size === 0) merged.set('null', { g: null });
    return [...merged.values()];
  });
  return [totals![0]!, ...perGroup];
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
