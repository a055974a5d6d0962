import { createLeadline, type Leadline } from '@leadline/core';

export const DEFAULT_DATABASE = './leadline.db';

/** `--database`, else DATABASE_URL, else ./leadline.db (SQLite). */
export function databaseSetting(flag: string | undefined): string {
  return flag ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE;
}

/** Opens (and migrates) the database for one command, closing it afterwards. */
export async function withLeadline<T>(
  flag: string | undefined,
  run: (leadline: Leadline) => Promise<T>,
): Promise<T> {
  const leadline = await createLeadline({ database: databaseSetting(flag) });
  try {
    return await run(leadline);
  } finally {
    await leadline.close();
  }
}
