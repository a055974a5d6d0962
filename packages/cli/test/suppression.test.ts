import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Leadline } from '@leadline/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { useServedCompany } from './served-company.js';

// Each test runs the built binary against `leadline serve`.
describe('leadline suppression import, leadline contacts block|unblock', { timeout: 60_000 }, () => {
  const t = useServedCompany();
  let client: Leadline;
  let listId: number;
  let offerId: number;
  const dir = mkdtempSync(join(tmpdir(), 'leadline-suppression-'));
  const file = join(dir, 'dnc.csv');

  beforeAll(async () => {
    client = new Leadline({ baseURL: t.url, publicKey: t.co.public_key, privateKey: t.co.private_key });
    offerId = ((await client.offers.create({ name: 'Guarded' })) as { id: number }).id;
    listId = (
      (await client.buyerSuppressions.create({ name: 'DNC', offer_ids: [offerId] })) as { id: number }
    ).id;
    writeFileSync(
      file,
      [
        'Name,Phone',
        'Ann,(212) 555-0101',
        'Bo,212-555-0102',
        'Short,123',
        'Words,call me',
        'Ann again,2125550101',
      ].join('\n'),
    );
  });

  const env = () =>
    t.env({
      LEADLINE_BASE_URL: t.url,
      LEADLINE_PUBLIC_KEY: t.co.public_key,
      LEADLINE_PRIVATE_KEY: t.co.private_key,
    });
  const run = (args: string[]) => runCli(args, env());
  const listed = async (n: string) =>
    (await client.buyerSuppressions.callerBlock(listId, [n], { dry_run: true })).changed === 0;

  it('--dry-run counts what would be added and names each rejected row, writing nothing', async () => {
    const res = await run(['suppression', 'import', file, '--list', String(listId), '--dry-run', '--json']);
    expect(res.code, res.stderr).toBe(2);
    const summary = JSON.parse(res.stdout);
    expect(summary).toMatchObject({
      dry_run: true,
      rows: 5,
      accepted: 3,
      added: 2,
      already_listed: 0,
      repeated: 1,
      rejected: 2,
    });
    expect(summary.rejections).toEqual([
      { row: 4, caller_id: '123', reason: '"123" is shorter than 5 digits' },
      { row: 5, caller_id: 'call me', reason: '"call me" is not a valid phone number' },
    ]);
    expect(await listed('2125550101')).toBe(false);
  });

  it('adds every good number in batches, and adds nothing twice when run again', async () => {
    const first = await run(['suppression', 'import', file, '--list', String(listId), '--batch-size', '2']);
    expect(first.code).toBe(2);
    expect(first.stderr).toMatch(/2 of 5 rows were rejected/);
    expect(first.stdout).toMatch(/^added\t2$/m);
    expect(first.stdout).toMatch(/"123" is shorter than 5 digits/);
    expect(await listed('+12125550101')).toBe(true);
    expect(await listed('+12125550102')).toBe(true);

    const again = await run(['suppression', 'import', file, '--list', String(listId), '--json']);
    expect(JSON.parse(again.stdout)).toMatchObject({ added: 0, already_listed: 2, repeated: 1, accepted: 3 });
  });

  it('reads a file without a header row, and refuses an unknown list', async () => {
    const bare = join(dir, 'bare.csv');
    writeFileSync(bare, 'x,3105550301\ny,3105550302\n');
    const res = await run(['suppression', 'import', bare, '--list', String(listId), '--json']);
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ rows: 2, added: 2, rejected: 0 });
    const missing = await run(['suppression', 'import', bare, '--list', '987654', '--json']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/not found/i);
  });

  it('blocks and unblocks a number on the company blacklist', async () => {
    const blocked = await run(['contacts', 'block', '17193132645', '--json']);
    expect(blocked.code, blocked.stderr).toBe(0);
    expect(JSON.parse(blocked.stdout)).toMatchObject({ number: '+17193132645', blocked: true });
    expect((await client.contacts.show('17193132645')).blocked).toBe(true);
    const unblocked = await run(['contacts', 'unblock', '+17193132645', '--json']);
    expect(JSON.parse(unblocked.stdout)).toMatchObject({ blocked: false, blocked_at: null });
    const bad = await run(['contacts', 'block', '12']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/caller_id: "12" is shorter than 5 digits/);
  });
});
