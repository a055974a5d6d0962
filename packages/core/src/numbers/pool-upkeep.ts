import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { DB } from '../db/tables.js';
import { isLeadlineError, problemsOf } from '../errors/index.js';
import type { ResourceService } from '../kernel/service.js';
import type { CompanyService } from '../tenancy/companies.js';
import { systemContext, type TenantContext } from '../tenancy/context.js';
import type { PoolRenter } from './pool-renter.js';
import { countSpares, idleNumbers } from './pool-spares.js';

/** What one upkeep pass did, pool by pool: for the scheduler's log. */
export interface UpkeepReport {
  rented: { companyId: number; ringPoolId: number; number: string }[];
  released: { companyId: number; ringPoolId: number; number: string; idleDays: number }[];
  /** Why a pool is short of its stockpile, or a number could not be released. */
  problems: { companyId: number; ringPoolId: number; problem: string }[];
}

export interface PoolUpkeepOptions {
  /** Numbers rented, and released, per pool per pass at most (the rest wait for the next pass). */
  perPoolPerPass?: number;
  /** How often the scheduler's loop makes a pass (`runIfDue`), in ms. */
  everyMs?: number;
}

/**
 * Ring pool number upkeep, run by the scheduler: numbers idle past a pool's
 * `release_idle_days` are unrented (keeping `number_stockpile` spares), then
 * the pool's spares are topped up to its stockpile. Both happen inside the
 * pool's rent lease (pool-renter.ts), where the spares are counted, so two
 * scheduler processes — or a pass and a post's auto-rent — never rent or
 * release for the same gap twice. Each pass is bounded per pool.
 */
export class PoolUpkeep {
  private nextPassAt = 0;
  private readonly perPool: number;
  private readonly everyMs: number;

  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      clock: Clock;
      companies: CompanyService;
      renter: PoolRenter;
      phoneNumbers: () => ResourceService;
    },
    options: PoolUpkeepOptions = {},
  ) {
    this.perPool = options.perPoolPerPass ?? 5;
    this.everyMs = options.everyMs ?? 60_000;
  }

  /** A pass when the last one in this process was `everyMs` ago or more; null otherwise. */
  async runIfDue(): Promise<UpkeepReport | null> {
    const now = this.deps.clock.now();
    if (now < this.nextPassAt) return null;
    this.nextPassAt = now + this.everyMs;
    return this.runDue();
  }

  /** One pass over every active pool with a stockpile or an idle rule. */
  async runDue(): Promise<UpkeepReport> {
    const report: UpkeepReport = { rented: [], released: [], problems: [] };
    const pools = await this.deps.db
      .selectFrom('ring_pools')
      .select(['id', 'company_id', 'number_stockpile', 'release_idle_days', 'active'])
      .where('deleted_at', 'is', null)
      .where((eb) => eb.or([eb('number_stockpile', '>', 0), eb('release_idle_days', 'is not', null)]))
      .orderBy('id')
      .execute();
    for (const pool of pools) {
      if (pool.active === false || pool.active === 0) continue;
      const company = await this.deps.companies.get(Number(pool.company_id)).catch(() => null);
      if (!company) continue;
      const ctx = systemContext(company);
      await this.deps.renter.withPoolLease(ctx, Number(pool.id), async (renew) => {
        const stockpile = Number(pool.number_stockpile ?? 0);
        if (pool.release_idle_days != null) {
          await this.releaseIdle(
            ctx,
            Number(pool.id),
            stockpile,
            Number(pool.release_idle_days),
            renew,
            report,
          );
        }
        if (stockpile > 0) await this.topUp(ctx, Number(pool.id), stockpile, renew, report);
      });
    }
    return report;
  }

  private async releaseIdle(
    ctx: TenantContext,
    ringPoolId: number,
    stockpile: number,
    days: number,
    renew: () => Promise<void>,
    report: UpkeepReport,
  ): Promise<void> {
    const { db, clock } = this.deps;
    const companyId = ctx.company.id;
    const now = clock.now();
    const over = (await countSpares(db, companyId, ringPoolId, now)) - stockpile;
    if (over <= 0) return;
    for (const idle of await idleNumbers(
      db,
      companyId,
      ringPoolId,
      now,
      days,
      Math.min(over, this.perPool),
    )) {
      try {
        await this.deps.phoneNumbers().destroy(ctx, Number(idle.id));
        report.released.push({ companyId, ringPoolId, number: String(idle.number), idleDays: days });
      } catch (error) {
        if (!isLeadlineError(error)) throw error;
        // Gone already (released by hand), or the carrier would not unrent it: it stays, and says why.
        if (error.status === 404) continue;
        report.problems.push({
          companyId,
          ringPoolId,
          problem: `${idle.number} was not released: ${problemsOf(error.errors) || error.message}`,
        });
      }
      await renew();
    }
  }

  private async topUp(
    ctx: TenantContext,
    ringPoolId: number,
    stockpile: number,
    renew: () => Promise<void>,
    report: UpkeepReport,
  ): Promise<void> {
    const companyId = ctx.company.id;
    const short = stockpile - (await countSpares(this.deps.db, companyId, ringPoolId, this.deps.clock.now()));
    for (let i = 0; i < Math.min(short, this.perPool); i++) {
      const rent = await this.deps.renter.rentForStockpile(ctx, ringPoolId);
      if (rent.rented === null) {
        report.problems.push({ companyId, ringPoolId, problem: `stockpile short: ${rent.reason}` });
        return;
      }
      report.rented.push({ companyId, ringPoolId, number: rent.rented });
      await renew();
    }
  }
}
