/**
 * Lets the event loop run pending I/O. A loop of `await`s on SQLite never
 * gives it the chance: better-sqlite3 answers synchronously, so each await
 * resumes as a microtask and incoming requests wait for the whole loop. Long
 * jobs call this between batches so the API keeps answering.
 */
export const breathe = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
