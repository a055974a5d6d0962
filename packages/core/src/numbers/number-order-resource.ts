import { isCarrierProvider } from '../carriers/carrier-accounts.js';
import { invalid } from '../errors/index.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { ResourceDefinition } from '../kernel/define.js';
import type { ApiRecord } from '../kernel/serialize.js';
import { type EngineDeps, ResourceService, type WriteRequest } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { NUMBER_ORDER_JOB } from './number-order-job.js';
import { parseOrderPrefixes } from './order-prefixes.js';

/**
 * number_orders: a new order (with its `prefixes`) is checked whole — the
 * provider must be one Leadline rents from — then written with its
 * number_order_prefixes, and the job that buys the numbers is queued.
 * Anything that fails on the way removes what was written. The integration
 * is chosen when the job runs (an order may be placed before the account is
 * connected); with none, the job fails the order and says so.
 */
export class NumberOrderResource extends ResourceService {
  constructor(
    def: ResourceDefinition,
    deps: EngineDeps,
    private readonly services: {
      jobs: JobQueue;
      resource(plural: string): ResourceService;
    },
  ) {
    super(def, deps);
  }

  override async create(
    ctx: TenantContext,
    raw: Record<string, unknown>,
    request: WriteRequest = {},
  ): Promise<ApiRecord> {
    const { prefixes: given, ...fields } = raw;
    const { prefixes, errors } = parseOrderPrefixes(given);
    if (Object.keys(errors).length) throw invalid(errors);
    const provider = typeof fields.provider === 'string' ? fields.provider : undefined;
    if (provider && !isCarrierProvider(provider)) {
      throw invalid({ provider: [`must be a carrier Leadline rents numbers from, not ${provider}`] });
    }
    const order = await super.create(ctx, fields, request);
    const id = Number(order.id);
    try {
      const prefixService = this.services.resource('number_order_prefixes');
      for (const [i, p] of prefixes.entries()) {
        await prefixService.create(ctx, {
          number_order_id: id,
          prefix: p.prefix,
          quantity: p.quantity,
          sortable_order: i + 1,
        });
      }
      await this.services.jobs.enqueue(NUMBER_ORDER_JOB, { orderId: id }, { companyId: ctx.company.id });
    } catch (error) {
      await super.destroy(ctx, id).catch(() => undefined);
      throw error;
    }
    return order;
  }
}
