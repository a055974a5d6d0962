/** Any JSON value, as `f.json()` fields hold. */
export type Json = string | number | boolean | null | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

/** The operations a resource may declare; each is a method of its resource object. */
export type Operation = 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';

export type { ListMetadata, ListParamsBase } from './generated/list-params.js';

/** Parameters of `show`. */
export interface ShowParamsBase<Column extends string> {
  columns?: readonly Column[];
}

import type { UnsavedColumn } from './generated/base-columns.js';

export type { UnsavedColumn };

/** What `build` returns: the record's defaults, unsaved. */
export type Unsaved<T> = { [K in keyof T]: K extends UnsavedColumn ? null : T[K] };
