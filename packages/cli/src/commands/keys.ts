import { type Leadline, presentApiKey } from '@leadline/core';
import { withLeadline } from '../util/database.js';
import { ExitError } from '../util/exit-error.js';
import { note, type Output, printRecord, printRecords } from '../util/output.js';

interface KeyScope extends Output {
  company: string;
  database?: string;
}

async function companyOf(leadline: Leadline, ref: string) {
  const company = await leadline.companies.findByRef(ref);
  if (!company) throw new ExitError(`No company ${ref}`, 2);
  return company;
}

export async function createKey(
  options: KeyScope & { name?: string; superuser?: boolean; permissions?: string },
): Promise<void> {
  await withLeadline(options.database, async (leadline) => {
    const company = await companyOf(leadline, options.company);
    const issued = await leadline.keys.create(company.id, {
      ...(options.name ? { name: options.name } : {}),
      superuser: Boolean(options.superuser),
      ...(options.permissions ? { permissions: options.permissions } : {}),
    });
    printRecord(options, {
      ...presentApiKey(issued.key, company.time_zone),
      private_key: issued.private_key,
    });
    note(options, 'The private key is shown only now; store it.');
  });
}

export async function listKeys(options: KeyScope): Promise<void> {
  await withLeadline(options.database, async (leadline) => {
    const company = await companyOf(leadline, options.company);
    const keys = (await leadline.keys.list(company.id)).map((k) => presentApiKey(k, company.time_zone));
    printRecords(options, keys, [
      'id',
      'name',
      'public_key',
      'superuser',
      'paused',
      'revoked_at',
      'last_used_at',
    ]);
  });
}

/** revoke, pause and resume: one key, by id, uuid or public key. */
export async function changeKey(
  action: 'revoke' | 'pause' | 'resume',
  key: string,
  options: KeyScope,
): Promise<void> {
  await withLeadline(options.database, async (leadline) => {
    const company = await companyOf(leadline, options.company);
    const changed =
      action === 'revoke'
        ? await leadline.keys.revoke(company.id, key)
        : await leadline.keys.setPaused(company.id, key, action === 'pause');
    printRecord(options, presentApiKey(changed, company.time_zone));
  });
}
