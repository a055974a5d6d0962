/**
 * Splits CSV text into records as it arrives, chunk by chunk (RFC 4180:
 * comma-separated, fields quoted with ", "" inside quotes, CRLF or LF, line
 * breaks inside quoted fields). Lines without a quote — nearly every line of a
 * phone list — take a split(',') fast path: a 10-million-row file is read in
 * a few seconds. Blank lines are skipped.
 */
export class CsvSplitter {
  private rest = '';

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
        if (line !== '') out.push(line.split(','));
        continue;
      }
      const record = quotedRecord(s, pos, last);
      if (!record) break;
      out.push(record.cells);
      pos = record.end;
    }
    this.rest = pos >= s.length ? '' : s.slice(pos);
    return out;
  }
}

/** One record that contains quotes, from `start`; null when it may continue past the text. */
function quotedRecord(s: string, start: number, last: boolean): { cells: string[]; end: number } | null {
  const cells: string[] = [];
  let cell = '';
  let inQuotes = false;
  for (let i = start; i < s.length; i++) {
    const c = s[i]!;
    if (inQuotes) {
      if (c !== '"') cell += c;
      else if (s[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (i + 1 === s.length && !last)
        return null; // "" may be split across chunks
      else inQuotes = false;
    } else if (c === '"') inQuotes = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && i + 1 === s.length && !last) return null;
      cells.push(cell);
      return { cells, end: c === '\r' && s[i + 1] === '\n' ? i + 2 : i + 1 };
    } else cell += c;
  }
  if (!last) return null;
  cells.push(cell);
  return { cells, end: s.length };
}

/** Every record of a byte stream, in batches (one per chunk read), decoding UTF-8 across chunk edges. */
export async function* csvBatches(
  source: AsyncIterable<Uint8Array>,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<string[][]> {
  const decoder = new TextDecoder('utf-8');
  const splitter = new CsvSplitter();
  let first = true;
  for await (const chunk of source) {
    let text = decoder.decode(chunk, { stream: true });
    if (first && text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a BOM from spreadsheet exports
    first = false;
    onBytes?.(chunk.byteLength);
    const batch = splitter.push(text);
    if (batch.length) yield batch;
  }
  const tail = [...splitter.push(decoder.decode()), ...splitter.end()];
  if (tail.length) yield tail;
}
