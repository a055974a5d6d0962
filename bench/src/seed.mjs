// Seeds a SQLite file with COMPANIES companies and ROWS buyers spread across them,
// straight through better-sqlite3 (the API would take far longer and is not what is measured).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createLeadline } from '@leadline/core';
import Database from 'better-sqlite3';

export const DAY = 86_400_000;

export async function seed(file, { companies = 100, rows = 1_000_000, now = Date.UTC(2026, 10, 1) } = {}) {
  const marker = `${file}.seeded-v2-${companies}-${rows}`;
  const leadline = await createLeadline({ database: file });
  const keys = [];
  if (!existsSync(marker)) {
    for (let c = 0; c < companies; c++) {
      const company = await leadline.companies.create({ name: `Bench ${c}`, time_zone: 'UTC' });
      const issued = await leadline.keys.create(company.id, { superuser: true });
      keys.push({ companyId: company.id, publicKey: issued.key.public_key, privateKey: issued.private_key });
    }
    await leadline.close();
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    const insert = db.prepare(
      `insert into buyers (uuid, company_id, created_at, updated_at, user_updated_at, name, number, tier, weight,
        route_by_type, timeout_seconds, paused, time_zone, dtmf_tones, concurrency_cap_limit, daily_cap_limit,
        monthly_cap_limit, open_times, user_buyer_id)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, 'tier', 120, 0, 'America/New_York', 'ww1', 5, 100, 2000, ?, ?)`,
    );
    const hours = JSON.stringify([{ day: 1, time_from: '09:00', time_to: '17:00' }]);
    const batch = db.transaction((from, to) => {
      for (let i = from; i < to; i++) {
        const companyId = keys[i % companies].companyId;
        // Spread over the 30 days before `now`, rising with the id as real inserts do.
        const at = now - 30 * DAY + Math.floor((i / rows) * 30 * DAY);
        insert.run(
          randomUUID(),
          companyId,
          at,
          at,
          at,
          `Buyer ${i}`,
          `+1800${String(5_000_000 + (i % 4_000_000)).padStart(7, '0')}`,
          1 + (i % 5),
          1 + (i % 3),
          hours,
          `ub-${i}`,
        );
      }
    });
    for (let i = 0; i < rows; i += 50_000) batch(i, Math.min(rows, i + 50_000));
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.exec('analyze');
    db.close();
    (await import('node:fs')).writeFileSync(marker, JSON.stringify(keys));
    return { keys, now };
  }
  await leadline.close();
  return { keys: JSON.parse((await import('node:fs')).readFileSync(marker, 'utf8')), now };
}
