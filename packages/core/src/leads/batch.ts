import { type FieldErrors, invalidParam, LeadlineError } from '../errors/index.js';
import type { ValueOf } from '../kernel/endpoint-value-type.js';
import type { IntakeMode } from './dedupe.js';
import { DuplicateLeadError } from './duplicate-lead-error.js';
import type { SubmitOptions } from './intake.js';
import type { LEAD_BATCH_RESULTS } from './lead-batch-answer.js';

/** Leads in one batch: enough that a 10,000-row import is a handful of requests. */
export const MAX_BATCH_LEADS = 1000;
/** Leads of a batch in flight at once: SQLite groups their commits, PostgreSQL gets a few connections' worth. */
const IN_FLIGHT = 16;

/** One lead's answer, in the order the leads were sent, typed from its declaration. */
export type BatchResult = ValueOf<typeof LEAD_BATCH_RESULTS>[number];

export interface BatchOptions extends Omit<SubmitOptions, 'mode'> {
  mode: IntakeMode;
  dryRun: boolean;
}

type Submit = (
  raw: Record<string, unknown>,
  options: SubmitOptions,
) => Promise<{ action: 'created' | 'updated'; leadId?: number; callerId?: string; warnings?: FieldErrors }>;

/** Reads the batch's parameters, naming the one at fault. */
export function batchParams(input: Record<string, unknown>): {
  leads: Record<string, unknown>[];
  mode: IntakeMode;
  dryRun: boolean;
} {
  const { leads, mode = 'create_or_update', dry_run } = input;
  if (!Array.isArray(leads) || leads.length === 0)
    throw invalidParam('leads', 'must be a non-empty array of leads');
  if (leads.length > MAX_BATCH_LEADS)
    throw invalidParam('leads', `must hold at most ${MAX_BATCH_LEADS} leads`);
  const bad = leads.findIndex((l) => l === null || typeof l !== 'object' || Array.isArray(l));
  if (bad >= 0) throw invalidParam(`leads[${bad}]`, 'must be an object');
  if (mode !== 'create' && mode !== 'create_or_update') {
    throw invalidParam('mode', 'must be create or create_or_update');
  }
  const dryRun = dry_run === true || dry_run === 'true' || dry_run === '1';
  if (
    !dryRun &&
    dry_run !== undefined &&
    dry_run !== false &&
    dry_run !== 'false' &&
    dry_run !== '0' &&
    dry_run !== ''
  ) {
    throw invalidParam('dry_run', 'must be true or false');
  }
  return { leads: leads as Record<string, unknown>[], mode, dryRun };
}

/**
 * Submits (or, in a dry run, checks) each lead as its own POST would, a few
 * at a time, and answers each: a lead refused is a result, never the whole
 * batch's failure. An error that is not the lead's own (the database) still
 * fails the request.
 */
export async function submitBatch(
  leads: Record<string, unknown>[],
  submit: Submit,
  options: BatchOptions,
): Promise<BatchResult[]> {
  const { dryRun, ...rest } = options;
  const results: BatchResult[] = new Array(leads.length);
  let next = 0;
  const worker = async () => {
    while (next < leads.length) {
      const index = next++;
      try {
        const r = await submit(leads[index]!, rest);
        results[index] = {
          index,
          status: 200,
          action: r.action,
          ...(r.leadId !== undefined ? { lead_id: r.leadId } : {}),
          ...(r.callerId !== undefined ? { caller_id: r.callerId } : {}),
          // Accepted, but not all as asked (an unknown traffic_source_id kept as a token): as its own POST says.
          ...(r.warnings && Object.keys(r.warnings).length ? { warnings: r.warnings } : {}),
        };
      } catch (error) {
        if (!(error instanceof LeadlineError)) throw error;
        results[index] = {
          index,
          status: error.status,
          code: error.code,
          errors: error.errors,
          ...(error instanceof DuplicateLeadError ? { lead_id: error.leadId } : {}),
        };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, leads.length) }, worker));
  return results;
}
