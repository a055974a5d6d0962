import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Leadline } from '@leadline/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { awayFromMinuteEnd, BIN, cliDatabase, runCli, startServe } from './run-cli.js';
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
    // Rows are named by the file's line: the header is line 1.
    expect(summary.rejections).toEqual([
      { row: 4, caller_id: '123', errors: { caller_id: ['is shorter than 5 digits'] } },
      { row: 5, caller_id: null, errors: { caller_id: ['is required'] } },
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

  it('prints the summary and the rejected rows with their reasons, tab-separated when piped', async () => {
    const res = await run([]);
    expect(res.code).toBe(2);
    expect(res.stdout).toBe(
      [
        'accepted\t0',
        'updated\t4',
        'rejected\t2',
        'rows\t6',
        'line\tcaller_id\treason',
        '4\t123\tcaller_id is shorter than 5 digits',
        '5\t\tcaller_id is required',
        '',
      ].join('\n'),
    );
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

  it('refuses a missing file, and a token that names nothing before sending a row, dry run or not', async () => {
    const before = (await leads()).length;
    const missing = await runCli(['leads', 'import', join(dir, 'nope.csv'), '--lead-token', token], env());
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/No such file/);
    for (const dry of [['--dry-run'], []]) {
      const wrong = await runCli(['leads', 'import', file, '--lead-token', 'f'.repeat(32), ...dry], env());
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toBe(
        'leadline: --lead-token does not match any offer or schedule; nothing was imported\n',
      );
    }
    expect(await leads()).toHaveLength(before);
  });

  const write = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const importFile = (path: string, args: string[] = []) =>
    runCli(['leads', 'import', path, '--lead-token', token, '--json', ...args], env());

  it('refuses, before sending anything, a file with no phone column, naming its columns', async () => {
    const res = await importFile(write('nophone.csv', 'name,state\nAnn,NY\n'));
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/No phone column among name, state: name one with --caller-column/);
  });

  it('refuses an empty file and a header-only file', async () => {
    const empty = await importFile(write('empty.csv', ''));
    expect([empty.code, empty.stderr]).toEqual([2, expect.stringMatching(/empty\.csv is empty/)]);
    const header = await importFile(write('header.csv', 'caller_id,name\n'));
    expect([header.code, header.stderr]).toEqual([
      2,
      expect.stringMatching(/has a header row and no data rows/),
    ]);
  });

  it('refuses a quote never closed as one error naming its line, importing nothing', async () => {
    const before = (await leads()).length;
    const res = await importFile(
      write('open-quote.csv', 'caller_id,name\n2125550140,"Ann\n2125550141,Bo\n2125550142,Cy\n'),
    );
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(
      /open-quote\.csv: line 2: a quote opened here is never closed; nothing was imported/,
    );
    expect(await leads()).toHaveLength(before);
  });

  it('reads a semicolon-separated file and says so', async () => {
    const res = await importFile(write('semi.csv', 'name;phone\nEve;2125550150\nFay;2125550151\n'));
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toMatch(/read as semicolon-separated/);
    expect(JSON.parse(res.stdout)).toMatchObject({ rows: 2, accepted: 2 });
  });

  it('has a dry run that agrees with the real run, e-mail checks and repeated numbers included', async () => {
    const path = write(
      'agree.csv',
      [
        'phone,email',
        '2125550160,ok@example.com',
        '2125550161,not-an-email',
        '2125550160,again@example.com',
      ].join('\n'),
    );
    const dry = JSON.parse((await importFile(path, ['--dry-run'])).stdout);
    const real = JSON.parse((await importFile(path)).stdout);
    const { dry_run: _d, ...dryCounts } = dry;
    const { dry_run: _r, ...realCounts } = real;
    expect(dryCounts).toEqual(realCounts);
    expect(real).toMatchObject({ accepted: 1, updated: 1, rejected: 1 });
    expect(real.rejections).toEqual([
      { row: 3, caller_id: '2125550161', errors: { email: expect.any(Array) } },
    ]);
  });

  it("resolves a relative path against the caller's directory that ./dev passes on", async () => {
    write('relative.csv', 'phone\n2125550170\n');
    const res = await runCli(['leads', 'import', 'relative.csv', '--lead-token', token, '--json'], {
      ...env(),
      LEADLINE_CALLER_CWD: dir,
    });
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ rows: 1, accepted: 1 });
  });

  it.runIf(hasScript)('draws a progress bar at a terminal', async () => {
    const res = await runInTerminal(['leads', 'import', file, '--lead-token', token], env(), []);
    expect(res.stdout).toMatch(/\[#{30}\] 100% 6 rows/);
  });

  it.runIf(hasScript)('shows the share of rows answered, never 100 % before the last row', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `2125${String(600000 + i)}`);
    write('many.csv', `phone\n${rows.join('\n')}\n`);
    const res = await runInTerminal(
      ['leads', 'import', join(dir, 'many.csv'), '--lead-token', token, '--batch-size', '50'],
      env(),
      [],
    );
    const frames = [...res.stdout.matchAll(/\] +(\d+)% ([\d,]+) rows/g)].map((m) => ({
      percent: Number(m[1]),
      rows: Number(m[2]!.replaceAll(',', '')),
    }));
    expect(frames.at(-1)).toEqual({ percent: 100, rows: 3000 });
    for (const frame of frames) expect(frame.percent).toBe(Math.floor((frame.rows / 3000) * 100));
  });
});

describe('leadline leads import at the rate limit', { timeout: 90_000 }, () => {
  it('says how long it waits for the rate limit instead of standing still', async () => {
    const database = cliDatabase();
    const co = JSON.parse(
      (await runCli(['companies', 'create', '--name', 'Limited Co', '--json', '-d', database])).stdout,
    );
    const server = await startServe(['--database', database], {
      LEADLINE_RATE_LIMIT_PER_MINUTE: '3',
      LEADLINE_PUBLIC_RATE_LIMIT_PER_MINUTE: '3',
    });
    try {
      const client = new Leadline({
        baseURL: server.url,
        publicKey: co.public_key,
        privateKey: co.private_key,
      });
      const { lead_token } = (await client.offers.create({ name: 'Slow' })) as { lead_token: string };
      const dir = mkdtempSync(join(tmpdir(), 'leadline-limit-'));
      writeFileSync(join(dir, 'many.csv'), 'phone\n2125550180\n2125550181\n2125550182\n2125550183\n');
      await awayFromMinuteEnd();
      const child = spawn(
        process.execPath,
        [
          BIN,
          'leads',
          'import',
          join(dir, 'many.csv'),
          '--lead-token',
          lead_token,
          '--batch-size',
          '1',
          '--concurrency',
          '1',
        ],
        {
          env: {
            ...process.env,
            LEADLINE_BASE_URL: server.url,
            LEADLINE_PUBLIC_KEY: co.public_key,
            LEADLINE_PRIVATE_KEY: co.private_key,
            LEADLINE_CONFIG_DIR: dir,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d));
      // The import's batches go to a public endpoint, counted by address against the public limit (3 a minute here).
      await expect.poll(() => stderr, { timeout: 20_000 }).toMatch(/waiting \d+ s for the rate limit…/);
      const seconds = Number(/waiting (\d+) s/.exec(stderr)![1]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      child.kill('SIGTERM');
      await once(child, 'exit');
    } finally {
      server.child.kill('SIGTERM');
      await once(server.child, 'exit');
    }
  });
});
