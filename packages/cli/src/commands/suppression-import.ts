import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { CsvError, csvLineBatches, looksLikePhone } from '@leadline/core/csv-phone';
import { APIError, type Leadline, UnprocessableEntityError } from '@leadline/sdk';
import { apiClient, type ServerFlags } from '../util/api-client.js';
import { callApi } from '../util/api-errors.js';
import { ExitError } from '../util/exit-error.js';
import { type Output, printRecord, printRecords } from '../util/output.js';
import { ProgressBar } from '../util/progress.js';

export interface SuppressionImportOptions extends ServerFlags, Output {
  list: string;
  column?: string;
  dryRun?: boolean;
  batchSize?: string;
}

interface Rejection {
  /** The file's line (1-based, as an editor shows it). */
  row: number;
  caller_id: string;
  reason: string;
}

export interface SuppressionImportSummary {
  file: string;
  list_id: number;
  dry_run: boolean;
  rows: number;
  /** Rows whose number the server took. */
  accepted: number;
  /** Numbers new to the list (with --dry-run: that would be). */
  added: number;
  /** Numbers the list already held. */
  already_listed: number;
  /** Accepted rows whose number an earlier row of the same batch already had. */
  repeated: number;
  rejected: number;
  rejections: Rejection[];
}

/** Header names that hold the number when --column names none, in order of preference. */
const CALLER_COLUMNS = ['caller_id', 'phone', 'phone_number', 'number', 'caller_number', 'mobile'];
const SHOWN_REJECTIONS = 20;

/**
 * `leadline suppression import FILE.csv --list ID`: streams the file and sends
 * its numbers to caller_block in batches. The server normalises each number
 * and refuses a batch that holds a bad one, naming it (`caller_ids[7]`): that
 * row is set aside as rejected, with the server's reason, and the rest of the
 * batch is sent again. Numbers already listed are counted, never added twice.
 */
export async function importSuppression(file: string, opts: SuppressionImportOptions): Promise<void> {
  const size = await stat(file).then(
    (s) => s.size,
    () => {
      throw new ExitError(`No such file: ${file}`, 2);
    },
  );
  const batchSize = Number(opts.batchSize ?? 1000);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
    throw new ExitError('--batch-size must be a whole number from 1 to 10000', 2);
  }
  const listId = Number(opts.list);
  if (!Number.isInteger(listId) || listId < 1)
    throw new ExitError('--list must be the id of a suppression list', 2);
  const client = await apiClient(opts);
  // Fails early, with the server's words, on a wrong id or a key that is not a superuser.
  await callApi(opts, () => client.buyerSuppressions.show(listId, { columns: ['id'] }));

  const summary: SuppressionImportSummary = {
    file,
    list_id: listId,
    dry_run: Boolean(opts.dryRun),
    rows: 0,
    accepted: 0,
    added: 0,
    already_listed: 0,
    repeated: 0,
    rejected: 0,
    rejections: [],
  };
  const bar = new ProgressBar(size, 'numbers', Boolean(process.stderr.isTTY) && !opts.json);
  let bytes = 0;
  const send = sender(client, listId, summary, Boolean(opts.dryRun));
  let column: number | undefined;
  let pending: { row: number; value: string }[] = [];
  try {
    for await (const batch of csvLineBatches(createReadStream(file), { onBytes: (n) => (bytes += n) })) {
      for (const [i, record] of batch.records.entries()) {
        if (column === undefined) {
          const layout = pickColumn(record, opts.column);
          column = layout.column;
          if (layout.header) continue;
        }
        summary.rows++;
        pending.push({ row: batch.lines[i]!, value: (record[column] ?? '').trim() });
        if (pending.length >= batchSize) {
          await send(pending);
          pending = [];
          bar.update(bytes, summary.accepted);
        }
      }
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    await send(pending);
    throw new ExitError(`${file}: ${error.message}; the rows before it were sent (${summary.rows})`, 2);
  }
  if (column === undefined) throw new ExitError(`${file} is empty`, 2);
  if (summary.rows === 0) throw new ExitError(`${file} has a header row and no numbers`, 2);
  await send(pending);
  bar.done(size, summary.accepted);
  summary.rejections.sort((a, b) => a.row - b.row);
  print(opts, summary);
  if (summary.rejected > 0)
    throw new ExitError(`${summary.rejected} of ${summary.rows} rows were rejected`, 2);
}

/** The first record: a header row (no cell looks like a number) or the first data row. */
function pickColumn(record: string[], name: string | undefined): { column: number; header: boolean } {
  const header = !record.some(looksLikePhone);
  if (!header) {
    if (name) throw new ExitError('--column needs a header row, and this file starts with data', 2);
    const column = record.findIndex(looksLikePhone);
    return { column, header };
  }
  const names = record.map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_'),
  );
  const wanted = name
    ? [
        name
          .trim()
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '_'),
      ]
    : CALLER_COLUMNS;
  for (const w of wanted) {
    const column = names.indexOf(w);
    if (column >= 0) return { column, header };
  }
  if (name) throw new ExitError(`--column ${name}: the file's columns are ${record.join(', ')}`, 2);
  throw new ExitError(`No phone column among ${record.join(', ')}: name it with --column`, 2);
}

function sender(client: Leadline, listId: number, s: SuppressionImportSummary, dryRun: boolean) {
  return async function send(batch: { row: number; value: string }[]): Promise<void> {
    if (batch.length === 0) return;
    try {
      const r = await client.buyerSuppressions.callerBlock(
        listId,
        batch.map((b) => b.value),
        { dry_run: dryRun },
      );
      s.accepted += batch.length;
      s.added += r.changed;
      s.already_listed += r.unchanged;
      s.repeated += batch.length - r.changed - r.unchanged;
    } catch (error) {
      const bad = error instanceof UnprocessableEntityError ? badItems(error.errors) : undefined;
      if (!bad) throw failure(error);
      for (const [i, reason] of bad) {
        s.rejected++;
        s.rejections.push({ row: batch[i]!.row, caller_id: batch[i]!.value, reason });
      }
      await send(batch.filter((_, i) => !bad.has(i)));
    }
  };
}

/** `caller_ids[3]` errors → index → reason; undefined when the 422 is about something else. */
function badItems(errors: Record<string, string[]>): Map<number, string> | undefined {
  const out = new Map<number, string>();
  for (const [key, messages] of Object.entries(errors)) {
    const m = /^caller_ids\[(\d+)\]$/.exec(key);
    if (!m) return undefined;
    out.set(Number(m[1]), messages.join(', '));
  }
  return out.size ? out : undefined;
}

function failure(error: unknown): Error {
  if (error instanceof APIError) {
    return new ExitError(`import stopped: ${error.message}`, error.status && error.status < 500 ? 2 : 1);
  }
  return error instanceof Error ? error : new Error(String(error));
}

function print(out: Output, s: SuppressionImportSummary): void {
  if (out.json) {
    process.stdout.write(`${JSON.stringify(s, null, 2)}\n`);
    return;
  }
  const would = s.dry_run ? 'would be ' : '';
  printRecord(out, {
    rows: s.rows,
    accepted: s.accepted,
    [`${would}added`]: s.added,
    'already listed': s.already_listed,
    'repeated in the file': s.repeated,
    rejected: s.rejected,
  });
  if (s.rejections.length === 0) return;
  printRecords(
    out,
    s.rejections
      .slice(0, SHOWN_REJECTIONS)
      .map((r) => ({ line: r.row, caller_id: r.caller_id, reason: r.reason })),
    ['line', 'caller_id', 'reason'],
  );
  if (s.rejections.length > SHOWN_REJECTIONS) {
    process.stderr.write(
      `… and ${s.rejections.length - SHOWN_REJECTIONS} more rejected rows (--json lists them all)\n`,
    );
  }
}
