import { createLeadline, type Leadline } from '@leadline/core';
import { SETTINGS } from '@leadline/server/config';

/** `--database`, else DATABASE_URL read as the server reads it (blank is unset), else ./leadline.db. */
export function databaseSetting(flag: string | undefined): string {
  return SETTINGS.databaseUrl.parse(flag ?? process.env[SETTINGS.databaseUrl.env]);
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
