import { sql } from 'kysely';
import { invalidParam } from '../errors/index.js';
import type { ResourceService } from '../kernel/service.js';
import { toArray } from '../kernel/values.js';
import type { TenantContext } from '../tenancy/context.js';
import { wallTime } from '../time/zones.js';

/** Categories GET /leads/reports counts by, and the column each reads. */
const GROUPS = {
  status: 'status',
  offer: 'offer_id',
  schedule: 'schedule_id',
  state: 'state_province',
  day: 'created_at',
} as const;
export type LeadReportGroup = keyof typeof GROUPS;

export interface LeadReport {
  total: number;
  time_zone: string;
  /** Per category asked for: each value with its count, largest first (days in date order). */
  groups: Partial<Record<LeadReportGroup, { value: string | number | null; count: number }[]>>;
}

/**
 * Days are counted in 15-minute buckets by the database, then folded into
 * local dates here: every real UTC offset is a multiple of 15 minutes, so a
 * bucket never straddles midnight in any zone, and no dialect-specific time
 * zone SQL is needed.
 */
const BUCKET_MS = 900_000;

/**
 * GET /leads/reports: lead counts by status, offer, schedule, state and day
 * over exactly the leads GET /leads would list with the same parameters.
 */
export async function leadReport(
  service: ResourceService,
  ctx: TenantContext,
  raw: Record<string, unknown>,
): Promise<LeadReport> {
  const groups = groupsAsked(raw.group_by);
  const { qb, params } = service.filteredQuery(ctx, raw);
  const count = sql<number>`count(*)`.as('n');
  const [totalRow, ...perGroup] = await Promise.all([
    qb.select(count).executeTakeFirstOrThrow(),
    ...groups.map((g) => {
      const expr =
        g === 'day' ? sql`leads.created_at / ${sql.lit(BUCKET_MS)}` : sql.ref(`leads.${GROUPS[g]}`);
      return qb
        .select([expr.as('v'), count])
        .groupBy(expr)
        .execute();
    }),
  ]);
  const out: LeadReport = { total: Number(totalRow.n), time_zone: params.timeZone, groups: {} };
  groups.forEach((g, i) => {
    const rows = perGroup[i]!.map((r) => ({ value: r.v as string | number | null, count: Number(r.n) }));
    out.groups[g] = g === 'day' ? byLocalDay(rows, params.timeZone) : rows.sort((a, b) => b.count - a.count);
  });
  return out;
}

function groupsAsked(v: unknown): LeadReportGroup[] {
  if (v === undefined || v === '') return Object.keys(GROUPS) as LeadReportGroup[];
  const asked = (toArray(v) ?? []).map(String);
  const unknown = asked.filter((g) => !(g in GROUPS));
  if (unknown.length || asked.length === 0) {
    throw invalidParam('group_by', `Must be one or more of: ${Object.keys(GROUPS).join(', ')}`);
  }
  return [...new Set(asked)] as LeadReportGroup[];
}

function byLocalDay(rows: { value: unknown; count: number }[], timeZone: string) {
  const days = new Map<string, number>();
  for (const r of rows) {
    const w = wallTime(Number(r.value) * BUCKET_MS, timeZone);
    const day = `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
    days.set(day, (days.get(day) ?? 0) + r.count);
  }
  return [...days.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([value, count]) => ({ value, count }));
}
