import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMMON_LIST_PARAM_SPECS } from '@leadline/core';
import { Leadline } from '@leadline/sdk';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { useServedCompany } from './served-company.js';

const freshConfigDir = () => mkdtempSync(join(tmpdir(), 'leadline-config-'));

// Each test runs the binary several times; on a loaded PostgreSQL a run can take a second.
describe('leadline against leadline serve', { timeout: 30_000 }, () => {
  const t = useServedCompany();

  describe('leadline login', () => {
    /** Each test its own config directory, so none depends on another's profile. */
    const login = async (args: string[], configDir = freshConfigDir()) => ({
      configDir,
      res: await runCli(['login', ...args], t.env({ LEADLINE_CONFIG_DIR: configDir })),
    });

    it('refuses credentials the server rejects and saves nothing', async () => {
      const { res, configDir } = await login([
        '--base-url',
        t.url,
        '--public-key',
        t.co.public_key,
        '--private-key',
        'llsk_wrong',
      ]);
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(/401 unauthorized/);
      expect(() => statSync(join(configDir, 'profiles.json'))).toThrow();
    });

    it('names the missing flag instead of prompting when stdin is not a terminal', async () => {
      const { res } = await login(['--public-key', 'llpk_x', '--private-key', 'llsk_y']);
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(/--base-url is required/);
    });

    it('saves a profile only its owner can read, says which company it is, and later commands use it', async () => {
      const { res, configDir } = await login([
        '--base-url',
        t.url,
        '--public-key',
        t.co.public_key,
        '--private-key',
        t.co.private_key,
        '--json',
      ]);
      expect(res.code, res.stderr).toBe(0);
      expect(JSON.parse(res.stdout)).toMatchObject({
        profile: 'default',
        company_id: t.co.company.id,
        superuser: true,
      });
      const path = join(configDir, 'profiles.json');
      expect(statSync(path).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({
        default: 'default',
        profiles: { default: { base_url: t.url, public_key: t.co.public_key } },
      });
      const listed = await runCli(
        ['buyer-fleets', 'list', '--per-page', '1', '--json'],
        t.env({ LEADLINE_CONFIG_DIR: configDir }),
      );
      expect(listed.code, listed.stderr).toBe(0);
      expect(Array.isArray(JSON.parse(listed.stdout))).toBe(true);
    });

    it('uses a named profile with --profile, and says when there is none', async () => {
      const configDir = freshConfigDir();
      await login(
        [
          '--profile',
          'staging',
          '--base-url',
          t.url,
          '--public-key',
          t.co.public_key,
          '--private-key',
          t.co.private_key,
        ],
        configDir,
      );
      const named = await runCli(
        ['buyers', 'list', '--profile', 'staging', '--json'],
        t.env({ LEADLINE_CONFIG_DIR: configDir }),
      );
      expect(named.code, named.stderr).toBe(0);
      const missing = await runCli(
        ['buyers', 'list', '--profile', 'prod'],
        t.env({ LEADLINE_CONFIG_DIR: configDir }),
      );
      expect(missing.code).toBe(2);
      expect(missing.stderr).toMatch(/No profile prod/);
    });

    it('says how to log in when there is no profile and no credentials', async () => {
      const res = await runCli(['buyers', 'list'], t.env({ LEADLINE_CONFIG_DIR: freshConfigDir() }));
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(/leadline login/);
    });
  });

  describe('resource commands', () => {
    /** Credentials from the LEADLINE_* environment, and no saved profile. */
    const cli = (args: string[]) =>
      runCli(
        args,
        t.env({
          LEADLINE_CONFIG_DIR: freshConfigDir(),
          LEADLINE_BASE_URL: t.url,
          LEADLINE_PUBLIC_KEY: t.co.public_key,
          LEADLINE_PRIVATE_KEY: t.co.private_key,
        }),
      );
    const json = async (args: string[]) => {
      const res = await cli([...args, '--json']);
      expect(res.code, res.stderr).toBe(0);
      return JSON.parse(res.stdout);
    };
    const sdk = () =>
      new Leadline({ baseURL: t.url, publicKey: t.co.public_key, privateKey: t.co.private_key });

    it('creates, lists, shows, updates and destroys a record', async () => {
      const created = await json(['buyer-fleets', 'create', '--name', 'East', '--user-fleet-id', 'east_cli']);
      expect(created).toMatchObject({ type: 'BuyerFleet', name: 'East', user_fleet_id: 'east_cli' });

      const listed = await json(['buyer-fleets', 'list', '--ids', String(created.id)]);
      expect(listed.map((f: { id: number }) => f.id)).toEqual([created.id]);
      expect(await json(['buyer_fleets', 'show', created.uuid])).toEqual(created);

      const updated = await json(['buyer-fleets', 'update', String(created.id), '--description', 'Eastern']);
      expect(updated.description).toBe('Eastern');
      await json(['buyer-fleets', 'destroy', String(created.id), '--yes']);

      const gone = await cli(['buyer-fleets', 'show', String(created.id)]);
      expect(gone.code).toBe(2);
      expect(gone.stderr).toMatch(/404 not_found: Buyer fleet not found/);
    });

    it('answers a 422 with exit code 2, each bad field on stderr and the error body as JSON', async () => {
      const res = await cli(['buyer-fleets', 'create', '--name', 'No id', '--json']);
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(/user_fleet_id: is required/);
      expect(JSON.parse(res.stdout)).toMatchObject({
        status: 422,
        errors: { user_fleet_id: ['is required'] },
      });
    });

    it('takes fields as --data JSON, with flags overriding it', async () => {
      const made = await json([
        'buyers',
        'create',
        '--data',
        '{"name":"From data","number":"+15551239999","tier":4}',
        '--tier',
        '2',
      ]);
      expect(made).toMatchObject({ name: 'From data', number: '+15551239999', tier: 2 });
      const bad = await cli(['buyers', 'create', '--data', '{nope']);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/--data is not valid JSON/);
    });

    it('builds an unsaved record with the declared defaults', async () => {
      const built = await json(['buyers', 'build', '--name', 'Draft']);
      expect(built).toMatchObject({ id: null, name: 'Draft', tier: 1, paused: false });
    });

    it('pages through 1,000 records with --all, or until --limit', async () => {
      const client = sdk();
      for (let i = 0; i < 1000; i += 50) {
        await Promise.all(
          Array.from({ length: 50 }, (_, j) =>
            client.buyerFleets.create({ name: `Bulk ${i + j}`, user_fleet_id: `bulk_${i + j}` }),
          ),
        );
      }
      const all = await json(['buyer-fleets', 'list', '--all', '--per-page', '300', '--fulltext', 'Bulk']);
      expect(all).toHaveLength(1000);
      expect(new Set(all.map((f: { id: number }) => f.id)).size).toBe(1000);

      const some = await json(['buyer-fleets', 'list', '--limit', '120', '--per-page', '50']);
      expect(some).toHaveLength(120);

      const table = await cli(['buyer-fleets', 'list', '--fulltext', 'Bulk']);
      expect(table.code, table.stderr).toBe(0);
      // Piped: a header line, then one tab-separated line per record.
      const lines = table.stdout.trimEnd().split('\n');
      expect(lines[0]!.split('\t')).toContain('user_fleet_id');
      expect(lines).toHaveLength(26);
      expect(table.stderr).toMatch(/^25 of 1000 · next page: --cursor \d+ \(or --all\)$/m);
    }, 60_000);

    it('filters by declared filters and limits columns', async () => {
      for (const tier of [1, 2, 3]) {
        await sdk().buyers.create({ name: `Tiered ${tier}`, number: '+15551230000', tier });
      }
      const found = await json([
        'buyers',
        'list',
        '--fulltext',
        'Tiered',
        '--tier',
        '1,3',
        '--columns',
        'id,tier',
      ]);
      expect(found.map((b: { tier: number }) => b.tier).sort()).toEqual([1, 3]);
      expect(Object.keys(found[0]).sort()).toEqual(['id', 'tier']);
    });

    it('reaches a resource named like an operator command with the api- prefix', async () => {
      const tokens = await json(['api-tokens', 'list', '--per-page', '1']);
      expect(Array.isArray(tokens)).toBe(true);
      const help = await cli(['tokens', 'create', '--help']);
      expect(help.stdout).toMatch(/--email/);
    });

    it('describes each field flag from its declaration', async () => {
      const help = (await cli(['buyers', 'create', '--help'])).stdout.replace(/\s+/g, ' ');
      expect(help).toContain('--name <string> Display name (required)');
      expect(help).toContain('--route-by-type <enum> How this buyer is ranked (one of tier, revenue, epc)');
      expect(help).toContain('--add-offer-ids <refs> Adds to offer_ids');
      const list = (await cli(['buyers', 'list', '--help'])).stdout.replace(/\s+/g, ' ');
      expect(list).toContain(
        '--tier <integer> Routing priority: lower tiers are tried first (may be negative) (several: a,b)',
      );
    });

    it("offers every common list parameter of core's description as a list flag, with its doc", async () => {
      const list = (await cli(['buyers', 'list', '--help'])).stdout.replace(/\s+/g, ' ');
      for (const p of COMMON_LIST_PARAM_SPECS.filter((c) => c.name !== 'root')) {
        expect(list).toContain(`--${p.name.replace(/_/g, '-')} <`);
        expect(list).toContain(p.doc.replace(/\s+/g, ' '));
      }
    });

    it('offers only the operations a resource declares', async () => {
      const res = await cli(['buyer-fleets', 'build']);
      expect(res.code).not.toBe(0);
      expect(res.stderr).toMatch(/unknown command 'build'/);
    });
  });
});
