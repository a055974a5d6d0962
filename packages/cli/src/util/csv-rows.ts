import { createReadStream } from 'node:fs';
import { CsvError, csvLineBatches } from '@leadline/core/csv-phone';
import { ExitError } from './exit-error.js';

/** A header as lead parameters spell it: `First Name` → `first_name`. */
export const paramName = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

export interface CsvRow {
  /** The file's line the row starts on (1-based: the header is line 1), as an editor shows it. */
  line: number;
  /** Cells keyed by normalised header, trimmed, blank cells left out. */
  values: Record<string, string>;
}

export interface CsvShape {
  /** Headers as written, and as parameters (`paramName`). */
  headers: string[];
  params: string[];
  /** Data rows (blank lines aside). */
  rows: number;
  delimiter: string;
}

const DELIMITER_NAMES: Record<string, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab' };
export const delimiterName = (d: string) => DELIMITER_NAMES[d] ?? JSON.stringify(d);

/**
 * Reads the whole file once before anything is sent: its header, its row
 * count (for progress) and its delimiter, and refuses what cannot be read —
 * a quote left open, an empty or header-only file — before a single row is
 * imported. The reader is core's (the server's imports read files with it
 * too), so the CLI and the server agree on every file.
 */
export async function csvShape(path: string): Promise<CsvShape> {
  let header: string[] | undefined;
  let rows = 0;
  let delimiter = ',';
  for await (const batch of readBatches(path)) {
    delimiter = batch.delimiter;
    header ??= batch.records[0];
    rows += batch.records.length;
  }
  if (!header) throw new ExitError(`${path} is empty: a header row and at least one row are needed`, 2);
  if (rows === 1) throw new ExitError(`${path} has a header row and no data rows`, 2);
  return { headers: header.map((h) => h.trim()), params: header.map(paramName), rows: rows - 1, delimiter };
}

/** The file's data rows in batches (one per chunk read), keyed by `shape.params`. */
export async function* csvRows(
  path: string,
  shape: CsvShape,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<CsvRow[]> {
  let first = true;
  for await (const batch of readBatches(path, onBytes)) {
    const out: CsvRow[] = [];
    batch.records.forEach((cells, i) => {
      if (first) {
        first = false;
        return;
      }
      const values: Record<string, string> = {};
      cells.forEach((cell, c) => {
        const key = shape.params[c];
        const value = cell.trim();
        if (key && value !== '') values[key] = value;
      });
      out.push({ line: batch.lines[i]!, values });
    });
    if (out.length) yield out;
  }
}

async function* readBatches(path: string, onBytes?: (bytes: number) => void) {
  try {
    yield* csvLineBatches(createReadStream(path), onBytes ? { onBytes } : {});
  } catch (error) {
    if (error instanceof CsvError) throw new ExitError(`${path}: ${error.message}; nothing was imported`, 2);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new ExitError(`No such file: ${path}`, 2);
    if (code === 'EISDIR') throw new ExitError(`${path} is a directory, not a CSV file`, 2);
    throw error;
  }
}
