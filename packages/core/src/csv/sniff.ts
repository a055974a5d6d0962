import { invalidParam } from '../errors/index.js';
import { CsvError, csvBatches } from './csv-splitter.js';

/** Records looked at to find the header row and the phone column. */
const SAMPLE_RECORDS = 20;
/** Bytes read to find them: the start of the file is enough. */
const SAMPLE_BYTES = 256 * 1024;

/** A cell that could be a phone number: phone punctuation and at least 5 digits. */
export const looksLikePhone = (cell: string | undefined): boolean =>
  !!cell && /^\s*\+?[\d\s().-]+\s*$/.test(cell) && cell.replace(/\D/g, '').length >= 5;

const NAME_HINT = /phone|number|caller|mobile|cell|tel|dnc|ani/i;

export interface CsvLayout {
  /** Column headers, or [] when the file starts with data. */
  headers: string[];
  /** The column holding the numbers. */
  column: number;
  /** Its header, or null when the file has none. */
  columnName: string | null;
}

/**
 * Reads the start of a CSV to find its layout. The first row is a header row
 * when none of its cells looks like a phone number. The numbers are in the
 * column `columnName` names, else the first column whose sampled values are
 * mostly phone numbers, else the first whose header says so (phone, number,
 * caller…). Errors name the parameter at fault.
 */
export async function sniffCsv(
  source: AsyncIterable<Uint8Array>,
  columnName: string | null | undefined,
  params = { file: 'import_file', column: 'caller_id_column_name' },
): Promise<CsvLayout> {
  const records: string[][] = [];
  try {
    for await (const batch of csvBatches(limitBytes(source, SAMPLE_BYTES))) {
      records.push(...batch);
      if (records.length >= SAMPLE_RECORDS + 1) break;
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // The sample may end inside a long quoted field: what was read before it is enough.
    if (records.length === 0 || !error.message.includes('never closed'))
      throw invalidParam(params.file, error.message);
  }
  if (records.length === 0) throw invalidParam(params.file, 'is empty');
  const hasHeader = !records[0]!.some(looksLikePhone);
  const headers = hasHeader ? records[0]!.map((h) => h.trim()) : [];
  const sample = records.slice(hasHeader ? 1 : 0, SAMPLE_RECORDS + 1);

  if (columnName) {
    if (!hasHeader) {
      throw invalidParam(params.column, 'the file has no header row; leave it blank to use the phone column');
    }
    const column = headers.findIndex((h) => h.toLowerCase() === columnName.trim().toLowerCase());
    if (column < 0)
      throw invalidParam(params.column, `must be one of the file's headers: ${headers.join(', ')}`);
    return { headers, column, columnName: headers[column]! };
  }
  const width = Math.max(...records.map((r) => r.length));
  let column = -1;
  for (let c = 0; c < width && column < 0; c++) {
    const phones = sample.filter((r) => looksLikePhone(r[c])).length;
    if (sample.length && phones * 2 > sample.length) column = c;
  }
  if (column < 0 && hasHeader) column = headers.findIndex((h) => NAME_HINT.test(h));
  if (column < 0) {
    throw invalidParam(
      params.file,
      `no column looks like phone numbers${hasHeader ? `; name one with ${params.column} (headers: ${headers.join(', ')})` : ''}`,
    );
  }
  return { headers, column, columnName: hasHeader ? headers[column]! : null };
}

async function* limitBytes(source: AsyncIterable<Uint8Array>, max: number): AsyncGenerator<Uint8Array> {
  let seen = 0;
  for await (const chunk of source) {
    yield chunk;
    seen += chunk.byteLength;
    if (seen >= max) return;
  }
}
