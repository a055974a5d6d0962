import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { awayFromMinuteEnd, cliDatabase, ownDatabase, runCli, startServe } from './run-cli.js';
import { hasScript, startInTerminal } from './run-in-terminal.js';

/**
 * Starts serve with some settings in its environment, runs `check`, stops it. On a database of
 * its own: the rate counters live in the database, and other tests' servers count there too.
 */
async function withServe(env: NodeJS.ProcessEnv, check: (url: string, logs: () => string) => Promise<void>) {
  const own = ownDatabase('settings');
  own.create();
  try {
    const server = await startServe(['--database', own.url], env);
    try {
      await check(server.url, server.logs);
    } finally {
      server.child.kill('SIGTERM');
      await once(server.child, 'exit');
    }
  } finally {
    own.drop();
  }
}

describe('leadline serve says where the secret key lives', () => {
  it('says at every start where the key file is and that it is backed up with the database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'leadline-key-'));
    const database = join(dir, 'fresh.db');
    const key = `${database}.secret-key`;
    for (const said of [
      /"created the secret key [^"]+: back it up with the database/,
      /"secrets are encrypted with the key in [^"]+: back it up with the database/,
    ]) {
      const server = await startServe(['--database', database]);
      server.child.kill('SIGTERM');
      await once(server.child, 'exit');
      const line = server
        .logs()
        .split('\n')
        .find((l) => said.test(l));
      expect(line, server.logs()).toBeDefined();
      expect(JSON.parse(line!)).toMatchObject({ secret_key_file: key });
    }
    expect(existsSync(key)).toBe(true);
  });
});

describe('leadline serve reads the server settings (the README table)', () => {
  it('answers with a 6,000-a-minute rate limit by default, and none with LEADLINE_RATE_LIMIT_PER_MINUTE=0', async () => {
    await withServe({}, async (url) => {
      const res = await fetch(`${url}/api/v1/me`);
      expect(res.headers.get('x-ratelimit-limit')).toBe('6000');
    });
    await withServe({ LEADLINE_RATE_LIMIT_PER_MINUTE: '0' }, async (url) => {
      const res = await fetch(`${url}/api/v1/me`);
      expect(res.status).toBe(401);
      expect(res.headers.get('x-ratelimit-limit')).toBeNull();
    });
  });

  it('refuses a body over LEADLINE_BODY_LIMIT_BYTES with a 413', async () => {
    await withServe({ LEADLINE_BODY_LIMIT_BYTES: '200' }, async (url) => {
      const res = await fetch(`${url}/api/v1/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ caller_id: '7205550100', notes: 'x'.repeat(500) }),
      });
      expect(res.status).toBe(413);
    });
  });

  it('reads the client address from X-Forwarded-For only with LEADLINE_TRUST_PROXY=true', async () => {
    // Without credentials the limit is counted per client address.
    const remaining = async (url: string, forwardedFor: string) =>
      (await fetch(`${url}/api/v1/me`, { headers: { 'x-forwarded-for': forwardedFor } })).headers.get(
        'x-ratelimit-remaining',
      );
    await withServe({ LEADLINE_RATE_LIMIT_PER_MINUTE: '5' }, async (url) => {
      await awayFromMinuteEnd();
      expect(await remaining(url, '203.0.113.1')).toBe('4');
      expect(await remaining(url, '203.0.113.2')).toBe('3');
    });
    await withServe({ LEADLINE_RATE_LIMIT_PER_MINUTE: '5', LEADLINE_TRUST_PROXY: 'true' }, async (url) => {
      await awayFromMinuteEnd();
      expect(await remaining(url, '203.0.113.1')).toBe('4');
      expect(await remaining(url, '203.0.113.2')).toBe('4');
    });
  }, 90_000);

  it('writes one JSON line per request when not at a terminal, not two', async () => {
    await withServe({}, async (url, logs) => {
      await fetch(`${url}/healthz?probe=1`);
      await expect.poll(() => logs()).toContain('/healthz?probe=1');
      const lines = logs()
        .split('\n')
        .filter((l) => l.includes('/healthz?probe=1'));
      expect(lines).toHaveLength(1);
      const line = JSON.parse(lines[0]!);
      expect(line).toMatchObject({ method: 'GET', url: '/healthz?probe=1', status_code: 200 });
      expect(line.msg).toBe(`GET /healthz?probe=1 200 ${line.response_ms} ms`);
    });
  });

  it('sends its request spans to the OTLP collector OTEL_EXPORTER_OTLP_ENDPOINT names, flushed when it stops', async () => {
    const bodies: string[] = [];
    const collector = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        if (req.url === '/v1/traces') bodies.push(body);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    try {
      await withServe(
        { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: 'leadline-cli-test' },
        async (url) => {
          expect((await fetch(`${url}/healthz`)).status).toBe(200);
        },
      );
      const sent = bodies.map((b) => JSON.parse(b));
      const resources = sent.flatMap((r) => r.resourceSpans);
      expect(JSON.stringify(resources.map((r: any) => r.resource))).toContain('leadline-cli-test');
      const names = resources.flatMap((r: any) =>
        r.scopeSpans.flatMap((s: any) => s.spans.map((x: any) => x.name)),
      );
      expect(names).toContain('GET /healthz');
    } finally {
      await new Promise<void>((r) => collector.close(() => r()));
    }
  });

  it('refuses a setting it cannot read, naming it, with exit code 2', async () => {
    const res = await runCli(['serve', '--database', cliDatabase()], {
      LEADLINE_RATE_LIMIT_PER_MINUTE: 'lots',
    });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('LEADLINE_RATE_LIMIT_PER_MINUTE must be a whole number, got lots');
  });

  it.skipIf(!hasScript)('writes readable one-line logs at a terminal', async () => {
    const term = startInTerminal(['serve', '--port', '0', '--database', cliDatabase()], { NO_COLOR: '1' });
    try {
      const [, url] = await term.waitFor(/serving (http:\/\/\S+)\/api\/v1/);
      await fetch(`${url}/healthz?probe=3`);
      const [line] = await term.waitFor(/^.*\/healthz\?probe=3.*$/m);
      expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/healthz\?probe=3 200 [\d.]+ ms\r?$/);
      expect(term.output()).not.toMatch(/"level":30/);
    } finally {
      await term.stop();
    }
  });
});

describe('apps/server reads the same settings', () => {
  it('answers with no rate limit under LEADLINE_RATE_LIMIT_PER_MINUTE=0', async () => {
    const entry = fileURLToPath(new URL('../../../apps/server/dist/index.js', import.meta.url));
    const child = spawn(process.execPath, [entry], {
      env: {
        ...process.env,
        DATABASE_URL: cliDatabase(),
        PORT: '0',
        HOST: '127.0.0.1',
        LEADLINE_RATE_LIMIT_PER_MINUTE: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    try {
      await expect.poll(() => out, { timeout: 20_000 }).toMatch(/"url":"http/);
      const url = out.match(/"url":"(http:\/\/[^"]+)"/)![1]!;
      const res = await fetch(`${url}/api/v1/me`);
      expect(res.status).toBe(401);
      expect(res.headers.get('x-ratelimit-limit')).toBeNull();
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });
});
