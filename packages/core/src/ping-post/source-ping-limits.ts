import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { Company } from '../tenancy/companies.js';
import { TenantScope } from '../tenancy/scope.js';
import { periodStarts } from '../time/period-starts.js';
import { PingPostRejection } from './answers.js';
import type { PingPostLog } from './request-log.js';

/**
 * Per-publisher ping caps: a traffic source's `ping_limit_per_minute` (the
 * last 60 s) and `ping_limit_per_day` (since midnight in the company's time
 * zone) count its pings over every inbound webhook that credits it, from
 * inbound_webhook_logs, so every server process sees the same count. Over a
 * cap the ping is a 429 whose Retry-After says when the window frees up.
 */
export class SourcePingLimits {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly logs: PingPostLog,
  ) {}

  async check(company: Company, trafficSourceId: number, now: number): Promise<void> {
    const source = await new TenantScope(this.db, company.id)
      .selectFrom('traffic_sources')
      .select(['ping_limit_per_minute', 'ping_limit_per_day'])
      .where('id', '=', trafficSourceId)
      .executeTakeFirst();
    if (!source) return;
    const of = { traffic_source_id: trafficSourceId };
    const perMinute = source.ping_limit_per_minute ?? null;
    if (perMinute !== null && (await this.logs.pingsSince(company.id, of, now - 60_000)) >= perMinute) {
      throw new PingPostRejection(
        'rate_limited',
        [`Ping limit of traffic source ${trafficSourceId} reached: ${perMinute} a minute`],
        60,
      );
    }
    const perDay = source.ping_limit_per_day ?? null;
    if (perDay === null) return;
    const day = periodStarts(company.time_zone, now).daily;
    if ((await this.logs.pingsSince(company.id, of, day)) < perDay) return;
    // 25 h after midnight is always inside the next day, even across a clock change.
    const next = periodStarts(company.time_zone, day + 25 * 3_600_000).daily;
    throw new PingPostRejection(
      'rate_limited',
      [`Ping limit of traffic source ${trafficSourceId} reached: ${perDay} a day`],
      Math.max(1, Math.ceil((next - now) / 1000)),
    );
  }
}
