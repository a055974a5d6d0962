import type { ApiRecord } from '../kernel/serialize.js';
import type { FileFormat } from './file-upload.js';

/**
 * The lead as a file: JSON (the record as the API shows it), or CSV with a
 * header line and one row: every plain field, then each token of the lead as
 * its own column (a token named like a field is left to the field), nested
 * values as JSON.
 */
export function leadFile(lead: ApiRecord, format: FileFormat): string {
  if (format === 'json') return `${JSON.stringify(lead)}\n`;
  const row: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(lead)) if (k !== 'tokens') row[k] = v;
  const tokens = lead.tokens;
  if (tokens && typeof tokens === 'object' && !Array.isArray(tokens)) {
    for (const [k, v] of Object.entries(tokens)) if (!(k in row)) row[k] = v;
  }
  return csvLine(Object.keys(row)) + csvLine(Object.values(row));
}

/** One CSV line (RFC 4180); a cell that a spreadsheet would run as a formula is prefixed with '. */
function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

function csvCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  let text = typeof v === 'object' ? JSON.stringify(v) : String(v);
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
