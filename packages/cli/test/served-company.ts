import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { cliDatabase, runCli, startServe } from './run-cli.js';

export interface ServedCompany {
  url: string;
  /** The database setting the server runs on (to seed what no endpoint writes). */
  database: string;
  co: { company: { id: number }; public_key: string; private_key: string };
  /** A config directory of this file's own, for profiles. */
  configDir: string;
  /** The CLI with that config directory and no LEADLINE_* settings from outside. */
  env(extra?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
}

/** `leadline serve` (the built binary) on a fresh database with one company, for one test file. */
export function useServedCompany(serveEnv: NodeJS.ProcessEnv = {}): ServedCompany {
  const ctx = {} as ServedCompany & { stop?: () => Promise<void> };
  beforeAll(async () => {
    const database = cliDatabase();
    ctx.database = database;
    const created = await runCli(['companies', 'create', '--name', 'Resource Co', '--json', '-d', database]);
    expect(created.code, created.stderr).toBe(0);
    ctx.co = JSON.parse(created.stdout);
    const server = await startServe(['--database', database], serveEnv);
    ctx.url = server.url;
    ctx.configDir = mkdtempSync(join(tmpdir(), 'leadline-config-'));
    ctx.env = (extra = {}) => ({
      LEADLINE_CONFIG_DIR: ctx.configDir,
      LEADLINE_BASE_URL: '',
      LEADLINE_PUBLIC_KEY: '',
      LEADLINE_PRIVATE_KEY: '',
      LEADLINE_AUTH_TOKEN: '',
      LEADLINE_PROFILE: '',
      ...extra,
    });
    ctx.stop = async () => {
      server.child.kill('SIGTERM');
      await once(server.child, 'exit');
    };
  }, 60_000);
  afterAll(() => ctx.stop?.());
  return ctx;
}
