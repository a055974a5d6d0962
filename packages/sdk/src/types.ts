/** Any JSON value, as `f.json()` fields hold. */
export type Json = string | number | boolean | null | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

/** The operations a resource may declare; each is a method of its resource object. */
export type Operation = 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';

/**
 * The list parameters every resource takes (spec 2.2). Paging: pass `cursor`
 * (-1 to start) or `page`; leave both out and iteration uses cursors.
 */
export interface ListParamsBase<Column extends string> {
  /** Only records with these ids. */
  ids?: readonly number[];
  /** Page number (page paging, from 1). */
  page?: number;
  /** Records per page: 1 to 1000, default 25. */
  per_page?: number;
  /** Cursor paging: -1 for the first page, then each `metadata.next_cursor`; 0 means the end. */
  cursor?: number;
  created_at_from?: string | Date;
  created_at_to?: string | Date;
  updated_at_from?: string | Date;
  updated_at_to?: string | Date;
  /** Records whose searchable fields contain this text. */
  fulltext?: string;
  /** IANA zone for the date ranges (default: the company's). */
  time_zone?: string;
  /** Only these columns: less to read and to send. */
  columns?: readonly Column[];
  order_dir?: 'asc' | 'desc';
}

/** Parameters of `show`. */
export interface ShowParamsBase<Column extends string> {
  columns?: readonly Column[];
}

/** The list envelope's `metadata`. */
export interface ListMetadata {
  root: string;
  /** Exact up to 10,000; beyond that it is 10,000 and `total_count_capped` is true. */
  total_count: number;
  total_count_capped: boolean;
  total_pages: number;
  /** Page paging: this page; null under cursor paging. */
  page: number | null;
  per_page: number;
  /** Cursor paging: the cursor sent; null under page paging. */
  cursor: number | null;
  /** The cursor of the next page; 0 at the end; null when the order has no cursor. */
  next_cursor: number | null;
}

import type { UnsavedColumn } from './generated/base-columns.js';

export type { UnsavedColumn };

/** What `build` returns: the record's defaults, unsaved. */
export type Unsaved<T> = { [K in keyof T]: K extends UnsavedColumn ? null : T[K] };
