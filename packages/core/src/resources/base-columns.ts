/**
 * The base columns of spec 2.1, returned for (almost) every resource. Which of
 * them are stored and which are derived is decided here, once.
 */
export const BASE_COLUMNS = [
  'id',
  'legacy_id',
  'type',
  'uuid',
  'created_at',
  'updated_at',
  'deleted_at',
  'user_updated_at',
  'routes_show_path',
  'routes_edit_path',
  'external_record_id',
] as const;

export type BaseColumn = (typeof BASE_COLUMNS)[number];

/** Base columns that are real table columns (the rest are derived from `id`). */
export const STORED_BASE_COLUMNS = [
  'id',
  'uuid',
  'created_at',
  'updated_at',
  'deleted_at',
  'user_updated_at',
  'external_record_id',
] as const;

export const TIME_BASE_COLUMNS = new Set(['created_at', 'updated_at', 'deleted_at', 'user_updated_at']);
