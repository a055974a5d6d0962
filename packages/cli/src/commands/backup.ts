import { resolve } from 'node:path';
import { backupSqlite } from '@leadline/core';
import { databaseSetting } from '../util/database.js';
import { ExitError } from '../util/exit-error.js';
import { type Output, printRecord } from '../util/output.js';

/** `leadline backup --to <file>`: an online copy of a SQLite database and its key file. */
export async function backup(options: { database?: string; to: string } & Output): Promise<void> {
  const database = databaseSetting(options.database);
  let result: Awaited<ReturnType<typeof backupSqlite>>;
  try {
    result = await backupSqlite(database, resolve(options.to));
  } catch (error) {
    throw new ExitError(`backup: ${(error as Error).message}`, 2);
  }
  printRecord(options, {
    database: resolve(database),
    file: result.file,
    key_file: result.keyFile,
    pages: result.pages,
  });
}
