import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Leadline } from '@leadline/sdk';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { hasScript, runInTerminal } from './run-in-terminal.js';
import { useServedCompany } from './served-company.js';

describe.runIf(hasScript)('prompts at a terminal', { timeout: 30_000 }, () => {
  const t = useServedCompany();
  const sdk = () =>
    new Leadline({ baseURL: t.url, publicKey: t.co.public_key, privateKey: t.co.private_key });

  it('leadline login asks for the server and a key pair, masking the private key, then saves the profile', async () => {
    const res = await runInTerminal(['login', '--profile', 'asked'], t.env(), [
      [/Server URL/, t.url],
      [/Public key/, t.co.public_key],
      [/Private key/, t.co.private_key],
    ]);
    expect(res.code, res.stdout).toBe(0);
    expect(res.stdout).not.toContain(t.co.private_key);
    const saved = JSON.parse(readFileSync(join(t.configDir, 'profiles.json'), 'utf8'));
    expect(saved.profiles.asked).toEqual({
      base_url: t.url,
      public_key: t.co.public_key,
      private_key: t.co.private_key,
    });
  });

  it('create asks for a required field the flags left out', async () => {
    const res = await runInTerminal(
      ['buyer-fleets', 'create', '--name', 'Asked', '--base-url', t.url],
      t.env({ LEADLINE_PUBLIC_KEY: t.co.public_key, LEADLINE_PRIVATE_KEY: t.co.private_key }),
      [[/user_fleet_id/, 'asked_fleet']],
    );
    expect(res.code, res.stdout).toBe(0);
    const page = await sdk().buyerFleets.list({ fulltext: 'asked' });
    expect(page.data.map((f) => f.user_fleet_id)).toEqual(['asked_fleet']);
  });

  it('destroy asks first, and keeps the record when the answer is no', async () => {
    const fleet = await sdk().buyerFleets.create({ name: 'Keep me', user_fleet_id: 'keep_me' });
    const res = await runInTerminal(
      ['buyer-fleets', 'destroy', String(fleet.id), '--base-url', t.url],
      t.env({ LEADLINE_PUBLIC_KEY: t.co.public_key, LEADLINE_PRIVATE_KEY: t.co.private_key }),
      [[/Destroy buyer_fleet/, 'n']],
    );
    expect(res.code).toBe(1);
    expect(res.stdout).toMatch(/Not destroyed/);
    await expect(sdk().buyerFleets.show(fleet.id)).resolves.toMatchObject({ name: 'Keep me' });
  });

  it('never asks under --yes or --json, even at a terminal', async () => {
    const env = t.env({ LEADLINE_PUBLIC_KEY: t.co.public_key, LEADLINE_PRIVATE_KEY: t.co.private_key });
    const fleet = await sdk().buyerFleets.create({ name: 'Go', user_fleet_id: 'go_away' });
    const destroyed = await runInTerminal(
      ['buyer-fleets', 'destroy', String(fleet.id), '--yes', '--base-url', t.url],
      env,
      [],
    );
    expect(destroyed.code, destroyed.stdout).toBe(0);
    const missing = await runInTerminal(
      ['buyer-fleets', 'create', '--name', 'X', '--json', '--base-url', t.url],
      env,
      [],
    );
    expect(missing.code).toBe(2);
    expect(missing.stdout).toMatch(/user_fleet_id: is required/);
  });

  it('does not ask when stdin is not a terminal', async () => {
    const res = await runCli(
      ['buyer-fleets', 'create', '--name', 'Piped', '--base-url', t.url],
      t.env({
        LEADLINE_PUBLIC_KEY: t.co.public_key,
        LEADLINE_PRIVATE_KEY: t.co.private_key,
      }),
    );
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/user_fleet_id: is required/);
  });
});
