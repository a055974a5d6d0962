import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { ResourceService } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { type CallsReport, callReport } from './call-report.js';
import { type CallStats, callStats } from './call-stats.js';
import type { DatasetSpec } from './dataset-sources.js';
import { type Dataset, type DatasetInfo, dataset, datasetCatalog } from './datasets.js';

export interface ReportingDeps {
  db: Kysely<DB>;
  resource: (plural: string) => ResourceService;
}

/**
 * `leadline.reporting`: the figures of GET /calls/stats, /calls/reports and
 * the datasets, read from the records themselves (never a stale copy), over
 * the same filters the lists take.
 *
 * @example
 *   const s = await leadline.reporting.callStats(ctx, { group_by: 'offer', stat: 'revenue' });
 */
export class ReportingService {
  constructor(private readonly deps: ReportingDeps) {}

  private get calls() {
    return { db: this.deps.db, calls: () => this.deps.resource('calls') };
  }

  callStats(ctx: TenantContext, raw: Record<string, unknown>): Promise<CallStats> {
    return callStats(this.calls, ctx, raw);
  }

  callReport(ctx: TenantContext, raw: Record<string, unknown>): Promise<CallsReport> {
    return callReport(this.calls, ctx, raw);
  }

  /** GET /datasets. */
  datasets(): DatasetInfo[] {
    return datasetCatalog();
  }

  /** GET /datasets/calls/:stat, /datasets/leads/:stat, /datasets/billing, /datasets/number_impressions. */
  dataset(
    ctx: TenantContext,
    name: DatasetSpec['name'],
    stat: string,
    raw: Record<string, unknown>,
  ): Promise<Dataset> {
    return dataset(this.deps, ctx, name, stat, raw);
  }
}
