import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testDatabaseUrl } from '@leadline/core/testing';
import { afterAll, beforeAll, expect } from 'vitest';

export const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

/** The database CLI tests use: the suite's PostgreSQL when DATABASE_URL is set, else a new SQLite file. */
export function cliDatabase(): string {
  return testDatabaseUrl() ?? join(mkdtempSync(join(tmpdir(), 'leadline-cli-')), 'test.db');
}

/** A database no other test's server uses (see `ownDatabase`). */
export interface OwnDatabase {
  /** What `--database` takes. */
  url: string;
  /** True on PostgreSQL, where notices cross processes. */
  postgres: boolean;
  create(): void;
  drop(): void;
}

/**
 * A database of its own: on PostgreSQL a new database beside the suite's (the
 * servers of other CLI tests share the suite's, with its jobs, rate counters
 * and events), else a new SQLite file. `label` names it in psql listings.
 */
export function ownDatabase(label: string): OwnDatabase {
  const shared = testDatabaseUrl();
  if (!shared) {
    const url = cliDatabase();
    return { url, postgres: false, create() {}, drop() {} };
  }
  const name = `leadline_${label}_${process.pid}_${Date.now()}`;
  const psql = (sql: string) => {
    const r = spawnSync('psql', [shared, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`psql: ${r.stderr}`);
  };
  return {
    url: shared.replace(/\/[^/?]*(\?.*)?$/, `/${name}`),
    postgres: true,
    create: () => psql(`create database ${name}`),
    drop: () => psql(`drop database if exists ${name} with (force)`),
  };
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The company `useOwnCompany` made, with its key pair as an Authorization header. */
export interface OwnCompany {
  public_key: string;
  private_key: string;
  authorization: string;
}

/**
 * A database of its own (`ownDatabase`) holding one company made with
 * `leadline companies create`, for the tests of the calling describe block:
 * made before them, dropped after them.
 */
export function useOwnCompany(label: string, name: string): { own: OwnDatabase; company: OwnCompany } {
  const own = ownDatabase(label);
  const company: OwnCompany = { public_key: '', private_key: '', authorization: '' };
  beforeAll(async () => {
    own.create();
    const created = await runCli(['companies', 'create', '--name', name, '--json', '-d', own.url]);
    expect(created.code, created.stderr).toBe(0);
    const { public_key, private_key } = JSON.parse(created.stdout);
    company.public_key = public_key;
    company.private_key = private_key;
    company.authorization = `Basic ${Buffer.from(`${public_key}:${private_key}`).toString('base64')}`;
  }, 120_000);
  afterAll(() => own.drop(), 120_000);
  return { own, company };
}

/** Runs the built `leadline` binary, the way a person or script would. */
export function runCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: build first (./dev test does)`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** Starts `leadline serve` (or `command`, such as `worker`) and resolves once it listens; returns its base URL. */
export async function startServe(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  command = 'serve',
  /** How long it may take to listen: a loaded two-core machine can take more than the default. */
  startMs = 60_000,
): Promise<{ url: string; child: ChildProcess; logs: () => string }> {
  const child = spawn(process.execPath, [BIN, command, '--port', '0', ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A server that did not start in time is not left running beside the next one.
      child.kill('SIGKILL');
      reject(new Error(`serve did not start:\n${out}`));
    }, startMs);
    const onData = (d: Buffer) => {
      out += d;
      const m = out.match(/"url":"(http:\/\/[^"]+)"/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}:\n${out}`)));
  });
  return { url, child, logs: () => out };
}

/**
 * Rate-limit windows are minutes aligned to the clock, and a served binary cannot be handed a
 * standing clock: a test that counts requests against a limit starts with at least `needMs` of
 * its minute left (waiting for the next minute when less is), so its count never starts again
 * half-way.
 */
export async function awayFromMinuteEnd(needMs = 15_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((r) => setTimeout(r, left + 50));
}
