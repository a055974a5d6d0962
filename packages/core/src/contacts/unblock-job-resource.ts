import { type FieldErrors, invalid } from '../errors/index.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { ResourceDefinition } from '../kernel/define.js';
import type { ApiRecord } from '../kernel/serialize.js';
import { type EngineDeps, ResourceService } from '../kernel/service.js';
import { toArray } from '../kernel/values.js';
import { normalizeNumber } from '../phone/normalize.js';
import type { TenantContext } from '../tenancy/context.js';
import { UNBLOCK_JOB } from './unblock-job.js';

/**
 * unblock_contact_jobs (clear the blacklist): the numbers given are
 * normalised (each bad one is a 422 naming `numbers[i]`), and creating the
 * record queues the job that does the clearing.
 */
export class UnblockJobResource extends ResourceService {
  constructor(
    def: ResourceDefinition,
    deps: EngineDeps,
    private readonly jobs: JobQueue,
  ) {
    super(def, deps);
  }

  override async create(ctx: TenantContext, raw: Record<string, unknown>): Promise<ApiRecord> {
    const numbers = raw.numbers === undefined || raw.numbers === '' ? undefined : toArray(raw.numbers);
    let input = raw;
    if (numbers) {
      const errors: FieldErrors = {};
      const normalised = numbers.map((v, i) => {
        const n = normalizeNumber(v, ctx.company.default_country);
        if (n.ok) return n.e164;
        errors[`numbers[${i}]`] = [`${JSON.stringify(String(v))} is ${n.reason}`];
        return '';
      });
      if (Object.keys(errors).length) throw invalid(errors);
      input = { ...raw, numbers: [...new Set(normalised)] };
    }
    const record = await super.create(ctx, input);
    try {
      await this.jobs.enqueue(UNBLOCK_JOB, { jobId: record.id }, { companyId: ctx.company.id });
    } catch (error) {
      await super.destroy(ctx, Number(record.id)).catch(() => undefined);
      throw error;
    }
    return record;
  }
}
