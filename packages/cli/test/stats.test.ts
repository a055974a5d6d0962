import { CATALOG, newUuid, openDatabase, rebuildCallRollups } from '@leadline/core';
import { Leadline } from '@leadline/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { useServedCompany } from './served-company.js';

describe('leadline stats calls against leadline serve', { timeout: 60_000 }, () => {
  const t = useServedCompany();
  const keys = () =>
    t.env({
      LEADLINE_BASE_URL: t.url,
      LEADLINE_PUBLIC_KEY: t.co.public_key,
      LEADLINE_PRIVATE_KEY: t.co.private_key,
    });
  let auto = 0;

  beforeAll(async () => {
    const client = new Leadline({ baseURL: t.url, publicKey: t.co.public_key, privateKey: t.co.private_key });
    auto = (await client.offers.create({ name: 'Auto' })).id;
    const home = (await client.offers.create({ name: 'Home, Garden' })).id;
    // Calls are written by the router and the carriers' callbacks; here straight into the server's database.
    const database = await openDatabase(t.database);
    try {
      const day = (d: number) => Date.UTC(2026, 2, d, 15);
      for (const [offer, d, revenue] of [
        [auto, 2, 20],
        [auto, 4, 30],
        [home, 4, 5],
      ] as const) {
        await database.db
          .insertInto('calls')
          .values({
            company_id: t.co.company.id,
            uuid: newUuid(),
            created_at: day(d),
            updated_at: day(d),
            status: 'completed',
            offer_id: offer,
            revenue,
            payout: 0,
            provider_cost: 0,
          })
          .execute();
      }
      // Rows written around the engine get their report roll-ups as a bulk load's do.
      await rebuildCallRollups(database.db, t.co.company.id);
    } finally {
      await database.close();
    }
  });

  it('offers the group_by, stat and interval values GET /calls/stats declares in core', async () => {
    const help = (await runCli(['stats', 'calls', '--help'])).stdout.replace(/\s+/g, ' ');
    const stats = CATALOG.find((d) => d.plural === 'calls')!.endpoints.find((e) => e.name === 'stats')!;
    for (const name of ['group_by', 'stat', 'interval']) {
      const values = stats.params[name]!.values!;
      expect(help, name).toContain(`${values.slice(0, -1).join(', ')} or ${values.at(-1)}`);
    }
  });

  const base = ['stats', 'calls', '--from', '2026-03-01 00:00:00 +0000', '--to', '2026-03-05 00:00:00 +0000'];

  it('prints revenue by offer as a table with the total', async () => {
    const res = await runCli([...base, '--group-by', 'offer', '--stat', 'revenue'], keys());
    expect(res.code, res.stderr).toBe(0);
    const lines = res.stdout.split('\n');
    expect(lines.findIndex((l) => /Auto\s.*50\s.*2/.test(l))).toBeLessThan(
      lines.findIndex((l) => /Home, Garden\s.*5\s/.test(l)),
    );
    expect(res.stdout).toMatch(/total\s.*55\s.*3/);
  });

  it('prints JSON and CSV for machines', async () => {
    const json = await runCli([...base, '--group-by', 'offer', '--stat', 'revenue', '--json'], keys());
    expect(json.code, json.stderr).toBe(0);
    const parsed = JSON.parse(json.stdout);
    expect(parsed.total).toBe(55);
    expect(parsed.groups[0]).toMatchObject({ key: auto, label: 'Auto', value: 50 });
    const csv = await runCli([...base, '--group-by', 'offer', '--stat', 'revenue', '--csv'], keys());
    expect(csv.stdout).toBe(
      `key,label,value,calls_count\n${auto},Auto,50,2\n${auto + 1},"Home, Garden",5,1\n`,
    );
  });

  it('draws a terminal chart of the days, empty ones included', async () => {
    const res = await runCli(
      [...base, '--group-by', 'created_at_day', '--stat', 'count', '--time-zone', 'UTC', '--chart'],
      keys(),
    );
    expect(res.code, res.stderr).toBe(0);
    // asciichart draws the axis with ┤ and the line with box characters.
    expect(res.stdout).toMatch(/┤/);
    expect(res.stdout).toMatch(/[╭╮╰╯─]/);
    expect(res.stdout).toMatch(/2026-03-01 … 2026-03-05 \(5 buckets, UTC\)/);
  });

  it('draws one group as a bar with its figure, not a line through one point', async () => {
    const res = await runCli(
      [
        ...base,
        '--group-by',
        'offer',
        '--stat',
        'revenue',
        '--filter',
        `offer_id=${auto}`,
        '--time-zone',
        'UTC',
        '--chart',
      ],
      keys(),
    );
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toBe(`Auto ${'█'.repeat(40)} 50\nrevenue by offer (1 group, UTC)\n`);
  });

  it('draws categories as bars in proportion, largest first', async () => {
    const res = await runCli([...base, '--group-by', 'offer', '--stat', 'revenue', '--chart'], keys());
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout.split('\n').slice(0, 2)).toEqual([
      `Auto         ${'█'.repeat(40)} 50`,
      `Home, Garden ${'█'.repeat(4)} 5`,
    ]);
  });

  it('passes list filters, and exits 2 naming a parameter the server refuses', async () => {
    const filtered = await runCli(
      [...base, '--group-by', 'offer', '--stat', 'count', '--filter', `offer_id=${auto}`, '--json'],
      keys(),
    );
    expect(JSON.parse(filtered.stdout).calls_count).toBe(2);
    const bad = await runCli([...base, '--group-by', 'planet'], keys());
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/group_by: Must be one of/);
  });
});
