/**
 * Splits CSV text into records as it arrives, chunk by chunk (RFC 4180:
 * fields quoted with ", "" inside quotes, CRLF or LF, line breaks inside
 * quoted fields). Lines without a quote — nearly every line of a phone list —
 * take a split() fast path: a 10-million-row file is read in a few seconds.
 * Blank lines are skipped. It reads what csv-parse reads (`relax_column_count`,
 * `skip_empty_lines`; csv-splitter.test.ts holds the two to one corpus of
 * edge cases), with one leniency, csv-parse's `relax_quotes`: a quote opens a
 * quoted field only as the field's first character, elsewhere it is text
 * (`5'10"`). What neither reads — a quote never closed, text after a closing
 * quote — is a CsvError naming the line.
 *
 * The delimiter is `,` unless told, or `auto`: the first line's `;` or tab
 * when it has no comma (spreadsheets in much of Europe write `;`).
 */
export class CsvSplitter {
  private rest = '';
  /** Line (1-based) where `rest` starts. */
  private line = 1;
  private delimiter: string | undefined;
  /** Line (1-based) each record of the last push() or end() starts on. */
  lines: number[] = [];

  constructor(delimiter: ',' | ';' | '\t' | 'auto' = ',') {
    this.delimiter = delimiter === 'auto' ? undefined : delimiter;
  }

  /** The delimiter in use (after `auto` has seen the first line). */
  get separator(): string {
    return this.delimiter ?? ',';
  }

  /** Records completed by this text; the unfinished tail waits for the next push. */
  push(text: string): string[][] {
    return this.take(this.rest + text, false);
  }

  /** Whatever is left once the input ended. */
  end(): string[][] {
    return this.take(this.rest, true);
  }

  private take(s: string, last: boolean): string[][] {
    const out: string[][] = [];
    this.lines = [];
    if (this.delimiter === undefined) {
      const nl = s.indexOf('\n');
      if (nl === -1 && !last) {
        this.rest = s;
        return out;
      }
      this.delimiter = detectDelimiter(nl === -1 ? s : s.slice(0, nl));
    }
    const d = this.delimiter;
    let pos = 0;
    let quote = s.indexOf('"');
    while (pos < s.length) {
      if (quote !== -1 && quote < pos) quote = s.indexOf('"', pos);
      const nl = s.indexOf('\n', pos);
      if (quote === -1 || (nl !== -1 && quote > nl)) {
        if (nl === -1 && !last) break;
        const end = nl === -1 ? s.length : nl;
        const line = s.charCodeAt(end - 1) === 13 ? s.slice(pos, end - 1) : s.slice(pos, end);
        pos = end + 1;
        if (line !== '') {
          out.push(line.split(d));
          this.lines.push(this.line);
        }
        this.line++;
        continue;
      }
      const record = quotedRecord(s, pos, last, d, this.line);
      if (!record) break;
      if (!(record.cells.length === 1 && record.cells[0] === '' && !record.quoted)) {
        out.push(record.cells);
        this.lines.push(this.line);
      }
      this.line += record.lines;
      pos = record.end;
    }
    this.rest = pos >= s.length ? '' : s.slice(pos);
    if (this.rest.length > MAX_RECORD_CHARS) {
      throw new CsvError(
        `the record on line ${this.line} runs past ${MAX_RECORD_CHARS / (1 << 20)} MiB: a quote left open?`,
        this.line,
      );
    }
    return out;
  }
}

/** Longest record read: past it, a quote left open would otherwise swallow the whole file. */
const MAX_RECORD_CHARS = 1 << 20;

/** A file the splitter cannot read; `line` is the file's 1-based line. */
export class CsvError extends Error {
  override name = 'CsvError';
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** `,` unless the line has none and has `;` or a tab (outside quotes). */
export function detectDelimiter(firstLine: string): ',' | ';' | '\t' {
  const bare = firstLine.replace(/"[^"]*"/g, '');
  if (bare.includes(',')) return ',';
  if (bare.includes(';')) return ';';
  if (bare.includes('\t')) return '\t';
  return ',';
}

/** One record that contains quotes, from `start`; null when it may continue past the text. */
function quotedRecord(
  s: string,
  start: number,
  last: boolean,
  d: string,
  line: number,
): { cells: string[]; end: number; lines: number; quoted: boolean } | null {
  const cells: string[] = [];
  let cell = '';
  let inQuotes = false;
  let fieldStart = true;
  let closed = false;
  let lines = 0;
  for (let i = start; i < s.length; i++) {
    const c = s[i]!;
    if (inQuotes) {
      if (c === '\n') lines++;
      if (c !== '"') cell += c;
      else if (s[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (i + 1 === s.length && !last)
        return null; // "" may be split across chunks
      else {
        inQuotes = false;
        closed = true;
      }
    } else if (c === d) {
      cells.push(cell);
      cell = '';
      fieldStart = true;
      closed = false;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && i + 1 === s.length && !last) return null;
      if (c === '\r' && s[i + 1] !== '\n') {
        cell += c;
        continue;
      }
      cells.push(cell);
      return { cells, end: c === '\r' ? i + 2 : i + 1, lines: lines + 1, quoted: true };
    } else if (closed) {
      throw new CsvError(
        `line ${line + lines}: text after a closing quote (${JSON.stringify(cell + c)})`,
        line + lines,
      );
    } else if (c === '"' && fieldStart) {
      inQuotes = true;
      fieldStart = false;
    } else {
      cell += c;
      fieldStart = false;
    }
  }
  if (!last) return null;
  if (inQuotes) throw new CsvError(`line ${line}: a quote opened here is never closed`, line);
  cells.push(cell);
  return { cells, end: s.length, lines: lines + 1, quoted: true };
}

export interface CsvBatchOptions {
  onBytes?: (bytes: number) => void;
  delimiter?: ',' | ';' | '\t' | 'auto';
}

/** Every record of a byte stream, in batches (one per chunk read), decoding UTF-8 across chunk edges. */
export async function* csvBatches(
  source: AsyncIterable<Uint8Array>,
  options: ((bytes: number) => void) | CsvBatchOptions = {},
): AsyncGenerator<string[][]> {
  for await (const batch of csvLineBatches(source, options)) yield batch.records;
}

/** As csvBatches, with the file line each record starts on, and the delimiter read. */
export async function* csvLineBatches(
  source: AsyncIterable<Uint8Array>,
  options: ((bytes: number) => void) | CsvBatchOptions = {},
): AsyncGenerator<{ records: string[][]; lines: number[]; delimiter: string }> {
  const o = typeof options === 'function' ? { onBytes: options } : options;
  const decoder = new TextDecoder('utf-8');
  const splitter = new CsvSplitter(o.delimiter ?? 'auto');
  let first = true;
  for await (const chunk of source) {
    let text = decoder.decode(chunk, { stream: true });
    if (first && text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a BOM from spreadsheet exports
    first = false;
    o.onBytes?.(chunk.byteLength);
    const records = splitter.push(text);
    if (records.length) yield { records, lines: splitter.lines, delimiter: splitter.separator };
  }
  const records = splitter.push(decoder.decode());
  const lines = splitter.lines;
  const tail = splitter.end();
  if (records.length + tail.length) {
    yield {
      records: [...records, ...tail],
      lines: [...lines, ...splitter.lines],
      delimiter: splitter.separator,
    };
  }
}
