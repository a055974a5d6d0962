import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';

/** A header as lead parameters spell it: `First Name` → `first_name`. */
export const paramName = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

export interface CsvRow {
  /** 1-based line of the row in the file's data (the header is row 0). */
  row: number;
  values: Record<string, string>;
}

/**
 * Streams a CSV file (header row first) as objects keyed by normalised
 * header, blank cells left out, never holding the whole file in memory.
 * `onBytes` reports how far into the file the reader is (for progress).
 */
export async function* csvRows(path: string, onBytes: (bytes: number) => void): AsyncGenerator<CsvRow> {
  const input = createReadStream(path);
  let bytes = 0;
  input.on('data', (chunk) => {
    bytes += chunk.length;
    onBytes(bytes);
  });
  const parser = input.pipe(
    parse({
      bom: true,
      columns: (headers: string[]) => headers.map(paramName),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }),
  );
  let row = 0;
  for await (const record of parser as AsyncIterable<Record<string, string>>) {
    row++;
    const values: Record<string, string> = {};
    for (const [k, v] of Object.entries(record)) if (k && v !== '') values[k] = v;
    yield { row, values };
  }
}
