import { describe, expect, it } from 'vitest';
import { sortDistinct } from './sort-numbers.js';

describe('sortDistinct', () => {
  it('sorts and de-duplicates across several slices, as a plain sort would', async () => {
    let x = 7;
    const n = (1 << 20) * 3 + 12_345; // more than two merge passes, and a ragged last slice
    const values = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      x = (x * 1103515245 + 12345) % 2 ** 31;
      values[i] = 12_000_000_000 + (x % 2_000_000); // plenty of duplicates
    }
    const expected = [...new Set(Array.from(values))].sort((a, b) => a - b);
    const sorted = await sortDistinct(values);
    expect(sorted.length).toBe(expected.length);
    expect(Array.from(sorted)).toEqual(expected);
  });

  it('handles empty and single inputs', async () => {
    expect(Array.from(await sortDistinct(new Float64Array(0)))).toEqual([]);
    expect(Array.from(await sortDistinct(Float64Array.of(5, 5, 1)))).toEqual([1, 5]);
  });
});
