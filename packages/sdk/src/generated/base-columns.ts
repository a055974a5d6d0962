// Generated from the resource declarations in @leadline/core by packages/sdk/scripts/generate.ts.
// Do not edit: run `pnpm --filter @leadline/sdk generate` after changing a declaration.

/** Columns `build` leaves empty: the record is not saved, so it has no id, uuid, times or paths yet. */
export type UnsavedColumn =
  | 'id'
  | 'legacy_id'
  | 'uuid'
  | 'created_at'
  | 'updated_at'
  | 'user_updated_at'
  | 'routes_show_path'
  | 'routes_edit_path';
