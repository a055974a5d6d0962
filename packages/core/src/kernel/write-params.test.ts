import { describe, expect, it } from 'vitest';
import { accessControlLists } from '../agents/access-control-lists.resource.js';
import { buyerConversions } from '../calls/buyer-conversions.resource.js';
import { offers } from '../routing/offers.resource.js';
import { checkWriteParams, normalizeWrite } from './write-params.js';

describe('normalizeWrite', () => {
  it('unwraps the singular root (or an alias root), its keys winning over keys beside it', () => {
    expect(normalizeWrite(offers, { offer: { name: 'In' }, name: 'Out', auth_token: 't' })).toEqual({
      name: 'In',
      auth_token: 't',
    });
    expect(normalizeWrite(accessControlLists, { team: { name: 'Closers' } })).toEqual({ name: 'Closers' });
  });

  it("renames TrackDrive's field names, the Leadline name winning when both come", () => {
    expect(normalizeWrite(buyerConversions, { webhook_remote_url: 'https://a.example' })).toEqual({
      webhook_url: 'https://a.example',
    });
    expect(
      normalizeWrite(buyerConversions, {
        webhook_remote_url: 'https://a.example',
        webhook_url: 'https://b.example',
      }),
    ).toEqual({ webhook_url: 'https://b.example' });
  });

  it('writes an inverse boolean through, and refuses a contradiction or a non-boolean', () => {
    expect(normalizeWrite(offers, { paused: 'yes' })).toEqual({ active: false });
    expect(normalizeWrite(offers, { paused: false, active: true })).toEqual({ active: true });
    expect(() => normalizeWrite(offers, { paused: true, active: true })).toThrow(/paused/);
    expect(() => normalizeWrite(offers, { paused: 'maybe' })).toThrow();
  });

  it('is idempotent', () => {
    const once = normalizeWrite(offers, { offer: { paused: true, name: 'x' } });
    expect(normalizeWrite(offers, once)).toEqual(once);
  });
});

describe('checkWriteParams', () => {
  it('names every unknown parameter in one 422', () => {
    try {
      checkWriteParams(offers, 'create', { name: 'x', nme: 'y', foo: 1 });
      expect.unreachable();
    } catch (error) {
      expect((error as { errors: Record<string, string[]> }).errors).toEqual({
        nme: ['is not a parameter of offers create'],
        foo: ['is not a parameter of offers create'],
      });
    }
  });

  it('accepts transport parameters and refs operations, and returns the read-only columns it ignores', () => {
    const checked = checkWriteParams(offers, 'update', {
      id: 3,
      lead_token: 'abc',
      add_buyer_ids: [1],
      auth_token: 't',
      time_zone: 'UTC',
      name: 'x',
    });
    expect(checked.ignored.sort()).toEqual(['id', 'lead_token']);
    expect(checked.params).toMatchObject({ name: 'x', add_buyer_ids: [1] });
  });
});
