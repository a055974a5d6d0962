import { type FieldErrors, invalid, isLeadlineError } from '../errors/index.js';
import type { ResourceDefinition } from '../kernel/define.js';
import { parseWrite } from '../kernel/input.js';
import type { TenantContext } from '../tenancy/context.js';
import { type CsvLayout, sniffCsv } from './sniff.js';
import { isUploadedFile } from './upload.js';

/**
 * A create body checked the engine's way, together with problems of its file
 * found earlier: one 422 names every bad parameter, before anything is
 * written (the file is stored only once the body is known to be good).
 */
export function checkCreate(
  def: ResourceDefinition,
  ctx: TenantContext,
  raw: Record<string, unknown>,
  fileErrors: FieldErrors,
): void {
  let errors: FieldErrors = {};
  try {
    parseWrite(def, 'create', raw, { country: ctx.company.default_country, timeZone: ctx.company.time_zone });
  } catch (error) {
    if (!isLeadlineError(error)) throw error;
    errors = { ...error.errors };
  }
  for (const [k, v] of Object.entries(fileErrors)) (errors[k] ??= []).push(...v);
  if (Object.keys(errors).length) throw invalid(errors);
}

/** Runs `work`; a 422 it throws becomes field errors to report with the rest. */
export async function collectErrors<T>(work: () => Promise<T>, into: FieldErrors): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (!isLeadlineError(error) || error.status !== 422) throw error;
    for (const [k, v] of Object.entries(error.errors)) (into[k] ??= []).push(...v);
    return undefined;
  }
}

/**
 * The layout (headers, number column) of a create's `import_file`, read at once so a bad file
 * is reported with the rest of the body; its problems go into `into` under their parameter.
 */
export async function uploadLayout(
  file: unknown,
  columnName: unknown,
  into: FieldErrors,
): Promise<CsvLayout | undefined> {
  if (!isUploadedFile(file)) {
    (into.import_file ??= []).push('must be a file uploaded as multipart/form-data');
    return undefined;
  }
  return collectErrors(
    () => sniffCsv(file.open(), typeof columnName === 'string' ? columnName : undefined),
    into,
  );
}
