import { describe, expect, it } from 'vitest';
import { failedFilter, readTokenFilters } from './token-filters.js';

const passes = (filters: unknown, tokens: Record<string, unknown>) => {
  const read = readTokenFilters(filters);
  if (read === null) throw new Error('unreadable');
  return failedFilter(read, tokens) === null;
};

describe('buyer token filters', () => {
  it('compares equality, containment and numbers as the token_values filter does', () => {
    expect(passes([{ key: 'state', operator: '==', value: 'CA' }], { state: 'CA' })).toBe(true);
    expect(passes([{ key: 'state', operator: '!=', value: 'CA' }], { state: 'CA' })).toBe(false);
    expect(passes([{ key: 'source', operator: '=~', value: 'GOOG' }], { source: 'google-ads' })).toBe(true);
    expect(passes([{ key: 'source', operator: '!~', value: 'goog' }], { source: 'google-ads' })).toBe(false);
    expect(passes([{ key: 'age', operator: '>=', value: '65' }], { age: '70' })).toBe(true);
    expect(passes([{ key: 'age', operator: '<', value: '65' }], { age: '9' })).toBe(true);
    expect(passes([{ key: 'age', operator: '>', value: 65 }], { age: '100' })).toBe(true);
  });

  it('matches list membership for in and not in, case-insensitively', () => {
    const inWest = [{ key: 'caller_state', operator: 'in', value: 'CA, nv' }];
    expect(passes(inWest, { caller_state: 'NV' })).toBe(true);
    expect(passes(inWest, { caller_state: 'TX' })).toBe(false);
    expect(
      passes([{ key: 'caller_state', operator: 'not in', value: ['CA', 'NV'] }], { caller_state: 'TX' }),
    ).toBe(true);
  });

  it('treats a token the call lacks as blank: only the negative operators hold', () => {
    expect(passes([{ key: 'zip', operator: '==', value: '1' }], {})).toBe(false);
    expect(passes([{ key: 'zip', operator: 'in', value: '1' }], {})).toBe(false);
    expect(passes([{ key: 'zip', operator: 'not in', value: '1' }], {})).toBe(true);
    expect(passes([{ key: 'zip', operator: '!=', value: '1' }], {})).toBe(true);
  });

  it('reads blank as no filters and anything malformed as unreadable', () => {
    expect(readTokenFilters(null)).toEqual([]);
    expect(readTokenFilters('[]')).toEqual([]);
    expect(readTokenFilters([{ key: 'a', operator: 'like', value: 'x' }])).toBeNull();
    expect(readTokenFilters({ key: 'a' })).toBeNull();
  });

  it('compares as text when either side is not a number, and requires every filter', () => {
    // "10" sorts before "9" as text.
    expect(passes([{ key: 'tier', operator: '<', value: '9x' }], { tier: '10' })).toBe(true);
    expect(passes([{ key: 'tier', operator: '<', value: '9' }], { tier: '10' })).toBe(false);
    expect(passes([{ key: 'age', operator: '>', value: '1' }], {})).toBe(false);
    const both = [
      { key: 'state', value: 'CA' },
      { key: 'age', operator: '>=', value: '18' },
    ];
    // The operator defaults to ==.
    expect(passes(both, { state: 'CA', age: '30' })).toBe(true);
    const read = readTokenFilters(both)!;
    expect(failedFilter(read, { state: 'CA', age: '12' })).toEqual({
      key: 'age',
      operator: '>=',
      value: '18',
    });
  });
});
