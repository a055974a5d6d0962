import {
  COMMON_LIST_PARAM_METADATA,
  type EndpointParamMetadata,
  type ParamMetadata,
  paramValue,
  type ResourceMetadata,
} from '@leadline/sdk/metadata';
import { ExitError } from './exit-error.js';

/** Flags the commands themselves use; a field of the same name is set through --data instead. */
const RESERVED = new Set(['json', 'yes', 'profile', 'base-url', 'data', 'help', 'all', 'limit']);

/** What a flag's value is called in the help: `--per-page <n>`. */
const PLACEHOLDER: Partial<Record<string, string>> = {
  integer: 'n',
  integers: 'list',
  strings: 'list',
  time: 'time',
  enum: 'value',
  string: 'text',
};

/**
 * List parameters every resource takes (spec 2.2), as flags, from the SDK's metadata (core's
 * description of them). `root` shapes the JSON answer, which the CLI prints itself.
 */
export const COMMON_LIST_FLAGS: readonly [flag: string, param: string, help: string][] =
  COMMON_LIST_PARAM_METADATA.filter((p) => p.name !== 'root').map((p) => [
    `--${flagOf(p.name)} <${PLACEHOLDER[p.type] ?? p.type}>`,
    p.name,
    p.values ? `${p.description} (one of ${p.values.join(', ')})` : (p.description ?? p.name),
  ]);

export function flagOf(param: string): string {
  return param.replace(/_/g, '-');
}
/** The key commander stores a flag's value under (`--user-fleet-id` → `userFleetId`). */
export const attributeOf = (param: string) =>
  param.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The parameters of an operation that get a flag of their own. */
export function flaggedParams(params: readonly ParamMetadata[] | undefined): readonly ParamMetadata[] {
  return (params ?? []).filter((p) => !RESERVED.has(flagOf(p.name)));
}

/** `--tier <integer>  Routing priority… (required; one of a, b)`. */
export function flagHelp(resource: ResourceMetadata, param: ParamMetadata): { flag: string; help: string } {
  const value = paramValue(resource, param);
  const notes = [
    param.required ? 'required' : '',
    value.values ? `one of ${value.values.join(', ')}` : '',
    param.many ? 'several: a,b' : '',
    value.type === 'json' ? 'JSON' : '',
    ['refs', 'strings', 'integers'].includes(value.type) ? 'comma-separated' : '',
  ].filter(Boolean);
  const help = [value.description, notes.length ? `(${notes.join('; ')})` : ''].filter(Boolean).join(' ');
  return { flag: `--${flagOf(param.name)} <${value.type}>`, help: help || value.type };
}

/**
 * The request parameters in a command's flags: `--data` JSON first, then each
 * flag, as the strings typed (the server reads "12", "true" and "1,2" as the
 * field's type, and answers a 422 naming any it cannot).
 */
export function paramsFromFlags(
  options: Record<string, unknown>,
  params: readonly ParamMetadata[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof options.data === 'string') {
    let data: unknown;
    try {
      data = JSON.parse(options.data);
    } catch (error) {
      throw new ExitError(`--data is not valid JSON: ${(error as Error).message}`, 2);
    }
    if (!data || typeof data !== 'object' || Array.isArray(data))
      throw new ExitError('--data must be a JSON object', 2);
    Object.assign(out, data);
  }
  for (const p of params) {
    const value = options[attributeOf(p.name)];
    if (value !== undefined) out[p.name] = value;
  }
  return out;
}

/** `--lead-id <ref>  The lead to call…`: a flag per declared parameter of a hand-written endpoint. */
export function endpointFlags(params: readonly EndpointParamMetadata[]): { flag: string; help: string }[] {
  return params.map((p) => {
    const notes = [p.required ? 'required' : '', p.values ? `one of ${p.values.join(', ')}` : ''].filter(
      Boolean,
    );
    const help = [p.description, notes.length ? `(${notes.join('; ')})` : ''].filter(Boolean).join(' ');
    return { flag: `--${flagOf(p.name)} <${p.type === 'json' ? 'json' : p.type}>`, help: help || p.type };
  });
}

/**
 * A hand-written endpoint's parameters from its flags, as typed (the server
 * reads "12" and "true" as the declared type and names any it refuses); a
 * JSON parameter's flag is parsed here, so bad JSON is named before a request.
 */
export function endpointParamsFromFlags(
  options: Record<string, unknown>,
  params: readonly EndpointParamMetadata[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of params) {
    const value = options[attributeOf(p.name)];
    if (value === undefined) continue;
    if (p.type !== 'json') {
      out[p.name] = value;
      continue;
    }
    try {
      out[p.name] = JSON.parse(String(value));
    } catch (error) {
      throw new ExitError(`--${flagOf(p.name)} is not valid JSON: ${(error as Error).message}`, 2);
    }
  }
  return out;
}

/** What operators look for first in a list, where the declarations alone would not pick it. */
const PREFERRED_COLUMNS: Record<string, readonly string[]> = {
  leads: ['id', 'caller_id', 'first_name', 'last_name', 'status', 'offer_id', 'schedule_id', 'created_at'],
  offers: ['id', 'name', 'lead_token', 'created_at'],
  schedules: ['id', 'name', 'lead_token', 'created_at'],
  calls: ['id', 'caller_number', 'status', 'offer_id', 'buyer_id', 'created_at'],
};

/** Columns a table shows when --columns is not given: the id, the fields that name a record, when it was made. */
export function tableColumns(resource: ResourceMetadata): string[] {
  const preferred = PREFERRED_COLUMNS[resource.plural]?.filter((c) => resource.columns.includes(c));
  if (preferred?.length) return [...preferred];
  const naming = [
    ...resource.sortable,
    ...(resource.params.create ?? []).filter((p) => p.required).map((p) => p.name),
  ].filter((c) => !['id', 'created_at', 'updated_at'].includes(c) && resource.columns.includes(c));
  const scalar = naming.filter(
    (c) => !['json', 'refs', 'strings', 'integers', 'text'].includes(resource.values[c]?.type ?? ''),
  );
  const picked = [...new Set(scalar)].slice(0, 5);
  return ['id', ...picked, ...(resource.columns.includes('created_at') ? ['created_at'] : [])];
}
