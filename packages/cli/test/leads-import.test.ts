import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Leadline } from '@leadline/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { hasScript, runInTerminal } from './run-in-terminal.js';
import { useServedCompany } from './served-company.js';

// Each test runs the binary against `leadline serve`; on a loaded PostgreSQL a run can take a second.
describe('leadline leads import', { timeout: 60_000 }, () => {
  const t = useServedCompany();
  let client: Leadline;
  let token: string;
  let offerId: number;
  const dir = mkdtempSync(join(tmpdir(), 'leadline-import-'));
  const file = join(dir, 'leads.csv');

  beforeAll(async () => {
    client = new Leadline({ baseURL: t.url, publicKey: t.co.public_key, privateKey: t.co.private_key });
    const offer = (await client.offers.create({ name: 'Imported' })) as { id: number; lead_token: string };
    token = offer.lead_token;
    offerId = offer.id;
    // Headers as people write them; a bad number, a row with no number, a number twice.
    writeFileSync(
      file,
      [
        'Caller ID,First Name,State,Loan Amount',
        '(212) 555-0101,Ann,NY,500',
        '212-555-0102,Bo,"CA",750',
        '123,Short,TX,1',
        ',Nobody,FL,2',
        '+1 212 555 0103,"Cy, Jr.",NJ,900',
        '2125550101,Ann again,NY,550',
      ].join('\n'),
    );
  });

  const env = () =>
    t.env({
      LEADLINE_BASE_URL: t.url,
      LEADLINE_PUBLIC_KEY: t.co.public_key,
      LEADLINE_PRIVATE_KEY: t.co.private_key,
    });
  const run = (args: string[]) => runCli(['leads', 'import', file, '--lead-token', token, ...args], env());
  const leads = async () => (await client.leads.list({ offer_id: offerId, per_page: 100 })).data;

  it('--dry-run says what would happen and writes nothing', async () => {
    const res = await run(['--dry-run', '--json']);
    expect(res.code, res.stderr).toBe(2);
    const summary = JSON.parse(res.stdout);
    expect(summary).toMatchObject({ dry_run: true, rows: 6, accepted: 3, updated: 1, rejected: 2 });
    expect(summary.rejections).toEqual([
      { row: 3, caller_id: '123', errors: { caller_id: ['is shorter than 5 digits'] } },
      { row: 4, caller_id: null, errors: { caller_id: ['is required (no caller column in this row)'] } },
    ]);
    expect(await leads()).toEqual([]);
  });

  it('imports every good row, names each rejected row, and keeps the other columns as lead data', async () => {
    const res = await run(['--json']);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/2 of 6 rows were rejected/);
    expect(JSON.parse(res.stdout)).toMatchObject({
      dry_run: false,
      rows: 6,
      accepted: 3,
      updated: 1,
      rejected: 2,
    });
    const imported = await leads();
    expect(imported.map((l) => l.caller_id).sort()).toEqual(['+12125550101', '+12125550102', '+12125550103']);
    const ann = imported.find((l) => l.caller_id === '+12125550101')!;
    expect(ann).toMatchObject({ state_province: 'NY', status: 'waiting' });
    expect(ann.tokens).toMatchObject({ state: 'NY', first_name: expect.any(String) });
    expect(ann.tokens).not.toHaveProperty('caller_id');
    expect(['500', '550']).toContain((ann.tokens as Record<string, string>).loan_amount);
    expect(imported.find((l) => l.caller_id === '+12125550103')!.first_name).toBe('Cy, Jr.');
  });

  it('duplicates nothing when the same file runs again: the rows update their leads', async () => {
    const again = await run(['--json']);
    expect(JSON.parse(again.stdout)).toMatchObject({ rows: 6, accepted: 0, updated: 4, rejected: 2 });
    expect(await leads()).toHaveLength(3);
    const dry = await run(['--dry-run', '--json']);
    expect(JSON.parse(dry.stdout)).toMatchObject({ accepted: 0, updated: 4, rejected: 2 });
  });

  it('prints a summary table and the rejected rows with their reasons', async () => {
    const res = await run([]);
    expect(res.code).toBe(2);
    expect(res.stdout).toMatch(/│ accepted\s+│ 0\s+│/);
    expect(res.stdout).toMatch(/│ updated\s+│ 4\s+│/);
    expect(res.stdout).toMatch(/│ rejected\s+│ 2\s+│/);
    expect(res.stdout).toMatch(/│ 3\s+│ 123\s+│ caller_id is shorter than 5 digits\s+│/);
  });

  it('takes the number from --caller-column, and exits 0 when every row went in', async () => {
    const other = join(dir, 'other.csv');
    writeFileSync(other, 'mobile_phone,name\n2125550199,Dee\n');
    const res = await runCli(
      ['leads', 'import', other, '--lead-token', token, '--caller-column', 'Mobile Phone', '--json'],
      env(),
    );
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ rows: 1, accepted: 1, rejected: 0 });
  });

  it('refuses a missing file and, in a dry run, a token that names nothing', async () => {
    const missing = await runCli(['leads', 'import', join(dir, 'nope.csv'), '--lead-token', token], env());
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/No such file/);
    const wrong = await runCli(['leads', 'import', file, '--lead-token', 'f'.repeat(32), '--dry-run'], env());
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/matches no offer or schedule/);
  });

  it.runIf(hasScript)('draws a progress bar at a terminal', async () => {
    const res = await runInTerminal(['leads', 'import', file, '--lead-token', token], env(), []);
    expect(res.stdout).toMatch(/\[#{30}\] 100% 6 rows/);
  });
});
