import { decodeValue } from '../db/column-types.js';
import { failedFilter, readTokenFilters, type TokenFilter } from '../routing/token-filters.js';

/** A schedule_distributions row as the picker reads it. */
export interface Distribution {
  id: number;
  name: string;
  targetScheduleId: number;
  /** Null: the stored filters cannot be read, so the distribution takes no lead (fails closed). */
  filters: TokenFilter[] | null;
  order: number;
  weight: number;
  dailyCap: number | null;
  active: boolean;
}

/** Why a distribution took a lead or not, as the lead's distribution_log records it. */
export const DISTRIBUTION_VERDICTS = [
  'taken',
  'inactive',
  'bad_filters',
  'filters_failed',
  'cap_reached',
  'target_unavailable',
  'not_tried',
] as const;
export type DistributionVerdict = (typeof DISTRIBUTION_VERDICTS)[number];

export interface DistributionLogEntry {
  schedule_distribution_id: number;
  name: string;
  target_schedule_id: number;
  result: DistributionVerdict;
  /** What failed: the filter and the lead's value, or the cap and today's count. */
  detail?: string;
}

/**
 * Reads the stored filters. The reference writes `not_in`; the buyer filters' evaluator
 * spells it `not in`, so both are read.
 */
export function readDistributionFilters(stored: unknown): TokenFilter[] | null {
  const value = decodeValue('json', stored);
  if (!Array.isArray(value)) return readTokenFilters(value);
  return readTokenFilters(
    value.map((c) =>
      typeof c === 'object' && c !== null && (c as { operator?: unknown }).operator === 'not_in'
        ? { ...c, operator: 'not in' }
        : c,
    ),
  );
}

const show = (v: unknown) => (v === undefined || v === null || v === '' ? 'blank' : JSON.stringify(v));

/**
 * The distributions a lead may go to, in the order to try them, and the
 * verdict on each one that cannot take it. Ascending sortable_order; inside
 * an order, weighted random: each draws `-ln(u) / weight` and the smallest
 * is tried first (as the call router orders buyers), so a weight-3
 * distribution is tried first three times as often as a weight-1 one, and a
 * capped one passes its turn to the next draw. Weight 0 is tried last in its
 * order. Ties go to the lower id.
 */
export function planDistribution(
  distributions: readonly Distribution[],
  values: Record<string, unknown>,
  random: () => number,
): { tryOrder: Distribution[]; rejected: DistributionLogEntry[] } {
  const rejected: DistributionLogEntry[] = [];
  const keyed: { d: Distribution; draw: number }[] = [];
  for (const d of distributions) {
    const entry = { schedule_distribution_id: d.id, name: d.name, target_schedule_id: d.targetScheduleId };
    if (!d.active) {
      rejected.push({ ...entry, result: 'inactive' });
      continue;
    }
    if (d.filters === null) {
      rejected.push({ ...entry, result: 'bad_filters', detail: 'the stored filters cannot be read' });
      continue;
    }
    const failed = failedFilter(d.filters, values);
    if (failed) {
      const want = Array.isArray(failed.value) ? failed.value.join(',') : failed.value;
      rejected.push({
        ...entry,
        result: 'filters_failed',
        detail: `${failed.key} ${failed.operator} ${want}: the lead has ${show(values[failed.key])}`,
      });
      continue;
    }
    const draw = d.weight > 0 ? -Math.log(1 - random()) / d.weight : Number.POSITIVE_INFINITY;
    keyed.push({ d, draw });
  }
  keyed.sort((a, b) => a.d.order - b.d.order || a.draw - b.draw || a.d.id - b.d.id);
  return { tryOrder: keyed.map((k) => k.d), rejected };
}
