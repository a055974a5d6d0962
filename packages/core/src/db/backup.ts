import { copyFileSync, existsSync } from 'node:fs';
import { isPostgresUrl } from './open.js';

export interface BackupResult {
  /** The copy of the database. */
  file: string;
  /** The keyring file copied beside it (`<file>.secret-key`), when the database had one. */
  keyFile: string | null;
  pages: number;
}

/**
 * Copies a SQLite database while it is in use (SQLite's online backup API, through better-sqlite3):
 * writers go on, and the copy is one consistent moment. The key file beside it
 * (`<database>.secret-key`) is copied beside the copy, since sealed secrets cannot be read without
 * it. PostgreSQL is backed up with its own tools (pg_dump, base backups with WAL archiving).
 */
export async function backupSqlite(database: string, destination: string): Promise<BackupResult> {
  if (isPostgresUrl(database)) {
    throw new Error(
      'leadline backup copies a SQLite database; back PostgreSQL up with pg_dump or a base backup (docs/deploy.md)',
    );
  }
  const file = database.replace(/^(sqlite|file):(\/\/)?/i, '');
  if (file === '' || file === ':memory:') throw new Error('an in-memory database has nothing to back up');
  if (!existsSync(file)) throw new Error(`no database at ${file}`);
  if (existsSync(destination)) throw new Error(`${destination} exists already: name a new file`);
  const { default: BetterSqlite3 } = await import('better-sqlite3');
  const source = new BetterSqlite3(file, { fileMustExist: true });
  try {
    // A writer that commits mid-copy restarts a step, not the whole copy; 1,000 pages a step.
    const { totalPages } = await source.backup(destination, { progress: () => 1_000 });
    const key = `${file}.secret-key`;
    const keyFile = existsSync(key) ? `${destination}.secret-key` : null;
    if (keyFile) copyFileSync(key, keyFile);
    return { file: destination, keyFile, pages: totalPages };
  } finally {
    source.close();
  }
}
