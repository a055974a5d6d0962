import Table from 'cli-table3';

export interface Output {
  json: boolean;
}

/** `--json` prints the value as one JSON document; otherwise people get a table. */
export function printRecords(out: Output, records: Record<string, unknown>[], columns?: string[]): void {
  if (out.json) {
    process.stdout.write(`${JSON.stringify(records, null, 2)}\n`);
    return;
  }
  if (records.length === 0) {
    process.stdout.write('(none)\n');
    return;
  }
  const head = columns ?? Object.keys(records[0]!);
  const table = new Table({ head, style: { head: [], border: [] } });
  for (const r of records) table.push(head.map((c) => cell(r[c])));
  process.stdout.write(`${table.toString()}\n`);
}

/** One record as a two-column table (or JSON). */
export function printRecord(out: Output, record: Record<string, unknown>): void {
  if (out.json) {
    process.stdout.write(`${JSON.stringify(record, null, 2)}\n`);
    return;
  }
  const table = new Table({ style: { head: [], border: [] } });
  for (const [k, v] of Object.entries(record)) table.push({ [k]: cell(v) });
  process.stdout.write(`${table.toString()}\n`);
}

function cell(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export const note = (out: Output, message: string) => {
  if (!out.json) process.stderr.write(`${message}\n`);
};
