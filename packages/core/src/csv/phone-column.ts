import { breathe } from '../jobs/breathe.js';
import { JobStopped } from '../jobs/job.js';
import { e164ToNumber, normalizeNumber, type RejectReason } from '../phone/normalize.js';
import { csvBatches } from './csv-splitter.js';
import { sortDistinct } from './sort-numbers.js';

/** Rejected rows named in a report; the rest are only counted. */
const EXAMPLES = 20;
/** Rows normalised between yields to the event loop, so requests keep being served during a big import. */
const SLICE = 8192;

export interface PhoneColumn {
  /** The distinct valid numbers as E.164 digits, ascending: the order a primary key wants them inserted in. */
  numbers: Float64Array;
  /** Data rows read (header and blank lines excluded). */
  rows: number;
  /** Rows whose cell was not a usable number. */
  rejected: number;
  /** The first rejected rows: 1-based line in the data, the cell, why. */
  examples: { row: number; value: string; reason: RejectReason }[];
}

export interface ReadOptions {
  column: number;
  skipHeader: boolean;
  /** Country for numbers without a country code. */
  country: string;
  signal?: AbortSignal;
  /** Bytes consumed so far, for progress. */
  onBytes?: (bytes: number) => void;
}

/**
 * Reads one column of a CSV stream into sorted, de-duplicated E.164 digits.
 * The numbers are held as a Float64Array (8 bytes each, exact below 2^53), so
 * ten million fit in 80 MB, and are sorted in slices (`sortDistinct`).
 */
export async function readPhoneColumn(
  source: AsyncIterable<Uint8Array>,
  o: ReadOptions,
): Promise<PhoneColumn> {
  const numbers = new GrowingNumbers();
  let rows = 0;
  let rejected = 0;
  const examples: PhoneColumn['examples'] = [];
  let skip = o.skipHeader;
  for await (const batch of csvBatches(source, o.onBytes)) {
    for (let start = 0; start < batch.length; start += SLICE) {
      if (o.signal?.aborted) throw new JobStopped();
      const end = Math.min(batch.length, start + SLICE);
      for (let i = start; i < end; i++) {
        if (skip) {
          skip = false;
          continue;
        }
        rows++;
        const cell = batch[i]![o.column] ?? '';
        const n = normalizeNumber(cell, o.country);
        if (!n.ok) {
          rejected++;
          if (examples.length < EXAMPLES) examples.push({ row: rows, value: cell, reason: n.reason });
          continue;
        }
        numbers.push(e164ToNumber(n.e164));
      }
      if (end < batch.length) await new Promise((r) => setImmediate(r));
    }
    await new Promise((r) => setImmediate(r));
  }
  return { numbers: await sortDistinct(await numbers.joined()), rows, rejected, examples };
}

/** Largest block: 8 MB. */
const MAX_BLOCK = 1 << 20;

/**
 * Numbers appended in blocks that are never copied while reading: doubling
 * one array copies it whole each time, and at millions of numbers that copy
 * holds the event loop for tens of milliseconds. The blocks are joined once,
 * a block at a time between yields.
 */
class GrowingNumbers {
  private readonly blocks: Float64Array[] = [];
  private block = new Float64Array(1 << 12);
  private used = 0;
  private total = 0;

  push(n: number): void {
    if (this.used === this.block.length) {
      this.blocks.push(this.block);
      this.block = new Float64Array(Math.min(MAX_BLOCK, this.block.length * 2));
      this.used = 0;
    }
    this.block[this.used++] = n;
    this.total++;
  }

  async joined(): Promise<Float64Array> {
    const all = new Float64Array(this.total);
    let at = 0;
    for (const b of [...this.blocks, this.block.subarray(0, this.used)]) {
      all.set(b, at);
      at += b.length;
      await breathe();
    }
    return all;
  }
}

/** "2 rows rejected: row 3 "123" (shorter than 5 digits), …" */
export function describeRejected(column: Pick<PhoneColumn, 'rejected' | 'examples'>): string | null {
  if (column.rejected === 0) return null;
  const named = column.examples
    .map((e) => `row ${e.row} ${JSON.stringify(e.value)} (${e.reason})`)
    .join(', ');
  const more =
    column.rejected > column.examples.length ? `, and ${column.rejected - column.examples.length} more` : '';
  return `${column.rejected} row${column.rejected === 1 ? '' : 's'} rejected: ${named}${more}`;
}
