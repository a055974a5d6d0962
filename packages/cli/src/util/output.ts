import Table from 'cli-table3';

export interface Output {
  /** `--json`: everything; `--json id,name`: those fields of each record. */
  json: boolean | string;
}

/**
 * How records reach stdout, as gh and stripe-cli do it: `--json` prints JSON
 * (only the fields named, if any); otherwise a table drawn for a person at a
 * terminal, and plain tab-separated lines (a header line, then one per
 * record) when stdout is a pipe or a file, for `cut`, `awk` and spreadsheets.
 */
export function printRecords(out: Output, records: Record<string, unknown>[], columns?: string[]): void {
  if (out.json) {
    writeJson(records.map((r) => pick(out, r)));
    return;
  }
  const head = columns ?? (records[0] ? Object.keys(records[0]) : []);
  if (!atTerminal()) {
    const lines = [head, ...records.map((r) => head.map((c) => tsvCell(r[c])))];
    process.stdout.write(`${lines.map((l) => l.join('\t')).join('\n')}\n`);
    return;
  }
  if (records.length === 0) {
    process.stdout.write('(none)\n');
    return;
  }
  const table = new Table({ head: head.map(bold), style: { head: [], border: [] } });
  for (const r of records) table.push(head.map((c) => cell(r[c])));
  process.stdout.write(`${table.toString()}\n`);
}

/** One record: a two-column table at a terminal, `key<TAB>value` lines otherwise, or JSON. */
export function printRecord(out: Output, record: Record<string, unknown>): void {
  if (out.json) {
    writeJson(pick(out, record));
    return;
  }
  if (!atTerminal()) {
    const lines = Object.entries(record).map(([k, v]) => `${k}\t${tsvCell(v)}`);
    process.stdout.write(`${lines.join('\n')}\n`);
    return;
  }
  const table = new Table({ style: { head: [], border: [] } });
  for (const [k, v] of Object.entries(record)) table.push({ [bold(k)]: cell(v) });
  process.stdout.write(`${table.toString()}\n`);
}

/** Whether stdout is a person's terminal (tables, colour) rather than a pipe or file. */
export const atTerminal = () => Boolean(process.stdout.isTTY);

/** Colour only at a terminal, and never with NO_COLOR set (no-color.org) or TERM=dumb. */
export const useColour = () => atTerminal() && !process.env.NO_COLOR && process.env.TERM !== 'dumb';

const bold = (s: string) => (useColour() ? `\x1b[1m${s}\x1b[22m` : s);

function writeJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** `--json id,name` keeps those fields (in that order); plain `--json` keeps all. */
function pick(out: Output, record: Record<string, unknown>): Record<string, unknown> {
  if (typeof out.json !== 'string') return record;
  const fields = out.json
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  return Object.fromEntries(fields.map((f) => [f, record[f] ?? null]));
}

function cell(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** A cell on one line: tabs and line breaks would break the columns. */
const tsvCell = (v: unknown) => cell(v).replace(/[\t\r\n]+/g, ' ');

export const note = (out: Output, message: string) => {
  if (!out.json) process.stderr.write(`${message}\n`);
};
