import type { FieldType } from '../fields.js';

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 1000;

/** One of spec 2.2's list parameters, as the parser reads it and the reference, SDK and CLI describe it. */
export interface CommonListParam {
  readonly name: string;
  readonly type: FieldType;
  readonly doc: string;
  /** Chooses records (an endpoint's `listParams: { include: 'filters' }` takes it), rather than paging or shaping them. */
  readonly selecting: boolean;
  readonly min?: number;
  readonly max?: number;
  /** Fixed values; `order`'s are the resource's sortable columns. */
  readonly values?: readonly string[];
}

/** The list parameters every resource takes (spec 2.2), in the reference's order; `format` is added where CSV is. */
export const COMMON_LIST_PARAM_SPECS: readonly CommonListParam[] = [
  {
    name: 'ids',
    type: 'integers',
    selecting: true,
    doc: 'Only records with these ids: [1,2,3], 1,2,3 or ids[]=1',
  },
  { name: 'page', type: 'integer', selecting: false, min: 1, doc: 'Page number, from 1' },
  {
    name: 'per_page',
    type: 'integer',
    selecting: false,
    min: 1,
    max: MAX_PER_PAGE,
    doc: `Page size (default ${DEFAULT_PER_PAGE}, at most ${MAX_PER_PAGE})`,
  },
  {
    name: 'cursor',
    type: 'integer',
    selecting: false,
    min: -1,
    doc: 'Cursor paging: -1 for the first page, then each metadata.next_cursor; 0 means done',
  },
  {
    name: 'created_at_from',
    type: 'time',
    selecting: true,
    doc: 'Created at or after (YYYY-MM-DD HH:MM:SS +ZZZZ, ISO 8601, UTC suffix, or read in time_zone)',
  },
  { name: 'created_at_to', type: 'time', selecting: true, doc: 'Created at or before' },
  { name: 'updated_at_from', type: 'time', selecting: true, doc: 'Updated at or after' },
  { name: 'updated_at_to', type: 'time', selecting: true, doc: 'Updated at or before' },
  { name: 'fulltext', type: 'string', selecting: true, doc: 'Records whose searchable text contains this' },
  {
    name: 'time_zone',
    type: 'string',
    selecting: true,
    doc: 'IANA zone for times without an offset (GET /collections/time_zone); default the company zone',
  },
  {
    name: 'columns',
    type: 'strings',
    selecting: false,
    doc: 'Only these columns, comma-separated; faster, because only they are read',
  },
  { name: 'root', type: 'boolean', selecting: false, doc: 'root=false answers a bare array' },
  { name: 'order', type: 'enum', selecting: false, doc: 'Sort column' },
  {
    name: 'order_dir',
    type: 'enum',
    selecting: false,
    values: ['desc', 'asc'],
    doc: 'Sort direction (default desc)',
  },
];

/** `format`, taken by the lists of resources served as CSV too. */
export const FORMAT_LIST_PARAM: CommonListParam = {
  name: 'format',
  type: 'enum',
  selecting: false,
  values: ['json', 'csv'],
  doc: 'csv streams CSV (also the .csv suffix)',
};

/** Names of the common list parameters; a resource's own filters never reuse these names. */
export const COMMON_LIST_PARAMS: ReadonlySet<string> = new Set(COMMON_LIST_PARAM_SPECS.map((p) => p.name));

/** Field filters of these types take several values (`offer_id=1,2`, `status[]=a`), matched with IN. */
export const MULTI_VALUE_FILTER_TYPES: ReadonlySet<FieldType> = new Set(['ref', 'enum', 'integer']);
