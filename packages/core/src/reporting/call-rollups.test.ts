import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../db/tables.js';
import type { ListParams } from '../kernel/query/list-params.js';
import { planRollups, type RollupPlan } from './call-rollups.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = Date.UTC(2026, 0, 5); // a Monday, in winter
const params = (over: Partial<ListParams> = {}): ListParams => ({
  page: 1,
  perPage: 25,
  timeZone: 'UTC',
  root: true,
  order: 'id',
  orderDir: 'asc',
  filters: {},
  paged: false,
  createdFrom: start,
  createdTo: start + 30 * DAY - 1,
  ...over,
});
const plan = (p: ListParams, interval: Parameters<typeof planRollups>[2]) => {
  const out = planRollups(p, [], interval);
  if ('reason' in out) throw new Error(out.reason);
  return out as RollupPlan;
};

describe('planRollups: which days come from the daily rows', () => {
  it('reads every whole UTC day from daily rows when no bucket starts inside one', () => {
    for (const interval of [null, 'day', 'week', 'month'] as const) {
      const p = plan(params(), interval);
      expect(p.days, String(interval)).not.toBeNull();
      expect(p.hours, String(interval)).toEqual([]);
      expect(p.grain).toBe('whole days, other whole hours');
    }
  });

  it('bucket days of a zone behind UTC at their last hour and move the hours before its midnight', () => {
    const p = plan(params({ timeZone: 'America/New_York' }), 'day');
    expect(p.dayAnchor).toBe(DAY - HOUR);
    // New York's midnight is 05:00 UTC in winter: hours 0–4 of each UTC day belong to the day before.
    expect(p.grain).toContain('hours 0–5 UTC');
    expect(p.inDays(start + 2 * HOUR)).toBe(true);
    // One statement of hourly rows: the moved hours, listed (the range has no partial days).
    expect(p.hours).toHaveLength(1);
  });

  it('read the moved hours by a list of hours on SQLite and as one index range per day on PostgreSQL', () => {
    // Compiled only (no database): which statement each dialect sends for New York's moved hours.
    const compiler = (dialect: 'sqlite' | 'postgres') =>
      new Kysely<DB>({
        dialect: {
          createAdapter: () => (dialect === 'postgres' ? new PostgresAdapter() : new SqliteAdapter()),
          createDriver: () => new DummyDriver(),
          createIntrospector: (db) =>
            dialect === 'postgres' ? new PostgresIntrospector(db) : new SqliteIntrospector(db),
          createQueryCompiler: () =>
            dialect === 'postgres' ? new PostgresQueryCompiler() : new SqliteQueryCompiler(),
        },
      });
    const p = params({ timeZone: 'America/New_York' });
    const statement = (dialect: 'sqlite' | 'postgres') => {
      const planned = planRollups(p, [], 'day', {}, dialect) as RollupPlan;
      expect(planned.hours).toHaveLength(1);
      return planned.hours[0]!(compiler(dialect), 7).select('hour').compile();
    };
    const sqlite = statement('sqlite');
    // 30 days × hours 0–4 (New York's winter midnight is 05:00 UTC), and the company.
    expect(sqlite.parameters).toHaveLength(30 * 5 + 1);
    expect(sqlite.sql).toContain('"hour" in (');
    const postgres = statement('postgres');
    expect(postgres.sql).toContain('generate_series');
    expect(postgres.sql).not.toContain('"hour" in (');
    // The first and last days' first moved hour, and the company.
    expect(postgres.parameters).toEqual(expect.arrayContaining([7, start, start + 29 * DAY]));
  });

  it('bucket days of a zone ahead of UTC at their first hour and move the hours from its midnight on', () => {
    const p = plan(params({ timeZone: 'Europe/Berlin' }), 'day');
    expect(p.dayAnchor).toBe(0);
    expect(p.grain).toContain('hours 23–24 UTC');
  });

  it('reads hours only for hour buckets, a half-open range with a series, or too many moved hours', () => {
    expect(plan(params(), 'hour').days).toBeNull();
    expect(plan(params({ createdTo: undefined }), 'day').days).toBeNull();
    // Kathmandu is +05:45: its buckets do not start on whole hours, so the calls answer.
    expect(planRollups(params({ timeZone: 'Asia/Kathmandu' }), [], 'day')).toEqual({
      reason: 'buckets of the zone do not start on whole UTC hours',
    });
    // Tokyo's midnight is 15:00 UTC: 9 hours move at the first hour's anchor, under the limit; Honolulu's
    // is 10:00 UTC: 10 hours before it. Both still use days; a range of a single partial day does not.
    expect(plan(params({ timeZone: 'Asia/Tokyo' }), 'day').days).not.toBeNull();
    expect(
      plan(params({ createdFrom: start + HOUR, createdTo: start + DAY + 2 * HOUR }), null).days,
    ).toBeNull();
  });

  it('leaves the partial first and last hours to the calls and the hours around whole days to hourly rows', () => {
    const p = plan(
      params({ createdFrom: start + 90 * 60_000, createdTo: start + 3 * DAY + 150 * 60_000 }),
      null,
    );
    expect(p.edges).not.toBeNull();
    expect(p.days).not.toBeNull();
    // Two statements: the whole hours before the first whole day and after the last.
    expect(p.hours).toHaveLength(2);
    expect(p.grain).toBe('whole days, other whole hours');
  });
});
