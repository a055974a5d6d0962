import { breathe } from '../jobs/breathe.js';

/** Elements sorted or merged between yields: a few tens of milliseconds of work. */
const SLICE = 1 << 20;

/**
 * Sorts and de-duplicates numbers without holding the event loop: one
 * native sort of ten million doubles blocks for about a second, so slices of
 * a million are sorted natively, then merged pairwise (bottom-up), yielding
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
      while (i < mid) to[k++] = from[i++]!;
      while (j < hi) to[k++] = from[j++]!;
    }
    [from, to] = [to, from];
    await breathe();
  }
  let unique = 0;
  for (let i = 0; i < n; i++) if (i === 0 || from[i] !== from[i - 1]) from[unique++] = from[i]!;
  return from.subarray(0, unique);
}
