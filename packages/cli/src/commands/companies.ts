import { presentApiKey, presentCompany } from '@leadline/core';
import { withLeadline } from '../util/database.js';
import { note, type Output, printRecord, printRecords } from '../util/output.js';

export interface CompanyCreateOptions extends Output {
  name: string;
  subdomain?: string;
  timeZone?: string;
  country?: string;
  database?: string;
}

/** Creates a company with a superuser key pair and prints both (the private key only this once). */
export async function createCompany(options: CompanyCreateOptions): Promise<void> {
  await withLeadline(options.database, async (leadline) => {
    const company = await leadline.companies.create({
      name: options.name,
      ...(options.subdomain ? { subdomain: options.subdomain } : {}),
      ...(options.timeZone ? { time_zone: options.timeZone } : {}),
      ...(options.country ? { default_country: options.country } : {}),
    });
    const issued = await leadline.keys.create(company.id, { name: 'Owner key', superuser: true });
    const result = {
      company: presentCompany(company),
      key: presentApiKey(issued.key, company.time_zone),
      public_key: issued.key.public_key,
      private_key: issued.private_key,
    };
    if (options.json) {
      printRecord(options, result);
      return;
    }
    printRecord(options, {
      company_id: company.id,
      name: company.name,
      subdomain: company.subdomain,
      time_zone: company.time_zone,
      public_key: result.public_key,
      private_key: result.private_key,
    });
    note(
      options,
      'The private key is shown only now; store it. Use it as Basic base64(public_key:private_key).',
    );
  });
}

export async function listCompanies(options: Output & { database?: string }): Promise<void> {
  await withLeadline(options.database, async (leadline) => {
    printRecords(options, (await leadline.companies.list()).map(presentCompany), [
      'id',
      'name',
      'subdomain',
      'time_zone',
      'created_at',
    ]);
  });
}
