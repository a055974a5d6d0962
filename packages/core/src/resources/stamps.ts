import { newUuid } from '../util/ids.js';

/**
 * The base columns every new row of a resource table gets: a uuid and its times. Some
 * resources let clients set created_at/updated_at (spec), given here; user_updated_at is now.
 */
export function newRowStamps(now: number, given: { created_at?: unknown; updated_at?: unknown } = {}) {
  const createdAt = typeof given.created_at === 'number' ? given.created_at : now;
  return {
    uuid: newUuid(),
    created_at: createdAt,
    updated_at: typeof given.updated_at === 'number' ? given.updated_at : createdAt,
    user_updated_at: now,
  };
}

/** A change a user or key made through the API: updated_at and user_updated_at both move. */
export function userChangeStamps(now: number) {
  return { updated_at: now, user_updated_at: now };
}

/** A change the engine made on its own (a soft delete, a status moving): only updated_at moves. */
export function engineChangeStamps(now: number) {
  return { updated_at: now };
}
