import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useRealServer } from './real-server.js';

const SDK = fileURLToPath(new URL('..', import.meta.url));

function runNode(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('installing the SDK from the repository, as its README says', () => {
  const server = useRealServer();

  it('packs into a tarball that npm installs into a project, which then talks to the server', async () => {
    expect(existsSync(join(SDK, 'dist/index.js')), 'build first (./dev test does)').toBe(true);
    const out = mkdtempSync(join(tmpdir(), 'leadline-sdk-pack-'));
    const pack = spawnSync('pnpm', ['pack', '--pack-destination', out], { cwd: SDK, encoding: 'utf8' });
    expect(pack.status, pack.stderr).toBe(0);
    const tarball = readdirSync(out).find((f) => f.endsWith('.tgz'))!;
    expect(tarball).toMatch(/^leadline-sdk-\d+\.\d+\.\d+\.tgz$/);

    const project = mkdtempSync(join(tmpdir(), 'leadline-sdk-user-'));
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'user', private: true, type: 'module' }),
    );
    const install = spawnSync(
      'npm',
      ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', join(out, tarball)],
      { cwd: project, encoding: 'utf8' },
    );
    expect(install.status, install.stderr).toBe(0);
    writeFileSync(
      join(project, 'main.js'),
      [
        "import { Leadline } from '@leadline/sdk';",
        'const client = new Leadline();',
        "const fleet = await client.buyerFleets.create({ name: 'Installed', user_fleet_id: 'installed' });",
        'console.log(JSON.stringify({ id: fleet.id, name: fleet.name }));',
      ].join('\n'),
    );
    // Not spawnSync: the server answering it runs in this process.
    const run = await runNode(['main.js'], {
      cwd: project,
      env: {
        ...process.env,
        LEADLINE_BASE_URL: server.url,
        LEADLINE_PUBLIC_KEY: server.tenant.publicKey,
        LEADLINE_PRIVATE_KEY: server.tenant.privateKey,
        LEADLINE_AUTH_TOKEN: '',
      },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ name: 'Installed' });
  }, 120_000);
});

describe('client.leads.batch', () => {
  const server = useRealServer();

  it('sends many leads in one request and answers each, a refused one among them', async () => {
    const offer = (await server.client.offers.create({ name: 'Batch' })) as { lead_token: string };
    const { results, metadata } = await server.client.leads.batch([
      { lead_token: offer.lead_token, caller_id: '2125550101' },
      { lead_token: offer.lead_token, caller_id: '12' },
    ]);
    expect(metadata).toMatchObject({ created: 1, rejected: 1 });
    expect(results[0]).toMatchObject({ status: 200, action: 'created', caller_id: '+12125550101' });
    expect(results[1]).toMatchObject({ status: 422, errors: { caller_id: expect.any(Array) } });
    const dry = await server.client.leads.batch([{ lead_token: offer.lead_token, caller_id: '2125550101' }], {
      dry_run: true,
    });
    expect(dry.results[0]).toMatchObject({ action: 'updated' });
  });
});
