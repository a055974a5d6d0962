// A company with one offer and a suppression list of `listSize` numbers attached to it. The list's
// numbers go straight into suppression_numbers (the table the suppression engine reads) through
// better-sqlite3: importing them through the API is a different benchmark.
import { createLeadline, systemContext } from '@leadline/core';
import Database from 'better-sqlite3';

/** The i-th number of the list: +1 310 000 0000 upward. */
const listed = (i) => 13_100_000_000 + i;

export async function seedLeadBench(file, { listSize }) {
  const leadline = await createLeadline({ database: file });
  const company = await leadline.companies.create({ name: 'Lead bench', time_zone: 'America/New_York' });
  const ctx = systemContext(company);
  const offer = await leadline.resource('offers').create(ctx, { name: 'Bench offer' });
  const list = await leadline.resource('buyer_suppressions').create(ctx, {
    name: 'One million numbers',
    offer_ids: [offer.id],
  });
  await leadline.close();

  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const insert = db.prepare(
    'insert into suppression_numbers (list_id, number, company_id, created_at) values (?, ?, ?, ?)',
  );
  const now = Date.now();
  const batch = db.transaction((from, to) => {
    for (let i = from; i < to; i++) insert.run(list.id, listed(i), company.id, now);
  });
  for (let i = 0; i < listSize; i += 100_000) batch(i, Math.min(listSize, i + 100_000));
  db.prepare('update buyer_suppressions set total_count = ?, import_count = ? where id = ?').run(
    listSize,
    listSize,
    list.id,
  );
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return {
    leadToken: offer.lead_token,
    /** A number on the list, for the i-th request. */
    listedNumber: (i) => `+${listed((i * 7919) % listSize)}`,
  };
}
