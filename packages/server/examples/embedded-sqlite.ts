import { join } from 'node:path';
import { createLeadline, systemContext } from '@leadline/core';

/** Leadline inside your own Node app, on one SQLite file, without HTTP. */
export async function main(folder: string) {
  const leadline = await createLeadline({ database: join(folder, 'leadline.db') });
  try {
    const company = await leadline.companies.create({ name: 'Acme Leads', time_zone: 'America/Chicago' });
    const ctx = systemContext(company);

    // Every resource of the REST API, with the same validation and the same answers.
    const offer = await leadline.resource('offers').create(ctx, { name: 'Solar quotes' });
    await leadline
      .resource('buyers')
      .create(ctx, { name: 'SunCo', number: '+13125550100', offer_ids: [offer.id] });

    // A lead posted as a landing page would post it: the offer's lead_token says whose it is.
    const { action, lead } = await leadline.leads.submit({
      lead_token: offer.lead_token,
      caller_id: '+13125550123',
      first_name: 'Ada',
    });

    const leads = await leadline.resource('leads').list(ctx, { per_page: 10 });
    return { action, caller: lead.caller_id, leads: leads.records.length };
  } finally {
    // Closes the database: nothing is left running.
    await leadline.close();
  }
}
