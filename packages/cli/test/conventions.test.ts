import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Leadline } from '@leadline/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, runCli } from './run-cli.js';
import { hasScript, runInTerminal } from './run-in-terminal.js';
import { useServedCompany } from './served-company.js';

describe('CLI conventions (as gh and stripe-cli)', { timeout: 60_000 }, () => {
  const t = useServedCompany();
  let sdk: Leadline;
  const keys = () => ({ LEADLINE_PUBLIC_KEY: t.co.public_key, LEADLINE_PRIVATE_KEY: t.co.private_key });
  const cli = (args: string[], extra: NodeJS.ProcessEnv = {}) =>
    runCli([...args, '--base-url', t.url], t.env({ ...keys(), ...extra }));

  beforeAll(async () => {
    sdk = new Leadline({ baseURL: t.url, publicKey: t.co.public_key, privateKey: t.co.private_key });
    await sdk.buyers.create({ name: 'Tab\tBuyer', number: '+15551230001', tier: 1 });
  });

  it('says nothing of its requests unless LEADLINE_LOG asks, and then on stderr, without the key', async () => {
    const quietRun = await cli(['api', 'GET', '/me']);
    expect(quietRun.code, quietRun.stderr).toBe(0);
    expect(quietRun.stderr).toBe('');
    const logged = await cli(['api', 'GET', '/me'], { LEADLINE_LOG: 'debug' });
    expect(logged.code, logged.stderr).toBe(0);
    expect(logged.stderr).toMatch(/GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/me 200 in \d+ ms/);
    expect(logged.stderr).not.toContain(t.co.private_key);
    // stdout is still the answer alone.
    expect(JSON.parse(logged.stdout)).toHaveProperty('me');
  });

  it('prints tab-separated lines when stdout is not a terminal: a header, one line per record', async () => {
    const res = await cli(['buyers', 'list', '--columns', 'id,name,tier']);
    expect(res.code, res.stderr).toBe(0);
    const [head, ...rows] = res.stdout.trimEnd().split('\n');
    expect(head).toBe('id\tname\ttier');
    // A tab inside a value would shift the columns: it becomes a space.
    expect(rows).toContainEqual(expect.stringMatching(/^\d+\tTab Buyer\t1$/));
  });

  it.runIf(hasScript)('draws a table at a terminal, with colour unless NO_COLOR', async () => {
    const args = ['buyers', 'list', '--columns', 'id,name', '--base-url', t.url];
    const coloured = await runInTerminal(args, t.env({ ...keys(), TERM: 'xterm' }), []);
    expect(coloured.stdout).toContain('┌');
    expect(coloured.stdout).toContain('\x1b[1mname\x1b[22m');
    const plain = await runInTerminal(args, t.env({ ...keys(), TERM: 'xterm', NO_COLOR: '1' }), []);
    expect(plain.stdout).toContain('┌');
    expect(plain.stdout).not.toContain('\x1b[1m');
  });

  it('--json with fields prints only those fields of each record', async () => {
    const res = await cli(['buyers', 'list', '--json', 'id,name']);
    const records = JSON.parse(res.stdout);
    expect(records.length).toBeGreaterThan(0);
    for (const r of records) expect(Object.keys(r)).toEqual(['id', 'name']);
  });

  it('refuses to destroy without --yes when not at a terminal, and keeps the record', async () => {
    const fleet = await sdk.buyerFleets.create({ name: 'Keep', user_fleet_id: 'keep_piped' });
    const res = await cli(['buyer-fleets', 'destroy', String(fleet.id)]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/Not destroyed: pass --yes/);
    await expect(sdk.buyerFleets.show(fleet.id)).resolves.toMatchObject({ name: 'Keep' });
    expect((await cli(['buyer-fleets', 'destroy', String(fleet.id), '--yes'])).code).toBe(0);
  });

  it('says "an offer" and "a buyer" in a resource\'s help', async () => {
    const offers = (await runCli(['offers', '--help'])).stdout;
    expect(offers).toMatch(/create \[options\] +create an offer\n/);
    expect(offers).toMatch(/update \[options\] <id> +update an offer by id or uuid/);
    expect((await runCli(['buyers', '--help'])).stdout).toMatch(/create \[options\] +create a buyer\n/);
  });

  it('exits 0 for help, 2 for a usage error, 1 when the server cannot be reached (naming its URL)', async () => {
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout.split('\n').length).toBeLessThan(40);
    expect(help.stdout).toMatch(/Run a server:\n\s+serve/);
    expect((await runCli(['bogus'])).code).toBe(2);
    expect((await runCli(['buyers', 'list', '--per-page'])).code).toBe(2);
    const down = await runCli(['buyers', 'list', '--base-url', 'http://127.0.0.1:9'], t.env(keys()));
    expect(down.code).toBe(1);
    expect(down.stderr).toMatch(/Could not reach http:\/\/127\.0\.0\.1:9/);
  });

  it('completes command names and subcommands in bash', () => {
    const script = spawnSync(process.execPath, [BIN, 'completion', 'bash'], { encoding: 'utf8' }).stdout;
    const complete = (words: string, cword: number) =>
      spawnSync(
        'bash',
        ['-c', `${script}\nCOMP_WORDS=(${words}); COMP_CWORD=${cword}; _leadline; echo "\${COMPREPLY[*]}"`],
        { encoding: 'utf8' },
      ).stdout.trim();
    expect(complete('leadline buyer-f', 1)).toBe('buyer-fleets');
    expect(complete('leadline leads im', 2)).toBe('import');
  });

  it('leadline api sends a raw request and prints the JSON answer', async () => {
    const res = await cli(['api', 'GET', '/buyers', '-f', 'per_page=1', '-f', 'columns=id,name']);
    expect(res.code, res.stderr).toBe(0);
    const body = JSON.parse(res.stdout);
    expect(body.metadata).toMatchObject({ root: 'buyers' });
    expect(body.buyers).toHaveLength(1);
    const refused = await cli(['api', 'POST', '/buyers', '-f', 'tier=1']);
    expect(refused.code).toBe(2);
    expect(JSON.parse(refused.stdout)).toMatchObject({ code: 'validation_failed' });
  });

  it('lists leads with their caller and name, and offers with their lead token, by default', async () => {
    const offer = (await sdk.offers.create({ name: 'Columns' })) as { lead_token: string };
    await sdk.leads.submit({ lead_token: offer.lead_token, caller_id: '2125550190', first_name: 'Ann' });
    const leads = (await cli(['leads', 'list'])).stdout.split('\n');
    expect(leads[0]!.split('\t').slice(0, 4)).toEqual(['id', 'caller_id', 'first_name', 'last_name']);
    expect(leads[1]).toContain('+12125550190\tAnn');
    const offers = (await cli(['offers', 'list'])).stdout;
    expect(offers.split('\n')[0]!.split('\t')).toContain('lead_token');
    expect(offers).toContain(offer.lead_token);
  });

  it('login --profile keeps the default; whoami says who; logout forgets', async () => {
    const env = t.env();
    const login = (extra: string[]) =>
      runCli(
        [
          'login',
          '--base-url',
          t.url,
          '--public-key',
          t.co.public_key,
          '--private-key',
          t.co.private_key,
          ...extra,
        ],
        env,
      );
    expect((await login([])).code).toBe(0);
    const staging = await login(['--profile', 'staging']);
    expect(staging.code, staging.stderr).toBe(0);
    expect(staging.stderr).toMatch(/The default is still default: pass --profile staging/);
    const file = () => JSON.parse(readFileSync(join(t.configDir, 'profiles.json'), 'utf8'));
    expect(file().default).toBe('default');

    const who = JSON.parse((await runCli(['whoami', '--json'], env)).stdout);
    expect(who).toMatchObject({ profile: 'default', base_url: t.url, company_id: t.co.company.id });
    const asStaging = JSON.parse((await runCli(['whoami', '--profile', 'staging', '--json'], env)).stdout);
    expect(asStaging.profile).toBe('staging');

    expect((await runCli(['logout', '--profile', 'staging'], env)).code).toBe(0);
    expect(Object.keys(file().profiles)).toEqual(['default']);
    expect((await runCli(['logout'], env)).code).toBe(0);
    const after = await runCli(['whoami'], env);
    expect(after.code).toBe(2);
    expect(after.stderr).toMatch(/No server|Not logged in/);
  });
});
