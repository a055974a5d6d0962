import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../db/dialects/types.js';
import type { DB } from '../db/tables.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { periodStarts } from '../time/period-starts.js';
import { isTimeZone } from '../time/zones.js';
import {
  type Distribution,
  type DistributionLogEntry,
  planDistribution,
  readDistributionFilters,
} from './distribution-pick.js';
import type { IntakeParams } from './intake-params.js';
import type { LeadOwner } from './lead-token.js';

/** Where a lead posted to a lead_distribution schedule goes, and why. */
export interface Routed {
  /** The target schedule as the owner of the new lead; null: no distribution took it (it stays). */
  owner: LeadOwner | null;
  /** The lead's distribution fields (distribution_schedule_id, schedule_distribution_id, distribution_log). */
  fields: Record<string, unknown>;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const truthy = (v: unknown) => v === true || v === 1 || v === '1';

/**
 * What filters read: the lead's tokens, under the columns the post filled (state_province,
 * zip_postal_code, …); `geo_state` is the lead's state when the post did not send one.
 */
export function distributionValues(callerId: string, params: IntakeParams): Record<string, unknown> {
  const values: Record<string, unknown> = { ...params.tokens, ...params.columns, caller_id: callerId };
  if (values.geo_state === undefined && params.columns.state_province !== undefined)
    values.geo_state = params.columns.state_province;
  if (params.options.email !== undefined) values.email = params.options.email;
  return values;
}

/**
 * Routes a lead posted to a lead_distribution schedule (docs/schedules.md, Lead
 * distribution), inside the lead's transaction: the distributions are planned
 * (filters, order, weights), then tried in that order; a daily cap is checked by
 * counting the leads the distribution took today on the schedule's clock, with
 * the distribution's row locked first (PostgreSQL; SQLite has one writer), so
 * parallel posts never push it past its cap. Locks are taken in id order, so two
 * posts that drew different orders cannot deadlock.
 */
export class LeadDistributor {
  constructor(private readonly dialect: DialectName) {}

  async route(
    trx: Kysely<DB>,
    ctx: TenantContext,
    source: LeadOwner,
    values: Record<string, unknown>,
    now: number,
    random: () => number,
  ): Promise<Routed> {
    const scope = new TenantScope(trx, ctx.company.id);
    const rows = await scope
      .selectFrom('schedule_distributions')
      .select([
        'id',
        'name',
        'target_schedule_id',
        'filters',
        'sortable_order',
        'weight',
        'daily_cap_limit',
        'active',
      ])
      .where('schedule_id', '=', source.id)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    const distributions: Distribution[] = rows.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      targetScheduleId: Number(r.target_schedule_id),
      filters: readDistributionFilters(r.filters),
      order: Number(r.sortable_order ?? 0),
      weight: Number(r.weight ?? 1),
      dailyCap: num(r.daily_cap_limit),
      // A blank `active` is the default, true.
      active: r.active === null || truthy(r.active),
    }));
    const { tryOrder, rejected } = planDistribution(distributions, values, random);
    const log: DistributionLogEntry[] = [...rejected];
    const targets = await this.targets(scope, source, tryOrder);
    const usable = tryOrder.filter((d) => {
      if (targets.has(d.targetScheduleId)) return true;
      log.push({
        ...entry(d),
        result: 'target_unavailable',
        detail: 'the target schedule is deleted, inactive or this one',
      });
      return false;
    });
    await this.lockCapped(trx, ctx, usable);
    let dayStart: number | undefined;
    let taken: Distribution | null = null;
    for (const d of usable) {
      if (taken) {
        log.push({ ...entry(d), result: 'not_tried' });
        continue;
      }
      if (d.dailyCap !== null) {
        dayStart ??= periodStarts(await this.zoneOf(scope, ctx, source.id), now).daily;
        const count = await this.countToday(scope, d.id, dayStart);
        if (count >= d.dailyCap) {
          log.push({
            ...entry(d),
            result: 'cap_reached',
            detail: `daily_cap_limit ${d.dailyCap}: ${count} today`,
          });
          continue;
        }
      }
      taken = d;
      log.push({ ...entry(d), result: 'taken' });
    }
    const order = new Map(distributions.map((d, i) => [d.id, i]));
    log.sort((a, b) => order.get(a.schedule_distribution_id)! - order.get(b.schedule_distribution_id)!);
    const fields = {
      distribution_schedule_id: source.id,
      schedule_distribution_id: taken?.id ?? null,
      distribution_log: log,
    };
    if (!taken) return { owner: null, fields };
    const t = targets.get(taken.targetScheduleId)!;
    return {
      owner: {
        kind: 'schedule',
        id: taken.targetScheduleId,
        name: String(t.name),
        active: true,
        company: source.company,
        offerId: num(t.offer_id),
        scheduleId: taken.targetScheduleId,
        country: source.country,
        hoursToExpire: num(t.hours_to_expire),
        maxContactAttempts: num(t.max_contact_attempts),
        distributes: false,
      },
      fields,
    };
  }

  /** The active, live target schedules (never the distribution schedule itself: one hop only). */
  private async targets(scope: TenantScope, source: LeadOwner, tryOrder: readonly Distribution[]) {
    const ids = [...new Set(tryOrder.map((d) => d.targetScheduleId))].filter((id) => id !== source.id);
    const out = new Map<number, Record<string, unknown>>();
    if (ids.length === 0) return out;
    const rows = await scope
      .selectFrom('schedules')
      .select(['id', 'name', 'active', 'offer_id', 'hours_to_expire', 'max_contact_attempts'])
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .execute();
    for (const r of rows) if (r.active === null || truthy(r.active)) out.set(Number(r.id), r);
    return out;
  }

  /**
   * Locks the capped distributions that may be tried (those before the first uncapped one,
   * after which nothing else is), in id order.
   */
  private async lockCapped(trx: Kysely<DB>, ctx: TenantContext, usable: readonly Distribution[]) {
    if (this.dialect !== 'postgres') return;
    const ids: number[] = [];
    for (const d of usable) {
      if (d.dailyCap === null) break;
      ids.push(d.id);
    }
    if (ids.length === 0) return;
    await new TenantScope(trx, ctx.company.id)
      .selectFrom('schedule_distributions')
      .select('id')
      .where(
        'id',
        'in',
        ids.sort((a, b) => a - b),
      )
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  private async countToday(scope: TenantScope, id: number, dayStart: number): Promise<number> {
    const row = await scope
      .selectFrom('leads')
      .select(sql<number>`count(*)`.as('n'))
      .where('schedule_distribution_id', '=', id)
      .where('created_at', '>=', dayStart)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The day a cap counts is the distribution schedule's, else the company's. */
  private async zoneOf(scope: TenantScope, ctx: TenantContext, scheduleId: number): Promise<string> {
    const row = await scope
      .selectFrom('schedules')
      .select('time_zone')
      .where('id', '=', scheduleId)
      .executeTakeFirst();
    const own = row?.time_zone;
    return typeof own === 'string' && isTimeZone(own) ? own : ctx.company.time_zone;
  }
}

const entry = (d: Distribution) => ({
  schedule_distribution_id: d.id,
  name: d.name,
  target_schedule_id: d.targetScheduleId,
});
