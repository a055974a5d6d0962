import { describe, expect, it } from 'vitest';
import { createdStamps, engineChangeStamps, newRowStamps, userChangeStamps } from './stamps.js';

describe('row stamps', () => {
  it('give a new resource row a uuid, created and updated now, and user_updated_at now', () => {
    const stamps = newRowStamps(1_000);
    expect(stamps).toEqual({
      uuid: expect.any(String),
      created_at: 1_000,
      updated_at: 1_000,
      user_updated_at: 1_000,
    });
    expect(newRowStamps(1_000).uuid).not.toBe(stamps.uuid);
  });

  it('keep the created_at and updated_at a client gave, updated_at defaulting to created_at', () => {
    expect(newRowStamps(5_000, { created_at: 1_000 })).toMatchObject({
      created_at: 1_000,
      updated_at: 1_000,
      user_updated_at: 5_000,
    });
    expect(newRowStamps(5_000, { created_at: 1_000, updated_at: 2_000 })).toMatchObject({
      created_at: 1_000,
      updated_at: 2_000,
    });
    // Anything but a number (the parameter parser has converted valid times) is ignored.
    expect(newRowStamps(5_000, { created_at: 'yesterday' })).toMatchObject({
      created_at: 5_000,
      updated_at: 5_000,
    });
  });

  it('move user_updated_at only for a change a user made', () => {
    expect(userChangeStamps(7)).toEqual({ updated_at: 7, user_updated_at: 7 });
    expect(engineChangeStamps(7)).toEqual({ updated_at: 7 });
  });

  it('give a row no user wrote created_at and updated_at only', () => {
    expect(createdStamps(9)).toEqual({ created_at: 9, updated_at: 9 });
  });
});
