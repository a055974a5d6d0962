import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testDatabaseUrl } from '@leadline/core/testing';

export const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

/** The database CLI tests use: the suite's PostgreSQL when DATABASE_URL is set, else a new SQLite file. */
export function cliDatabase(): string {
  return testDatabaseUrl() ?? join(mkdtempSync(join(tmpdir(), 'leadline-cli-')), 'test.db');
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
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

/** Starts `leadline serve` and resolves once it listens; returns its base URL. */
export async function startServe(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ url: string; child: ChildProcess; logs: () => string }> {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${out}`)), 20_000);
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
