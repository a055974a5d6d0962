import { stat } from 'node:fs/promises';
import { normalizeNumber } from '@leadline/core/csv-phone';
import { APIError, type Leadline, UnprocessableEntityError } from '@leadline/sdk';
import Table from 'cli-table3';
import { apiClient, type ServerFlags } from '../util/api-client.js';
import { callApi } from '../util/api-errors.js';
import { type CsvRow, csvRows, paramName } from '../util/csv-rows.js';
import { ExitError } from '../util/exit-error.js';
import type { Output } from '../util/output.js';
import { ProgressBar } from '../util/progress.js';

export interface ImportOptions extends ServerFlags, Output {
  leadToken: string;
  dryRun?: boolean;
  callerColumn?: string;
  concurrency?: string;
}

type Outcome = 'accepted' | 'updated' | 'rejected';

interface Rejection {
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
 * `leadline leads import FILE.csv --lead-token T`: streams the file, posts
 * every row to /leads/create_or_update (so a re-run updates the leads it made
 * instead of duplicating them), and prints what was accepted, updated and
 * rejected, with each rejection's reasons. `--dry-run` writes nothing: it
 * checks every number and asks the server which rows would create a lead and
 * which would update one.
 */
export async function importLeads(file: string, opts: ImportOptions): Promise<void> {
  const size = await stat(file).then(
    (s) => s.size,
    () => {
      throw new ExitError(`No such file: ${file}`, 2);
    },
  );
  const concurrency = Number(opts.concurrency ?? 8);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
    throw new ExitError('--concurrency must be a whole number from 1 to 64', 2);
  }
  const client = await apiClient(opts);
  const handle = opts.dryRun ? await dryRunner(client, opts) : submitter(client, opts.leadToken);
  const callerColumn = opts.callerColumn ? paramName(opts.callerColumn) : undefined;

  const summary: ImportSummary = {
    file,
    dry_run: Boolean(opts.dryRun),
    rows: 0,
    accepted: 0,
    updated: 0,
    rejected: 0,
    rejections: [],
  };
  const bar = new ProgressBar(size, 'rows', Boolean(process.stderr.isTTY) && !opts.json);
  let bytes = 0;
  const rows = csvRows(file, (b) => {
    bytes = b;
  });
  // Workers share one stream of rows: an async generator hands each row to one of them.
  const worker = async () => {
    for await (const row of rows) {
      const caller = pickCaller(row, callerColumn);
      const outcome: Awaited<ReturnType<Handler>> = caller
        ? await handle(row, caller)
        : { outcome: 'rejected', errors: { caller_id: ['is required (no caller column in this row)'] } };
      summary.rows++;
      summary[outcome.outcome]++;
      if (outcome.outcome === 'rejected') {
        summary.rejections.push({ row: row.row, caller_id: caller ?? null, errors: outcome.errors });
      }
      bar.update(bytes, summary.rows);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  bar.done(size, summary.rows);
  summary.rejections.sort((a, b) => a.row - b.row);
  print(opts, summary);
  if (summary.rejected > 0) {
    throw new ExitError(`${summary.rejected} of ${summary.rows} rows were rejected`, 2);
  }
}

type Handler = (
  row: CsvRow,
  caller: string,
) => Promise<{ outcome: 'accepted' | 'updated' } | { outcome: 'rejected'; errors: Record<string, string[]> }>;

/** The real import: every row to create_or_update, a 422 recorded as the row's rejection. */
function submitter(client: Leadline, leadToken: string): Handler {
  return async (row, caller) => {
    try {
      const res = await client.leads.createOrUpdate({
        ...row.values,
        caller_id: caller,
        lead_token: leadToken,
      });
      return { outcome: res.action === 'created' ? 'accepted' : 'updated' };
    } catch (error) {
      if (error instanceof UnprocessableEntityError) return { outcome: 'rejected', errors: error.errors };
      // Anything else (credentials, the server, the network) would fail every row: stop.
      throw apiFailure(error);
    }
  };
}

/**
 * The dry run: the token must name one of the company's offers or
 * schedules; each number is read as the server would read it; and the
 * server is asked whether the caller already has an open lead there.
 */
async function dryRunner(client: Leadline, opts: ImportOptions): Promise<Handler> {
  const out = { json: Boolean(opts.json) };
  const [offers, schedules, me] = await callApi(out, () =>
    Promise.all([
      client.offers.list({ lead_token: opts.leadToken, columns: ['id', 'default_country'] }),
      client.schedules.list({ lead_token: opts.leadToken, columns: ['id'] }),
      client.me.show(),
    ]),
  );
  if (offers.data.length + schedules.data.length === 0) {
    throw new ExitError('--lead-token matches no offer or schedule of this company', 2);
  }
  const country = offers.data[0]?.default_country || me.company.default_country;
  const seen = new Set<string>();
  return async (_row, caller) => {
    const n = normalizeNumber(caller, country);
    if (!n.ok) return { outcome: 'rejected', errors: { caller_id: [`is ${n.reason}`] } };
    // A number twice in the file: the second row updates the first row's lead.
    if (seen.has(n.e164)) return { outcome: 'updated' };
    seen.add(n.e164);
    try {
      const lead = await client.leads.byCallerNumber(opts.leadToken, n.e164);
      return { outcome: lead.ended_at === null ? 'updated' : 'accepted' };
    } catch (error) {
      if (error instanceof APIError && error.status === 404) return { outcome: 'accepted' };
      throw apiFailure(error);
    }
  };
}

function pickCaller(row: CsvRow, column: string | undefined): string | undefined {
  if (column) return row.values[column];
  for (const c of CALLER_COLUMNS) if (row.values[c]) return row.values[c];
  return undefined;
}

function apiFailure(error: unknown): Error {
  if (error instanceof APIError) {
    return new ExitError(`import stopped: ${error.message}`, error.status && error.status < 500 ? 2 : 1);
  }
  return error instanceof Error ? error : new Error(String(error));
}

function print(out: Output, s: ImportSummary): void {
  if (out.json) {
    process.stdout.write(`${JSON.stringify(s, null, 2)}\n`);
    return;
  }
  const verb = (o: Outcome) => (s.dry_run ? `would be ${o}` : o);
  const totals = new Table({ style: { head: [], border: [] } });
  for (const o of ['accepted', 'updated', 'rejected'] as const) totals.push({ [verb(o)]: String(s[o]) });
  totals.push({ rows: String(s.rows) });
  process.stdout.write(`${totals.toString()}\n`);
  if (s.rejections.length === 0) return;
  const table = new Table({ head: ['row', 'caller_id', 'reason'], style: { head: [], border: [] } });
  for (const r of s.rejections.slice(0, SHOWN_REJECTIONS)) {
    const reason = Object.entries(r.errors)
      .map(([field, messages]) =>
        field === 'base' ? messages.join(', ') : `${field} ${messages.join(', ')}`,
      )
      .join('; ');
    table.push([String(r.row), r.caller_id ?? '', reason]);
  }
  process.stdout.write(`${table.toString()}\n`);
  if (s.rejections.length > SHOWN_REJECTIONS) {
    process.stdout.write(
      `… and ${s.rejections.length - SHOWN_REJECTIONS} more rejected rows (--json lists them all)\n`,
    );
  }
}
