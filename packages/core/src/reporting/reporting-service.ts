import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialects/types.js';
import type { DB } from '../db/tables.js';
import type { ResourceService } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { type CallsReport, callReport } from './call-report.js';
import type { ReportOptions } from './call-rollups.js';
import { type CallStats, callStats } from './call-stats.js';
import type { DatasetSpec } from './dataset-sources.js';
import { type Dataset, type DatasetInfo, dataset, datasetCatalog } from './datasets.js';

export interface ReportingDeps {
  db: Kysely<DB>;
  resource: (plural: string) => ResourceService;
  /** How the roll-ups' moved hours are read differs by database (call-rollups.ts). */
  dialect: DialectName;
}

/**
 * `leadline.reporting`: the figures of GET /calls/stats, /calls/reports and
 * the datasets, over the same filters the lists take. Call stats and reports
 * read the hourly roll-ups kept in each call write's transaction when they can
 * answer (never stale), else the calls themselves (docs/reporting.md).
 *
 * @example
 *   const s = await leadline.reporting.callStats(ctx, { group_by: 'offer', stat: 'revenue' });
 */
export class ReportingService {
  constructor(private readonly deps: ReportingDeps) {}

  private get calls() {
    return { db: this.deps.db, dialect: this.deps.dialect, calls: () => this.deps.resource('calls') };
  }

  /** `options.readFrom: 'calls'` reads the calls themselves (the roll-ups' oracle), `'hours'` the hourly roll-ups alone (the bench's baseline); `options.trace` hears which path answered. */
  callStats(ctx: TenantContext, raw: Record<string, unknown>, options?: ReportOptions): Promise<CallStats> {
    return callStats(this.calls, ctx, raw, undefined, options);
  }

  callReport(
    ctx: TenantContext,
    raw: Record<string, unknown>,
    options?: ReportOptions,
  ): Promise<CallsReport> {
    return callReport(this.calls, ctx, raw, options);
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
