import { createLeadline } from '@leadline/core';
import { databaseSetting } from '../util/database.js';
import { type Output, printRecord } from '../util/output.js';

export async function migrate(options: { database?: string } & Output): Promise<void> {
  const leadline = await createLeadline({ database: databaseSetting(options.database), migrate: false });
  try {
    const { applied } = await leadline.migrate();
    printRecord(options, { database: leadline.database.location, applied });
  } finally {
    await leadline.close();
  }
}
