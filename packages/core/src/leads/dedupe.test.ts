import { describe, expect, it } from 'vitest';
import { conflictingOptions, decide } from './dedupe.js';

describe('dedupe.decide', () => {
  it('inserts when the caller has no open lead, whatever the mode', () => {
    expect(decide('create', {}, false)).toBe('insert');
    expect(decide('create_or_update', {}, false)).toBe('insert');
    expect(decide('create', { expire_existing: true }, false)).toBe('insert');
  });

  it('refuses a plain POST /leads for a caller who already has an open lead', () => {
    expect(decide('create', {}, true)).toBe('reject_duplicate');
  });

  it('updates the open lead on create_or_update or update_all_matching_leads', () => {
    expect(decide('create_or_update', {}, true)).toBe('update');
    expect(decide('create', { update_all_matching_leads: true }, true)).toBe('update');
  });

  it('update_only updates the open lead and refuses when there is none', () => {
    expect(decide('create', { update_only: true }, true)).toBe('update');
    expect(decide('create', { update_only: true }, false)).toBe('reject_missing');
  });

  it('ends or deletes the open lead before creating, expire before delete', () => {
    expect(decide('create', { expire_existing: true }, true)).toBe('expire_then_insert');
    expect(decide('create', { delete_existing: true }, true)).toBe('delete_then_insert');
    expect(decide('create_or_update', { expire_existing: true }, true)).toBe('expire_then_insert');
  });
});

describe('dedupe.conflictingOptions', () => {
  it('names each contradictory pair once and accepts compatible options', () => {
    expect(conflictingOptions({ update_only: true, expire_existing: true })).toEqual({
      update_only: ['cannot be combined with expire_existing or delete_existing'],
    });
    expect(conflictingOptions({ expire_existing: true, delete_existing: true })).toEqual({
      delete_existing: ['cannot be combined with expire_existing'],
    });
    expect(conflictingOptions({ blocked: true, unblock_contact: true })).toEqual({
      unblock_contact: ['cannot be combined with blocked'],
    });
    expect(conflictingOptions({ update_only: true, blocked: true })).toEqual({});
  });
});
