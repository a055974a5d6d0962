import type { EndpointValue } from '../endpoints.js';
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

/** A list page's `metadata` (spec 2.2), as the list answers it. */
export interface ListMetadata {
  root: string;
  total_count: number;
  total_count_capped: boolean;
  total_pages: number;
  page: number | null;
  per_page: number;
  cursor: number | null;
  next_cursor: number | null;
}

/** Every key of a list page's `metadata`, as the reference, OpenAPI and the SDK's `ListMetadata` describe it. */
export const LIST_METADATA_VALUES: Record<keyof ListMetadata, EndpointValue> = {
  root: { type: 'string', description: 'The key the records are under' },
  total_count: {
    type: 'integer',
    description: 'Exact up to 10,000; beyond that it is 10,000 and total_count_capped is true',
  },
  total_count_capped: { type: 'boolean', description: 'total_count stopped counting at 10,000' },
  total_pages: { type: 'integer', description: 'Pages of per_page records' },
  page: { type: 'integer', nullable: true, description: 'Page paging: this page; null under cursor paging' },
  per_page: { type: 'integer', description: 'Records per page' },
  cursor: {
    type: 'integer',
    nullable: true,
    description: 'Cursor paging: the cursor sent; null under page paging',
  },
  next_cursor: {
    type: 'integer',
    nullable: true,
    description:
      'The cursor of the next page; 0 when there are no more records; null when the order has no cursor',
  },
};
