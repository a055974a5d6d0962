/** Any JSON value, as `f.json()` fields hold. */
export type Json = string | number | boolean | null | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

/** The operations a resource may declare; each is a method of its resource object. */
export type Operation = 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';

export type { ListParamsBase } from './generated/list-params.js';

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
