import { type Kysely, sql } from 'kysely';
import { outsideRequestTransaction } from '../db/request-transaction.js';
import type { DB } from '../db/tables.js';
import type { Company } from '../tenancy/companies.js';
import { TenantScope } from '../tenancy/scope.js';
import { periodStarts } from '../time/period-starts.js';
import { PingPostRejection } from './answers.js';

/** Windows older than this are deleted, at most once a minute per process. */
const KEEP_MS = 2 * 86_400_000;
const PRUNE_INTERVAL_MS = 60_000;

type Window = 'minute' | 'day';

/**
 * Per-publisher ping caps: a traffic source's `ping_limit_per_minute` (the
 * clock's minute) and `ping_limit_per_day` (since midnight in the company's
 * time zone) over every inbound webhook that credits it. A ping is admitted
 * by one conditional upsert on the source's counter row for the window
 * (`ping_cap_counters`: add 1 only while under the cap, RETURNING the count),
 * so the count and the admission are one step in the database and parallel
 * pings on every process admit exactly the cap. Over a cap the ping is a 429
 * whose Retry-After says when the window ends.
 */
export class SourcePingLimits {
  private lastPrune = 0;

  constructor(private readonly db: Kysely<DB>) {}

  async admit(company: Company, trafficSourceId: number, now: number): Promise<void> {
    const source = await new TenantScope(this.db, company.id)
      .selectFrom('traffic_sources')
      .select(['ping_limit_per_minute', 'ping_limit_per_day'])
      .where('id', '=', trafficSourceId)
      .executeTakeFirst();
    if (!source) return;
    const perMinute = source.ping_limit_per_minute ?? null;
    const perDay = source.ping_limit_per_day ?? null;
    this.prune(now);
    const minute = now - (now % 60_000);
    if (perMinute !== null && !(await this.take(company.id, trafficSourceId, 'minute', minute, perMinute))) {
      throw new PingPostRejection(
        'rate_limited',
        [`Ping limit of traffic source ${trafficSourceId} reached: ${perMinute} a minute`],
        Math.max(1, Math.ceil((minute + 60_000 - now) / 1000)),
      );
    }
    if (perDay === null) return;
    const day = periodStarts(company.time_zone, now).daily;
    if (await this.take(company.id, trafficSourceId, 'day', day, perDay)) return;
    // Refused by the day: the minute's slot it took goes back.
    if (perMinute !== null) await this.giveBack(company.id, trafficSourceId, 'minute', minute);
    // 25 h after midnight is always inside the next day, even across a clock change.
    const next = periodStarts(company.time_zone, day + 25 * 3_600_000).daily;
    throw new PingPostRejection(
      'rate_limited',
      [`Ping limit of traffic source ${trafficSourceId} reached: ${perDay} a day`],
      Math.max(1, Math.ceil((next - now) / 1000)),
    );
  }

  /** Adds this ping to the window's count when it is under the cap; false when the cap is reached. */
  private async take(
    companyId: number,
    sourceId: number,
    period: Window,
    start: number,
    cap: number,
  ): Promise<boolean> {
    const row = await this.db
      .insertInto('ping_cap_counters')
      .values({ company_id: companyId, traffic_source_id: sourceId, period, window_start: start, pings: 1 })
      .onConflict((oc) =>
        oc
          .columns(['company_id', 'traffic_source_id', 'period', 'window_start'])
          .doUpdateSet({ pings: sql`ping_cap_counters.pings + 1` })
          .where(sql<boolean>`ping_cap_counters.pings < ${cap}`),
      )
      .returning('pings')
      .executeTakeFirst();
    return row !== undefined && Number(row.pings) <= cap;
  }

  private async giveBack(companyId: number, sourceId: number, period: Window, start: number): Promise<void> {
    await this.db
      .updateTable('ping_cap_counters')
      .set({ pings: sql`pings - 1` })
      .where('company_id', '=', companyId)
      .where('traffic_source_id', '=', sourceId)
      .where('period', '=', period)
      .where('window_start', '=', start)
      .where('pings', '>', 0)
      .execute();
  }

  private prune(now: number): void {
    if (now - this.lastPrune < PRUNE_INTERVAL_MS) return;
    this.lastPrune = now;
    // Not awaited, and outside a keyed request's transaction: a ping never waits behind the clean-up.
    outsideRequestTransaction(() => {
      void this.db
        .deleteFrom('ping_cap_counters')
        .where('window_start', '<', now - KEEP_MS)
        .execute()
        .catch(() => undefined);
    });
  }
}
