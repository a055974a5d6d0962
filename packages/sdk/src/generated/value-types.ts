// Generated from the resource declarations in @leadline/core by packages/sdk/scripts/generate.ts.
// Do not edit: run `pnpm --filter @leadline/sdk generate` after changing a declaration.

/** What a value is on the wire: the field types of the resource declarations. */
export type ValueType =
  | 'string'
  | 'text'
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'time'
  | 'json'
  | 'enum'
  | 'phone'
  | 'strings'
  | 'integers'
  | 'ref'
  | 'refs';
