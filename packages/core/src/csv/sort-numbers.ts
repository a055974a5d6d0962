import { breathe } from '../jobs/breathe.js';

/**
 * Elements sorted natively, or merged, between yields. A native sort of a
 * million doubles holds the event loop near 100 ms; 131,072 take about ten,
 * at the price of three more merge passes over the whole list.
 */
const SLICE = 1 << 17;

/**
 * Sorts and de-duplicates numbers without holding the event loop: one
 * native sort of ten million doubles blocks for about a second, so slices of
 * 131,072 are sorted natively, then merged pairwise (bottom-up), yielding
 * between slices. Returns a view of the sorted distinct values.
 */
export async function sortDistinct(values: Float64Array): Promise<Float64Array> {
  const n = values.length;
  for (let at = 0; at < n; at += SLICE) {
    values.subarray(at, Math.min(n, at + SLICE)).sort();
    await breathe();
  }
  let from: Float64Array = values;
  let to: Float64Array = new Float64Array(n);
  for (let width = SLICE; width < n; width *= 2) {
    let budget = SLICE;
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(n, lo + width);
      const hi = Math.min(n, lo + 2 * width);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        to[k++] = from[i]! <= from[j]! ? from[i++]! : from[j++]!;
        if (--budget === 0) {
          budget = SLICE;
          await breathe();
        }
      }
      // The rest of a run in one block copy: as a loop it ran unbudgeted, up to half the numbers.
      if (i < mid) to.set(from.subarray(i, mid), k);
      else if (j < hi) to.set(from.subarray(j, hi), k);
    }
    [from, to] = [to, from];
    await breathe();
  }
  let unique = 0;
  for (let i = 0; i < n; i++) if (i === 0 || from[i] !== from[i - 1]) from[unique++] = from[i]!;
  return from.subarray(0, unique);
}
