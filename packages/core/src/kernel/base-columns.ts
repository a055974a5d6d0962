import type { FieldType } from './fields.js';

/** One base column of spec 2.1, described once for the engine, the reference and the SDK. */
export interface BaseColumnSpec {
  readonly name: string;
  readonly type: FieldType;
  /** A table column; the others are derived from `id` and the declaration when a record is shown. */
  readonly stored: boolean;
  readonly nullable: boolean;
  /** `build` shows it as null: an unsaved record has none yet. */
  readonly unsaved: boolean;
  readonly doc: string;
}

/**
 * The base columns of spec 2.1, returned for (almost) every resource. Which of
 * them are stored and which are derived, their types and docs, are decided here, once.
 */
export const BASE_COLUMN_SPECS = [
  col('id', 'integer', true, false, true, 'Internal id; every :id also accepts the uuid'),
  col('legacy_id', 'integer', false, false, true, 'Same as id (kept for TrackDrive compatibility)'),
  col('type', 'string', false, false, false, 'Model name'),
  col('uuid', 'string', true, false, true, 'Stable unique identifier'),
  col('created_at', 'time', true, false, true, 'When the record was created'),
  col('updated_at', 'time', true, false, true, 'When the record last changed'),
  col('deleted_at', 'time', true, true, false, 'When the record was deleted (soft-deleted resources)'),
  col('user_updated_at', 'time', true, true, true, 'When a user or key last changed the record'),
  col('routes_show_path', 'string', false, false, true, 'API path of the record'),
  col('routes_edit_path', 'string', false, false, true, 'API path to update the record'),
  col(
    'external_record_id',
    'string',
    true,
    true,
    false,
    'Your own id for the record (writable on create and update)',
  ),
] as const satisfies readonly BaseColumnSpec[];

function col<N extends string>(
  name: N,
  type: FieldType,
  stored: boolean,
  nullable: boolean,
  unsaved: boolean,
  doc: string,
) {
  return { name, type, stored, nullable, unsaved, doc };
}

export type BaseColumn = (typeof BASE_COLUMN_SPECS)[number]['name'];

export const BASE_COLUMNS: readonly BaseColumn[] = BASE_COLUMN_SPECS.map((c) => c.name);

/** Base columns that are real table columns (the rest are derived from `id`). */
export const STORED_BASE_COLUMNS: readonly BaseColumn[] = BASE_COLUMN_SPECS.filter((c) => c.stored).map(
  (c) => c.name,
);

export const TIME_BASE_COLUMNS: ReadonlySet<string> = new Set(
  BASE_COLUMN_SPECS.filter((c) => c.type === 'time').map((c) => c.name),
);

/** The description of a base column by name, or undefined for a field. */
export const baseColumnSpec = (name: string): BaseColumnSpec | undefined =>
  BASE_COLUMN_SPECS.find((c) => c.name === name);
