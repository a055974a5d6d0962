import type { Kysely } from 'kysely';
import { type AvailableNumber, CarrierError, type RentedNumber } from '../carriers/carrier.js';
import type { CarrierAccount, CarrierAccounts } from '../carriers/carrier-accounts.js';
import { carrierFailure } from '../carriers/carrier-accounts.js';
import type { Clock } from '../clock.js';
import { engineChangeStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import { isLeadlineError, problemsOf } from '../errors/index.js';
import { type JobHandler, JobStopped, jobKind, PermanentJobError } from '../jobs/job.js';
import type { CompanyService } from '../tenancy/companies.js';
import { systemContext, type TenantContext } from '../tenancy/context.js';
import { RuntimeTableScope, TenantScope } from '../tenancy/scope.js';
import type { PhoneNumberResource } from './phone-number-resource.js';

export interface NumberOrderPayload {
  orderId: number;
}

export const NUMBER_ORDER_JOB = jobKind<NumberOrderPayload>('numbers.order');

export interface NumberOrderJobDeps {
  db: Kysely<DB>;
  clock: Clock;
  companies: CompanyService;
  carriers: CarrierAccounts;
  /** Rents and records a number (create), or records one the account rents already (adopt). */
  phoneNumbers: () => Pick<PhoneNumberResource, 'create' | 'adopt'>;
}

/** Most numbers asked of the carrier per search. */
const SEARCH_LIMIT = 30;

interface Slot {
  id: number | null;
  prefix: string | null;
  quantity: number | null;
  ordered: number;
}

/**
 * Buys a number order's numbers (docs/decisions/carriers-number-orders-intent-before-rent.md): prefix by prefix in
 * sortable_order, each up to its quantity, until the order has its quantity.
 * Each rent is announced on the order first (buying_number), then made
 * through the phone_numbers engine (which rents at the carrier and writes
 * the record, or gives the number back), then counted with the intent
 * cleared in one statement. A run cut off between the two finds the intent
 * and counts the number when its record exists, or when the carrier says the
 * account rents it (the record is written then), so a retry never buys a
 * slot again that was bought.
 */
export function numberOrderJob(deps: NumberOrderJobDeps): JobHandler<NumberOrderPayload> {
  return {
    maxAttempts: 5,
    async run(job, { signal, heartbeat }) {
      const companyId = job.companyId!;
      const order = new OrderRecord(deps, companyId, job.payload.orderId);
      const row = await order.read();
      if (!row || ['completed', 'partially_completed', 'failed', 'cancelled'].includes(String(row.status)))
        return;
      const ctx = systemContext(await deps.companies.get(companyId));
      await order.write({ status: 'processing' });
      const notes: string[] = [];
      let account: CarrierAccount | null;
      try {
        account = await deps.carriers.choose(ctx, { provider: String(row.provider) });
      } catch (error) {
        if (!isLeadlineError(error)) throw error;
        account = null;
      }
      const lost = await reconcile(deps, order, ctx, row, account);
      if (lost) notes.push(lost);
      if (!account) {
        await order.finish([...notes, `no active ${row.provider} integration to buy from`].join('; '));
        return;
      }
      const pool = row.ring_pool_id == null ? undefined : await poolOf(deps.db, companyId, row.ring_pool_id);
      const slots: Slot[] = (await order.prefixes()).map((p) => ({
        id: Number(p.id),
        prefix: String(p.prefix),
        quantity: p.quantity == null ? null : Number(p.quantity),
        ordered: Number(p.ordered_count ?? 0),
      }));
      // No prefixes: any number (in the pool's area code, when it has one).
      if (slots.length === 0)
        slots.push({ id: null, prefix: pool?.area_code ?? null, quantity: null, ordered: 0 });
      for (const slot of slots) {
        const label = slot.prefix ? `prefix ${slot.prefix}` : 'any number';
        for (;;) {
          if (signal.aborted) throw new JobStopped();
          const now = await order.read();
          if (!now) return; // Deleted: stopped; what was bought stays rented.
          const remaining = Number(now.quantity) - Number(now.ordered_count);
          if (remaining <= 0) break;
          const want = Math.min(remaining, slot.quantity === null ? remaining : slot.quantity - slot.ordered);
          if (want <= 0) break;
          let found: AvailableNumber[];
          try {
            found = await account.run((carrier) =>
              carrier.search({
                country: (row.country as string | null) ?? ctx.company.default_country ?? 'US',
                numberType: row.number_type === 'toll_free' ? 'toll_free' : 'local',
                areaCode: slot.prefix ? slot.prefix.slice(0, 3) : undefined,
                contains: slot.prefix && slot.prefix.length > 3 ? slot.prefix : undefined,
                limit: Math.min(want + 5, SEARCH_LIMIT),
              }),
            );
          } catch (error) {
            // The carrier refused this prefix (not the account): the order goes on with the next one.
            if (refusedPrefix(error)) {
              notes.push(`${label}: ${(error as Error).message}`);
              break;
            }
            await stopOrRetry(order, error);
            throw error;
          }
          let bought = 0;
          for (const candidate of found) {
            if (bought >= want) break;
            if (signal.aborted) throw new JobStopped();
            if (await buy(deps, order, ctx, account.integrationId, row, slot, candidate.number)) {
              bought++;
              slot.ordered++;
            }
            await heartbeat();
          }
          if (bought === 0) {
            notes.push(`${label}: the carrier had no more numbers to rent`);
            break;
          }
        }
      }
      await order.finish(notes.join('; ') || null);
    },
    async failed(job, error) {
      const order = new OrderRecord(deps, job.companyId!, job.payload.orderId);
      const message = isLeadlineError(error)
        ? problemsOf(error.errors) || error.message
        : error instanceof Error
          ? error.message
          : String(error);
      await order.finish(message);
    },
  };
}

/** Rents one number for the slot; false when it was taken since the search. */
async function buy(
  deps: NumberOrderJobDeps,
  order: OrderRecord,
  ctx: TenantContext,
  integrationId: number,
  row: Record<string, unknown>,
  slot: Slot,
  number: string,
): Promise<boolean> {
  await order.write({ buying_number: number, buying_prefix_id: slot.id });
  try {
    await deps.phoneNumbers().create(ctx, numberFields(row, integrationId, slot.prefix, number));
  } catch (error) {
    await order.write({ buying_number: null, buying_prefix_id: null });
    // Taken since the search (by another account or order): try the next one.
    if (isLeadlineError(error) && error.status === 422 && error.errors.number) return false;
    await stopOrRetry(order, error);
    throw error;
  }
  await order.count(slot.id);
  return true;
}

/** A search the carrier answered with a 4xx other than the credentials': the criterion, not the account. */
function refusedPrefix(error: unknown): boolean {
  return (
    error instanceof CarrierError &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 403
  );
}

/** A refusal trying again cannot change (the credentials) fails the order now; anything else is retried. */
async function stopOrRetry(order: OrderRecord, error: unknown): Promise<void> {
  const failure = carrierFailure(error, 'number');
  if (isLeadlineError(failure) && failure.status === 422) {
    throw new PermanentJobError(problemsOf(failure.errors));
  }
  await order.write({ error_message: error instanceof Error ? error.message.slice(0, 2000) : String(error) });
}

/** The phone_numbers record of a number the order bought: the order's offer, pool and source, named after it. */
function numberFields(
  row: Record<string, unknown>,
  integrationId: number,
  prefix: string | null,
  number: string,
) {
  return {
    number,
    provider: row.provider,
    integration_id: integrationId,
    number_type: row.number_type,
    ring_pool_id: row.ring_pool_id,
    offer_id: row.offer_id,
    traffic_source_id: row.traffic_source_id,
    name: `Number order ${row.id}${prefix ? ` (${prefix})` : ''}`,
  };
}

/**
 * An earlier run stopped after announcing a rent. The number's record was
 * written: the rent happened and is counted now. Else the carrier is asked
 * whether the account rents it (the process may have died between the rent
 * and the record): rented, it is recorded and counted (adopted), never bought
 * again; not rented, the slot is free again. Answers a note for the order
 * when the number's fate is left to an operator (no account to ask, or the
 * number recorded elsewhere). A carrier that cannot answer now fails the run,
 * the intent kept for the retry.
 */
async function reconcile(
  deps: NumberOrderJobDeps,
  order: OrderRecord,
  ctx: TenantContext,
  row: Record<string, unknown>,
  account: CarrierAccount | null,
): Promise<string | null> {
  const number = row.buying_number as string | null;
  if (!number) return null;
  const prefixId = row.buying_prefix_id == null ? null : Number(row.buying_prefix_id);
  const recorded = await new TenantScope(deps.db, ctx.company.id)
    .selectFrom('phone_numbers')
    .select('id')
    .where('number', '=', number)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (recorded) {
    await order.count(prefixId);
    return null;
  }
  const clear = () => order.write({ buying_number: null, buying_prefix_id: null });
  if (!account) {
    await clear();
    return `${number} was being rented when an earlier run stopped and has no record: if the ${row.provider} account has it, add it with POST /phone_numbers`;
  }
  let held: RentedNumber | null;
  try {
    held = await account.run((carrier) => carrier.held(number));
  } catch (error) {
    await stopOrRetry(order, error);
    throw error;
  }
  if (!held) {
    await clear();
    return null;
  }
  const prefix = (await order.prefixes()).find((p) => Number(p.id) === prefixId)?.prefix;
  try {
    await deps
      .phoneNumbers()
      .adopt(
        ctx,
        numberFields(row, account.integrationId, typeof prefix === 'string' ? prefix : null, number),
        account,
        held,
      );
  } catch (error) {
    // Recorded since by someone else: that record is the number's; the order does not count it.
    if (isLeadlineError(error) && error.status === 422 && error.errors.number) {
      await clear();
      return `${number} is rented by the ${row.provider} account but recorded elsewhere: not counted`;
    }
    await stopOrRetry(order, error);
    throw error;
  }
  await order.count(prefixId);
  return null;
}

async function poolOf(db: Kysely<DB>, companyId: number, id: unknown) {
  const pool = await new TenantScope(db, companyId)
    .selectFrom('ring_pools')
    .select(['area_code'])
    .where('id', '=', Number(id))
    .executeTakeFirst();
  return pool ? { area_code: (pool.area_code as string | null) ?? null } : undefined;
}

/** The order's row and its prefixes' counters, written through the tenant scope. */
class OrderRecord {
  private readonly scope: RuntimeTableScope;

  constructor(
    private readonly deps: NumberOrderJobDeps,
    companyId: number,
    private readonly id: number,
  ) {
    this.scope = new RuntimeTableScope(deps.db, companyId);
  }

  async read(): Promise<Record<string, unknown> | undefined> {
    return (await this.scope
      .selectFrom('number_orders')
      .selectAll()
      .where('id', '=', this.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()) as Record<string, unknown> | undefined;
  }

  prefixes(): Promise<Record<string, unknown>[]> {
    return this.scope
      .selectFrom('number_order_prefixes')
      .select(['id', 'prefix', 'quantity', 'ordered_count'])
      .where('number_order_id', '=', this.id)
      .where('deleted_at', 'is', null)
      .orderBy('sortable_order')
      .orderBy('id')
      .execute() as Promise<Record<string, unknown>[]>;
  }

  async write(set: Record<string, unknown>): Promise<void> {
    await this.scope
      .updateTable('number_orders')
      .set({ ...set, ...engineChangeStamps(this.deps.clock.now()) })
      .where('id', '=', this.id)
      .where('deleted_at', 'is', null)
      .execute();
  }

  /** Counts a bought number and clears the intent, in one transaction. */
  async count(prefixId: number | null): Promise<void> {
    const stamps = engineChangeStamps(this.deps.clock.now());
    await this.deps.db.transaction().execute(async (trx) => {
      const scope = new RuntimeTableScope(trx, this.scope.companyId);
      await scope
        .updateTable('number_orders')
        .set((eb) => ({
          ordered_count: eb(eb.ref('ordered_count'), '+', 1),
          buying_number: null,
          buying_prefix_id: null,
          ...stamps,
        }))
        .where('id', '=', this.id)
        .execute();
      if (prefixId !== null) {
        await scope
          .updateTable('number_order_prefixes')
          .set((eb) => ({ ordered_count: eb(eb.ref('ordered_count'), '+', 1), ...stamps }))
          .where('id', '=', prefixId)
          .execute();
      }
    });
  }

  /** The end of a run: completed, partially_completed or failed by what was bought. */
  async finish(reason: string | null): Promise<void> {
    const row = await this.read();
    if (!row) return;
    const ordered = Number(row.ordered_count);
    const status =
      ordered >= Number(row.quantity) ? 'completed' : ordered > 0 ? 'partially_completed' : 'failed';
    await this.write({
      status,
      error_message: reason?.slice(0, 2000) ?? null,
      buying_number: null,
      buying_prefix_id: null,
      completed_at: this.deps.clock.now(),
    });
  }
}
