import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { invalidParam } from '../errors/index.js';
import type { ValueOf } from '../kernel/endpoint-value-type.js';
import type { ResourceService } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { formatTime } from '../time/format.js';
import { aggregate, money } from './aggregate.js';
import { bucketLabel } from './bucket-label.js';
import type { DATASET, DATASET_INFO } from './dataset.endpoints.js';
import { DATASETS, type DatasetSpec } from './dataset-sources.js';
import type { Interval } from './time-buckets.js';

/** A chart-ready dataset, typed from its declaration: one value per bucket in every series, empty ones at 0. */
export type Dataset = ValueOf<typeof DATASET>;
/** A series: one value per bucket of `buckets`. */
export type DatasetSeries = Dataset['series'][number];
/** An entry of GET /datasets. */
export type DatasetInfo = ValueOf<typeof DATASET_INFO>[number];

export interface DatasetDeps {
  db: Kysely<DB>;
  resource: (plural: string) => ResourceService;
}

/** GET /datasets: every dataset, the stats it adds up, its categories and intervals. */
export function datasetCatalog(): DatasetInfo[] {
  return DATASETS.map((d) => ({
    name: d.name,
    path: d.path,
    description: d.description,
    stats: Object.keys(d.source.stats),
    group_by: Object.keys(d.source.groups),
    intervals: [...d.intervals],
  }));
}

/**
 * GET /datasets/<name>[/:stat]: one stat of the dataset's rows (its list's
 * filters apply) per local bucket, optionally one series per category.
 */
export async function dataset(
  deps: DatasetDeps,
  ctx: TenantContext,
  name: DatasetSpec['name'],
  stat: string,
  raw: Record<string, unknown>,
): Promise<Dataset> {
  const spec = DATASETS.find((d) => d.name === name)!;
  if (!(stat in spec.source.stats)) {
    throw invalidParam('stat', `Must be one of: ${Object.keys(spec.source.stats).join(', ')}`);
  }
  const interval = (
    raw.interval === undefined || raw.interval === '' ? 'day' : String(raw.interval)
  ) as Interval;
  if (!spec.intervals.includes(interval)) {
    throw invalidParam('interval', `Must be one of: ${spec.intervals.join(', ')}`);
  }
  const group = raw.group_by === undefined || raw.group_by === '' ? null : String(raw.group_by);
  if (group !== null && !(group in spec.source.groups)) {
    throw invalidParam('group_by', `Must be one of: ${Object.keys(spec.source.groups).join(', ')}`);
  }
  const agg = await aggregate(deps.db, ctx, deps.resource(spec.resource), spec.source, raw, {
    stat,
    group,
    interval,
    rangeParam: 'interval',
  });
  const tz = agg.timeZone;
  const groups = group
    ? agg.groups
    : [
        {
          key: null,
          label: null,
          value: agg.total,
          count: agg.count,
          buckets: agg.groups[0]?.buckets ?? new Map(),
        },
      ];
  return {
    name,
    stat,
    interval,
    group_by: group,
    time_zone: tz,
    buckets: agg.range.map((at) => formatTime(at, tz)!),
    labels: agg.range.map((at) => bucketLabel(at, interval, tz)),
    total: agg.total,
    count: agg.count,
    series: groups.map((g) => ({
      key: g.key,
      label: g.label,
      total: g.value,
      count: g.count,
      values: agg.range.map((at) => money(g.buckets.get(at)?.[0] ?? 0)),
    })),
  };
}
