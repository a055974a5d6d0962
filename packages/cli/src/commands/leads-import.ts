import { stat } from 'node:fs/promises';
import { type LeadBatchResult, type Leadline, type LeadSubmitParams, RateLimitError } from '@leadline/sdk';
import { apiClient, type ServerFlags } from '../util/api-client.js';
import { callApi } from '../util/api-errors.js';
import { type CsvRow, type CsvShape, csvRows, csvShape, delimiterName, paramName } from '../util/csv-rows.js';
import { ExitError } from '../util/exit-error.js';
import { type Output, printRecord, printRecords } from '../util/output.js';
import { ProgressBar } from '../util/progress.js';

export interface ImportOptions extends ServerFlags, Output {
  leadToken: string;
  dryRun?: boolean;
  callerColumn?: string;
  concurrency?: string;
  batchSize?: string;
}

type Outcome = 'accepted' | 'updated' | 'rejected';

interface Rejection {
  /** The file's line (the header is line 1). */
  row: number;
  caller_id: string | null;
  errors: Record<string, string[]>;
}

export interface ImportSummary {
  file: string;
  dry_run: boolean;
  rows: number;
  accepted: number;
  updated: number;
  rejected: number;
  rejections: Rejection[];
}

/** Columns that hold the number when no --caller-column names one, in order of preference. */
const CALLER_COLUMNS = ['caller_id', 'phone', 'phone_number', 'number', 'caller_number', 'mobile'];
/** Rejections listed in the table; --json has them all. */
const SHOWN_REJECTIONS = 20;

/**
 * `leadline leads import FILE.csv --lead-token T`: reads the file through
 * once (a file that cannot be read, or has no phone column, is refused before
 * anything is sent), checks the token with a dry run of the first row, then
 * sends the rows to POST /leads/batch in create_or_update mode (a re-run
 * updates the leads it made instead of duplicating them) and prints what was
 * accepted, updated and rejected, each rejection by the file's line.
 * `--dry-run` asks the server the same question with dry_run: the same
 * checks, nothing written. At the rate limit it waits as the server asks,
 * and says so.
 */
export async function importLeads(file: string, opts: ImportOptions): Promise<void> {
  const concurrency = wholeNumber(opts.concurrency ?? '2', '--concurrency', 1, 16);
  const batchSize = wholeNumber(opts.batchSize ?? '500', '--batch-size', 1, 1000);
  await stat(file).catch(() => {
    throw new ExitError(`No such file: ${file}`, 2);
  });
  const shape = await csvShape(file);
  const callerKey = callerColumn(shape, opts.callerColumn);
  // On stderr even under --json: a file read another way than the reader expects should never pass unseen.
  if (shape.delimiter !== ',')
    process.stderr.write(`${file}: read as ${delimiterName(shape.delimiter)}-separated\n`);
  const client = await apiClient(opts);
  const send = sender(client, Boolean(opts.dryRun), opts);
  await checkToken(send, opts.leadToken, file, shape, callerKey);

  const summary: ImportSummary = {
    file,
    dry_run: Boolean(opts.dryRun),
    rows: 0,
    accepted: 0,
    updated: 0,
    rejected: 0,
    rejections: [],
  };
  // A number twice in the file: the later row updates the lead the earlier one made, dry run or not.
  const seen = new Set<string>();
  // Rows answered out of the file's rows (counted before sending): bytes read run ahead of
  // the rows answered by the batches in flight, and showed 100 % at 4,000 of 5,000.
  const bar = new ProgressBar(shape.rows, 'rows', Boolean(process.stderr.isTTY) && !opts.json);
  const batches = rowBatches(csvRows(file, shape), batchSize);
  const worker = async () => {
    for await (const rows of batches) {
      const results = await send(rows.map((row) => lead(row, callerKey, opts.leadToken)));
      rows.forEach((row, i) => {
        const r = results[i]!;
        const outcome = outcomeOf(r, seen, Boolean(opts.dryRun));
        summary.rows++;
        summary[outcome]++;
        if (outcome === 'rejected') {
          summary.rejections.push({
            row: row.line,
            caller_id: row.values[callerKey] ?? null,
            errors: r.errors ?? {},
          });
        }
      });
      bar.update(summary.rows, summary.rows);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  bar.done(summary.rows, summary.rows);
  summary.rejections.sort((a, b) => a.row - b.row);
  print(opts, summary);
  if (summary.rejected > 0) {
    throw new ExitError(`${summary.rejected} of ${summary.rows} rows were rejected`, 2);
  }
}

const wholeNumber = (raw: string, flag: string, min: number, max: number) => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ExitError(`${flag} must be a whole number from ${min} to ${max}`, 2);
  }
  return n;
};

/** The parameter holding the number: --caller-column, else the first of CALLER_COLUMNS present. */
function callerColumn(shape: CsvShape, flag: string | undefined): string {
  if (flag) {
    const key = paramName(flag);
    if (!shape.params.includes(key)) {
      throw new ExitError(`--caller-column ${flag}: the file's columns are ${shape.headers.join(', ')}`, 2);
    }
    return key;
  }
  const key = CALLER_COLUMNS.find((c) => shape.params.includes(c));
  if (key) return key;
  const hint =
    shape.headers.length === 1 && shape.delimiter === ','
      ? ' (if the file is separated by something other than commas, semicolons or tabs, convert it first)'
      : '';
  throw new ExitError(
    `No phone column among ${shape.headers.join(', ')}: name one with --caller-column (looked for ${CALLER_COLUMNS.join(', ')})${hint}`,
    2,
  );
}

function lead(row: CsvRow, callerKey: string, leadToken: string): LeadSubmitParams {
  const { [callerKey]: caller, ...rest } = row.values;
  return { ...rest, caller_id: caller ?? '', lead_token: leadToken };
}

function outcomeOf(r: LeadBatchResult, seen: Set<string>, dryRun: boolean): Outcome {
  if (r.status !== 200) return 'rejected';
  const repeat = r.caller_id !== undefined && seen.has(r.caller_id);
  if (r.caller_id !== undefined) seen.add(r.caller_id);
  // A dry run writes nothing, so a number's second row reads "created" again; the real run updates.
  if (dryRun && repeat) return 'updated';
  return r.action === 'created' ? 'accepted' : 'updated';
}

/** A token that names nothing fails every row: ask about the first row alone, before sending the rest. */
async function checkToken(
  send: (leads: LeadSubmitParams[], dryRun?: boolean) => Promise<LeadBatchResult[]>,
  leadToken: string,
  file: string,
  shape: CsvShape,
  callerKey: string,
): Promise<void> {
  for await (const [first] of csvRows(file, shape)) {
    const [r] = await send([lead(first!, callerKey, leadToken)], true);
    const problem = r?.errors?.lead_token;
    if (problem) throw new ExitError(`--lead-token ${problem.join(', ')}; nothing was imported`, 2);
    return;
  }
}

/**
 * POSTs one batch, waiting out the rate limit in the open: the SDK's own
 * retries are off so the wait can be shown (and has no 60 s cap). A batch
 * that failed otherwise is not sent again: the server may have taken part of it.
 */
function sender(client: Leadline, dryRun: boolean, out: Output) {
  return async function send(leads: LeadSubmitParams[], dry = dryRun): Promise<LeadBatchResult[]> {
    for (;;) {
      try {
        const answer = await callApi(out, async () => {
          try {
            return await client.leads.batch(
              leads,
              { mode: 'create_or_update', dry_run: dry },
              { maxRetries: 0 },
            );
          } catch (error) {
            if (error instanceof RateLimitError) return error;
            throw error;
          }
        });
        if (!(answer instanceof RateLimitError)) return answer.results;
        const seconds = answer.retryAfter ?? 1;
        process.stderr.write(`\rwaiting ${seconds} s for the rate limit…\x1b[K\n`);
        await new Promise((r) => setTimeout(r, seconds * 1000));
      } catch (error) {
        if (error instanceof ExitError)
          throw new ExitError(`import stopped: ${error.message}`, error.exitCode);
        throw error;
      }
    }
  };
}

/** Rows regrouped into batches of `size`; workers share the one generator. */
async function* rowBatches(source: AsyncGenerator<CsvRow[]>, size: number): AsyncGenerator<CsvRow[]> {
  let pending: CsvRow[] = [];
  for await (const rows of source) {
    for (const row of rows) {
      pending.push(row);
      if (pending.length === size) {
        yield pending;
        pending = [];
      }
    }
  }
  if (pending.length) yield pending;
}

function print(out: Output, s: ImportSummary): void {
  if (out.json) {
    process.stdout.write(`${JSON.stringify(s, null, 2)}\n`);
    return;
  }
  const verb = (o: Outcome) => (s.dry_run ? `would be ${o}` : o);
  printRecord(out, {
    [verb('accepted')]: s.accepted,
    [verb('updated')]: s.updated,
    [verb('rejected')]: s.rejected,
    rows: s.rows,
  });
  if (s.rejections.length === 0) return;
  const reason = (r: Rejection) =>
    Object.entries(r.errors)
      .map(([field, messages]) =>
        field === 'base' ? messages.join(', ') : `${field} ${messages.join(', ')}`,
      )
      .join('; ');
  const shown = s.rejections.slice(0, SHOWN_REJECTIONS);
  printRecords(
    out,
    shown.map((r) => ({ line: r.row, caller_id: r.caller_id ?? '', reason: reason(r) })),
    ['line', 'caller_id', 'reason'],
  );
  if (s.rejections.length > SHOWN_REJECTIONS) {
    process.stderr.write(
      `… and ${s.rejections.length - SHOWN_REJECTIONS} more rejected rows (--json lists them all)\n`,
    );
  }
}
