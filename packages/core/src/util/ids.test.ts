import { describe, expect, it } from 'vitest';
import { isUuid, newUuid } from './ids.js';

describe('record uuids', () => {
  it('are version 7 uuids in the RFC 9562 layout', () => {
    const id = newUuid();
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
  });

  it('sort in the order they were made, within a millisecond too', () => {
    const ids = Array.from({ length: 5000 }, () => newUuid());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('carry the time they were made', () => {
    const before = Date.now();
    const id = newUuid();
    const ms = Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now() + 1);
  });
});
