import type { Field } from '../kernel/fields.js';
import { f } from '../kernel/fields.js';

/** The windows a cap counts over: the hour, day and month on the owner's clock, and ever. */
export const CAP_PERIODS = ['hourly', 'daily', 'monthly', 'total'] as const;
export type CapPeriod = (typeof CAP_PERIODS)[number];

/** What a cap counts (TrackDrive's column stems). */
export const CAP_KINDS = ['attempt', 'connection', 'buyer_conversion', 'revenue'] as const;
export type CapKind = (typeof CAP_KINDS)[number];

const WHAT: Record<CapKind, string> = {
  attempt: 'calls dialled to it',
  connection: 'calls forwarded to it',
  buyer_conversion: 'converted calls (buyer conversions fired)',
  revenue: 'dollars of revenue earned',
};

/** `<kind>_<period>_limit`, TrackDrive's names (`buyer_conversion_daily_limit`, `revenue_hourly_limit`). */
export const capColumn = (kind: CapKind, period: CapPeriod) => `${kind}_${period}_limit`;

/** Cap columns for the kinds given, blank meaning no cap. */
export function capLimitFields(kinds: readonly CapKind[]): Record<string, Field> {
  const out: Record<string, Field> = {};
  for (const kind of kinds) {
    for (const period of CAP_PERIODS) {
      const base = kind === 'revenue' ? f.decimal() : f.integer();
      const when = period === 'total' ? 'ever' : `per ${period.replace('ly', '').replace('dai', 'day')}`;
      out[capColumn(kind, period)] = base.min(0).doc(`Most ${WHAT[kind]} ${when} (blank: no cap)`);
    }
  }
  return out;
}
