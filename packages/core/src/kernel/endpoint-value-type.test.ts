import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ValueOf } from './endpoint-value-type.js';
import type { EndpointValue } from './endpoints.js';

const REPORT = {
  type: 'object',
  description: 'A report',
  properties: {
    zone: { type: 'string', description: 'Zone' },
    interval: { type: 'enum', values: ['day', 'week'], nullable: true, description: 'Bucket' },
    series: {
      type: 'objects',
      description: 'Series',
      properties: {
        key: { type: 'json', description: 'Grouped by' },
        values: { type: 'array', description: 'Numbers', entries: { type: 'decimal', description: 'One' } },
        note: { type: 'string', optional: true, description: 'Left out of some' },
      },
    },
    by: {
      type: 'object',
      values: ['offer', 'buyer'],
      description: 'Per category',
      entries: { type: 'integers', description: 'Ids' },
    },
  },
} as const satisfies EndpointValue;

describe('ValueOf', () => {
  it('types a declared answer as the SDK renders it: enums, nullable values, arrays, maps and optional keys', () => {
    type Report = ValueOf<typeof REPORT>;
    expectTypeOf<Report['zone']>().toEqualTypeOf<string>();
    expectTypeOf<Report['interval']>().toEqualTypeOf<'day' | 'week' | null>();
    expectTypeOf<Report['series'][number]['values']>().toEqualTypeOf<number[]>();
    expectTypeOf<Report['by']>().toEqualTypeOf<Partial<Record<'offer' | 'buyer', number[]>>>();
    const answer: Report = { zone: 'UTC', interval: null, series: [{ key: 7, values: [1.5] }], by: {} };
    // The optional key may be left out; every other declared key must be there.
    expect(Object.keys(answer.series[0]!)).toEqual(
      Object.entries(REPORT.properties.series.properties)
        .filter(([, v]) => !('optional' in v))
        .map(([k]) => k),
    );
  });
});
