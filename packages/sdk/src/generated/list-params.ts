// Generated from the resource declarations in @leadline/core by packages/sdk/scripts/generate.ts.
// Do not edit: run `pnpm --filter @leadline/sdk generate` after changing a declaration.

/**
 * The list parameters every resource takes (spec 2.2). Paging: pass `cursor`
 * (-1 to start) or `page`; leave both out and iteration uses cursors.
 */
export interface ListParamsBase<Column extends string> {
  /** Only records with these ids: [1,2,3], 1,2,3 or ids[]=1 */
  ids?: readonly number[];
  /** Page number, from 1 */
  page?: number;
  /** Page size (default 25, at most 1000) */
  per_page?: number;
  /** Cursor paging: -1 for the first page, then each metadata.next_cursor; 0 means done */
  cursor?: number;
  /** Created at or after (YYYY-MM-DD HH:MM:SS +ZZZZ, ISO 8601, UTC suffix, or read in time_zone) */
  created_at_from?: string | Date;
  /** Created at or before */
  created_at_to?: string | Date;
  /** Updated at or after */
  updated_at_from?: string | Date;
  /** Updated at or before */
  updated_at_to?: string | Date;
  /** Records whose searchable text contains this */
  fulltext?: string;
  /** IANA zone for times without an offset (GET /collections/time_zone); default the company zone */
  time_zone?: string;
  /** Only these columns, comma-separated; faster, because only they are read */
  columns?: readonly Column[];
  /** Sort direction (default desc) */
  order_dir?: 'desc' | 'asc';
}

/** The list envelope's `metadata`. */
export interface ListMetadata {
  /** The key the records are under */
  root: string;
  /** Exact up to 10,000; beyond that it is 10,000 and total_count_capped is true */
  total_count: number;
  /** total_count stopped counting at 10,000 */
  total_count_capped: boolean;
  /** Pages of per_page records */
  total_pages: number;
  /** Page paging: this page; null under cursor paging */
  page: number | null;
  /** Records per page */
  per_page: number;
  /** Cursor paging: the cursor sent; null under page paging */
  cursor: number | null;
  /** The cursor of the next page; 0 when there are no more records; null when the order has no cursor */
  next_cursor: number | null;
}
