import { newUuid } from '../util/ids.js';

/**
 * The one place rows get their created_at/updated_at/user_updated_at (issue 15): new rows and
 * changes of resource tables, and the tables the migrations create.
 */

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

/**
 * created_at and updated_at of a new row no user wrote: the tables the migrations create
 * (jobs, companies, users, keys), which have no user_updated_at, and engine records (change logs,
 * export records) whose user_updated_at stays null.
 */
export function createdStamps(now: number) {
  return { created_at: now, updated_at: now };
}

/** A change a user or key made through the API: updated_at and user_updated_at both move. */
export function userChangeStamps(now: number) {
  return { updated_at: now, user_updated_at: now };
}

/** A change the engine made on its own (a soft delete, a status moving): only updated_at moves. */
export function engineChangeStamps(now: number) {
  return { updated_at: now };
}
