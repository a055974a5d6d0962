import type { TenantContext } from '../tenancy/context.js';
import { type CallsReport, callReport } from './call-report.js';
import { type CallStats, type CallStatsDeps, callStats } from './call-stats.js';

/**
 * `leadline.reporting`: the figures of GET /calls/stats, /calls/reports and
 * the datasets, read from the records themselves (never a stale copy), over
 * the same filters the lists take.
 *
 * @example
 *   const s = await leadline.reporting.callStats(ctx, { group_by: 'offer', stat: 'revenue' });
 */
export class ReportingService {
  constructor(private readonly deps: CallStatsDeps) {}

  callStats(ctx: TenantContext, raw: Record<string, unknown>): Promise<CallStats> {
    return callStats(this.deps, ctx, raw);
  }

  callReport(ctx: TenantContext, raw: Record<string, unknown>): Promise<CallsReport> {
    return callReport(this.deps, ctx, raw);
  }
}
