import { describe, expect, it } from 'vitest';
import { segmentsOf } from './segments.js';

describe('segmentsOf counts SMS segments as carriers bill them', () => {
  it('fits 160 GSM-7 characters in one segment and splits longer texts at 153', () => {
    expect(segmentsOf('a'.repeat(160))).toEqual({ encoding: 'GSM-7', count: 1 });
    expect(segmentsOf('a'.repeat(161))).toEqual({ encoding: 'GSM-7', count: 2 });
    expect(segmentsOf('a'.repeat(306))).toEqual({ encoding: 'GSM-7', count: 2 });
    expect(segmentsOf('a'.repeat(307))).toEqual({ encoding: 'GSM-7', count: 3 });
  });

  it('counts an extension character such as € or { as two places', () => {
    expect(segmentsOf('€'.repeat(80))).toEqual({ encoding: 'GSM-7', count: 1 });
    expect(segmentsOf(`${'€'.repeat(80)}a`)).toEqual({ encoding: 'GSM-7', count: 2 });
  });

  it('makes the whole text UCS-2 for one character outside GSM-7: 70, then 67 a segment', () => {
    expect(segmentsOf(`${'a'.repeat(69)}ł`)).toEqual({ encoding: 'UCS-2', count: 1 });
    expect(segmentsOf(`${'a'.repeat(70)}ł`)).toEqual({ encoding: 'UCS-2', count: 2 });
    expect(segmentsOf('😀'.repeat(35))).toEqual({ encoding: 'UCS-2', count: 1 });
  });
});
