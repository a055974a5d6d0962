import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLeadline } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';
import { type CitusBlockers, citusBlockers } from './citus-readiness.js';

/**
 * Tables that would not be distributed by company_id (docs/deploy.md, "Distributing by tenant"):
 * the tenant table as a reference table, and the installation-wide tables kept on the coordinator.
 */
const NOT_DISTRIBUTED = new Set([
  'leases',
  'credential_epoch',
  'companies',
  'jobs',
  'job_files',
  'rate_limit_counters',
  'kysely_migration',
  'kysely_migration_lock',
]);

const LIST = new URL('./citus-blockers.json', import.meta.url);

describe('distributing by company_id (Citus): what blocks it today', () => {
  let leadline: Leadline;
  beforeAll(async () => {
    leadline = await createTestLeadline();
  });
  afterAll(() => leadline.close());

  it('is exactly the checked-in list, which may only shrink', async () => {
    const found = await citusBlockers(leadline.database.db, leadline.database.dialect, NOT_DISTRIBUTED);
    if (process.env.LEADLINE_WRITE_CITUS_BLOCKERS) writeFileSync(LIST, `${JSON.stringify(found, null, 2)}\n`);
    const listed = JSON.parse(readFileSync(LIST, 'utf8')) as CitusBlockers;
    // A new blocker (a new table without company_id, a new unique key without it) fails here…
    const added = Object.entries(found).flatMap(([t, reasons]) =>
      reasons.filter((r) => !listed[t]?.includes(r)).map((r) => `${t}: ${r}`),
    );
    expect(added, 'new tables and keys must fit distribution by company_id').toEqual([]);
    // …and a fixed one must leave the list, so it only shrinks.
    const fixed = Object.entries(listed).flatMap(([t, reasons]) =>
      reasons.filter((r) => !found[t]?.includes(r)).map((r) => `${t}: ${r}`),
    );
    expect(fixed, 'remove these from citus-blockers.json').toEqual([]);
  });
});
