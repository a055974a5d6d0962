import type { BASE_COLUMN_SPECS, ERROR_CATALOG } from '@leadline/core';
import { formatJson } from './format-json.ts';
import { GENERATED_HEADER } from './render-types.ts';

/**
 * `src/generated/errors.ts`: core's error catalog as the client needs it (status and retry
 * semantics per code), so the SDK's error classes and retries read the one description.
 */
export function renderErrors(catalog: typeof ERROR_CATALOG): string {
  const data = Object.fromEntries(
    Object.entries(catalog).map(([code, e]) => [code, { status: e.status, retry: e.retry }]),
  );
  return [
    GENERATED_HEADER,
    '/** Every error code the API answers with: its HTTP status and whether (and how) to retry. */',
    `export const ERROR_CODES = ${formatJson(data)} as const;\n`,
    'export type ErrorCode = keyof typeof ERROR_CODES;\n',
    '/** Statuses the catalog says are worth another attempt (`backoff`, or `after` the Retry-After wait). */',
    'export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set(',
    "  Object.values(ERROR_CODES).flatMap((e) => (e.retry === 'never' ? [] : [e.status])),",
    ');',
    '',
  ].join('\n');
}

/** `src/generated/base-columns.ts`: spec 2.1's base columns as the SDK's types need them. */
export function renderBaseColumns(columns: typeof BASE_COLUMN_SPECS): string {
  const union = (names: readonly string[]) => names.map((n) => `  | '${n}'`).join('\n');
  return [
    GENERATED_HEADER,
    '/** Columns `build` leaves empty: the record is not saved, so it has no id, uuid, times or paths yet. */',
    `export type UnsavedColumn =\n${union(columns.filter((c) => c.unsaved).map((c) => c.name))};`,
    '',
  ].join('\n');
}

/** `src/generated/value-types.ts`: core's field types, the `ValueType` of the SDK's metadata. */
export function renderValueTypes(types: readonly string[]): string {
  return [
    GENERATED_HEADER,
    '/** What a value is on the wire: the field types of the resource declarations. */',
    `export type ValueType =\n${types.map((t) => `  | '${t}'`).join('\n')};`,
    '',
  ].join('\n');
}
