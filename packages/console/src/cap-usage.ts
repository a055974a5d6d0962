import type { Buyer, Leadline } from '@leadline/sdk';
import { money } from './format.js';

export type Period = 'hourly' | 'daily' | 'monthly' | 'total';
export const PERIODS: Period[] = ['hourly', 'daily', 'monthly', 'total'];
const PERIOD_WORDS: Record<Period, string> = {
  hourly: 'this hour',
  daily: 'today',
  monthly: 'this month',
  total: 'ever',
};

/** The figures of one buyer in one window, read off a /calls/reports group. */
interface Figures {
  calls_count: number;
  answered_count: number;
  converted_count: number;
  revenue: number;
}

/** Each cap kind of a buyer: its limit field per window, and the report figure that stands for its count. */
const KINDS = [
  { name: 'Attempts', limit: (p: Period) => `attempt_${p}_limit`, count: (f: Figures) => f.calls_count },
  { name: 'Connections', limit: (p: Period) => `${p}_cap_limit`, count: (f: Figures) => f.answered_count },
  {
    name: 'Conversions',
    limit: (p: Period) => `buyer_conversion_${p}_limit`,
    count: (f: Figures) => f.converted_count,
  },
  {
    name: 'Revenue',
    limit: (p: Period) => `revenue_${p}_limit`,
    count: (f: Figures) => f.revenue,
    money: true,
  },
] as const;

/** One cap the buyer has, as the console shows it. */
export interface CapLine {
  label: string;
  text: string;
}

/** The start of this hour, day and month in `zone`, as created_at_from takes it (blank: ever). */
export function periodStart(period: Period, zone: string, now = new Date()): string | undefined {
  if (period === 'total') return undefined;
  const [date, time] = now.toLocaleString('sv-SE', { timeZone: zone, hourCycle: 'h23' }).split(' ') as [
    string,
    string,
  ];
  if (period === 'hourly') return `${date} ${time.slice(0, 2)}:00:00`;
  return period === 'daily' ? date : `${date.slice(0, 8)}01`;
}

/** A buyer's windows are on its own clock when it has a zone, else the company's (as the router counts). */
export const zoneOf = (buyer: Buyer, companyZone: string) => buyer.time_zone ?? companyZone;

/**
 * Each buyer's figures in each cap window: one GET /calls/reports by buyer per
 * window and time zone in use, from the window's start in that zone; and the
 * answered calls it is on now (GET /calls/live_calls) for concurrency.
 */
export async function capUsage(client: Leadline, buyers: Buyer[], companyZone: string) {
  const zones = [...new Set(buyers.map((b) => zoneOf(b, companyZone)))];
  const figures = new Map<string, Map<number, Figures>>();
  await Promise.all(
    zones.flatMap((zone) =>
      PERIODS.map(async (period) => {
        const from = periodStart(period, zone);
        const report = await client.calls.reports({
          group_by: ['buyer'],
          time_zone: zone,
          ...(from ? { created_at_from: from } : {}),
        });
        const byBuyer = new Map((report.groups.buyer ?? []).map((g) => [Number(g.key), g as Figures]));
        figures.set(`${zone} ${period}`, byBuyer);
      }),
    ),
  );
  const live = await client.calls.live({ per_page: 100 }).toArray({ limit: 10_000 });
  const concurrent = new Map<number, number>();
  for (const c of live)
    if (c.buyer_id !== null && c.answered_at)
      concurrent.set(c.buyer_id, (concurrent.get(c.buyer_id) ?? 0) + 1);
  return { figures, concurrent, companyZone };
}

export type CapUsage = Awaited<ReturnType<typeof capUsage>>;

/** Every cap the buyer has (a limit set), as "Connections today: 3 / 50", in kind then window order. */
export function capLines(buyer: Buyer, usage: CapUsage | undefined): CapLine[] {
  const zone = zoneOf(buyer, usage?.companyZone ?? 'UTC');
  const lines: CapLine[] = [];
  for (const kind of KINDS) {
    for (const period of PERIODS) {
      const limit = (buyer as unknown as Record<string, number | null>)[kind.limit(period)];
      if (limit === null || limit === undefined) continue;
      const f = usage?.figures.get(`${zone} ${period}`)?.get(buyer.id);
      const used = f ? kind.count(f) : 0;
      const show = (n: number) => ('money' in kind ? money(n) : String(n));
      lines.push({ label: `${kind.name} ${PERIOD_WORDS[period]}`, text: `${show(used)} / ${show(limit)}` });
    }
  }
  return lines;
}
