import type { Kysely } from 'kysely';
import { CarrierError } from '../carriers/carrier.js';
import { type CarrierAccounts, isCarrierProvider } from '../carriers/carrier-accounts.js';
import { decodeValue } from '../db/column-types.js';
import { Leases } from '../db/leases.js';
import type { DB } from '../db/tables.js';
import { isLeadlineError, problemsOf } from '../errors/index.js';
import { newLeaseOwner } from '../jobs/lease-owner.js';
import type { ResourceService } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';

/** How many numbers a search for a pool asks for: the first may be gone by the time it is rented. */
const CANDIDATES = 5;
/** A pool's rent lease: longer than a carrier search and purchase take, short enough if its process dies. */
const RENT_LEASE_MS = 30_000;
/** How often a process waiting for another's rent of the same pool looks again. */
const RENT_WAIT_MS = 100;

export type PoolRent = { rented: string } | { rented: null; reason: string };

/**
 * `auto_rent` ring pools: when every number of a pool is held, one more is
 * rented through the company's carrier integration of the pool's provider,
 * in the pool's area code, up to its `number_limit`, and joins the pool (as a
 * phone number with its offer and traffic source). Rents for one pool are
 * made one at a time in this process, so posts that find the pool full
 * together rent one number, not one each; across processes a lease in the
 * database makes them one at a time too, so `number_limit` holds however many
 * processes take posts.
 */
export class PoolRenter {
  private readonly inFlight = new Map<string, Promise<PoolRent>>();
  /** The last holder in this process waiting for or holding each pool's lease. */
  private readonly queued = new Map<string, Promise<void>>();
  private readonly leases: Leases;

  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      carriers: CarrierAccounts;
      phoneNumbers: () => ResourceService;
    },
    private readonly holder = newLeaseOwner(),
  ) {
    this.leases = new Leases(deps.db);
  }

  /** Rents a number for the pool when it auto-rents; otherwise (or failing) says why not. */
  rentFor(ctx: TenantContext, ringPoolId: number): Promise<PoolRent> {
    const key = `${ctx.company.id}:${ringPoolId}`;
    const running = this.inFlight.get(key);
    // A post that arrives while a rent runs uses that rent's number (or its reason).
    if (running) return running;
    const rent = this.rentAlone(ctx, ringPoolId).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, rent);
    return rent;
  }

  /**
   * Runs `work` holding the pool's rent lease: one at a time in this process
   * (an auto-rent and a stockpile top-up of one pool queue behind each
   * other) and across processes (the lease in the database). A long `work`
   * calls `renew` between carrier calls so its lease does not run out.
   */
  async withPoolLease<T>(
    ctx: TenantContext,
    ringPoolId: number,
    work: (renew: () => Promise<void>) => Promise<T>,
  ): Promise<T> {
    const key = `${ctx.company.id}:${ringPoolId}`;
    const before = this.queued.get(key) ?? Promise.resolve();
    let done!: () => void;
    const mine = new Promise<void>((resolve) => {
      done = resolve;
    });
    const tail = before.then(() => mine);
    this.queued.set(key, tail);
    await before;
    const lease = `pool-rent:${key}`;
    try {
      while (!(await this.leases.take(lease, this.holder, Date.now(), RENT_LEASE_MS))) {
        await new Promise((resolve) => setTimeout(resolve, RENT_WAIT_MS));
      }
      try {
        return await work(async () => {
          await this.leases.take(lease, this.holder, Date.now(), RENT_LEASE_MS);
        });
      } finally {
        await this.leases.release(lease, this.holder);
      }
    } finally {
      done();
      if (this.queued.get(key) === tail) this.queued.delete(key);
    }
  }

  /**
   * Rents one number for the pool's stockpile (auto_rent or not), within
   * its number_limit. Only inside `withPoolLease`, which the count of spares
   * that decided it needs must be made in too.
   */
  rentForStockpile(ctx: TenantContext, ringPoolId: number): Promise<PoolRent> {
    return this.rent(ctx, ringPoolId, false);
  }

  /** Rents while holding the pool's lease, waiting for another process's rent of it to end first. */
  private rentAlone(ctx: TenantContext, ringPoolId: number): Promise<PoolRent> {
    return this.withPoolLease(ctx, ringPoolId, () => this.rent(ctx, ringPoolId, true));
  }

  private pool(ctx: TenantContext, ringPoolId: number) {
    return new TenantScope(this.deps.db, ctx.company.id)
      .selectFrom('ring_pools')
      .select([
        'auto_rent',
        'number_limit',
        'provider',
        'number_type',
        'country',
        'area_code',
        'offer_id',
        'traffic_source_id',
      ])
      .where('id', '=', ringPoolId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** One number for the pool; `autoRent`: only when the pool auto-rents (a stockpile rents regardless). */
  private async rent(ctx: TenantContext, ringPoolId: number, autoRent: boolean): Promise<PoolRent> {
    const scope = new TenantScope(this.deps.db, ctx.company.id);
    const pool = await this.pool(ctx, ringPoolId);
    if (!pool) return { rented: null, reason: 'the pool is gone' };
    if (autoRent && !decodeValue('boolean', pool.auto_rent))
      return { rented: null, reason: 'auto_rent is off' };
    const provider = String(pool.provider);
    if (!isCarrierProvider(provider)) {
      return { rented: null, reason: `auto_rent cannot rent ${provider} numbers` };
    }
    if (pool.number_limit !== null) {
      const { count } = (await scope
        .selectFrom('phone_numbers')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('ring_pool_id', '=', ringPoolId)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()) as { count: number | string | bigint };
      if (Number(count) >= pool.number_limit) {
        return { rented: null, reason: `the pool has its number_limit of ${pool.number_limit} numbers` };
      }
    }
    try {
      const account = await this.deps.carriers.choose(ctx, { provider });
      if (!account) return { rented: null, reason: `no active ${provider} integration to rent from` };
      const found = await account.run((carrier) =>
        carrier.search({
          country: (pool.country as string | null) ?? ctx.company.default_country ?? 'US',
          numberType: pool.number_type === 'toll_free' ? 'toll_free' : 'local',
          areaCode: (pool.area_code as string | null) ?? undefined,
          limit: CANDIDATES,
        }),
      );
      let lastRefusal = `${provider} has no number to rent${pool.area_code ? ` in area code ${pool.area_code}` : ''}`;
      for (const candidate of found) {
        try {
          await this.deps.phoneNumbers().create(ctx, {
            number: candidate.number,
            provider,
            integration_id: account.integrationId,
            ring_pool_id: ringPoolId,
            offer_id: pool.offer_id,
            traffic_source_id: pool.traffic_source_id,
            name: `${autoRent ? 'Auto-rented' : 'Stockpiled'} for ring pool ${ringPoolId}`,
          });
          return { rented: candidate.number };
        } catch (error) {
          // Taken since the search (by another account or process): try the next one.
          if (!isLeadlineError(error) || error.status !== 422 || !error.errors.number) throw error;
          lastRefusal = error.errors.number.join(', ');
        }
      }
      return { rented: null, reason: lastRefusal };
    } catch (error) {
      // The account or the carrier said no: the post is refused with the reason. Anything else is a fault.
      if (isLeadlineError(error)) return { rented: null, reason: problemsOf(error.errors) };
      if (error instanceof CarrierError) return { rented: null, reason: error.message };
      throw error;
    }
  }
}
