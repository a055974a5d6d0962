// pnpm bench:import — issue 21: a 10,000-row `leadline leads import` against `leadline serve`,
// through POST /leads/batch, beside the same rows posted one request each (POST
// /leads/create_or_update, 8 in flight: how the CLI imported before), on the same server. Run
// with the default rate limit (6,000 a minute: the batch import must not wait) and with it off.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const BIN = fileURLToPath(new URL('../../packages/cli/dist/bin.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'leadline-bench-import-'));

function csv(offset) {
  const lines = ['phone,first_name,state,loan_amount'];
  for (let i = 0; i < ROWS; i++)
    lines.push(`+1646${String(offset + i).padStart(7, '0')},Row ${i},NY,${i % 900}`);
  const file = join(dir, `leads-${offset}.csv`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

async function serve(env) {
  const database = join(mkdtempSync(join(dir, 'db-')), 'bench.db');
  const made = spawnSync(
    process.execPath,
    [BIN, 'companies', 'create', '--name', 'Bench', '--json', '-d', database],
    {
      encoding: 'utf8',
    },
  );
  const co = JSON.parse(made.stdout);
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '-d', database], {
    env: { ...process.env, LEADLINE_LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const onData = (d) => {
      if (out.length > 1 << 16) return; // one line per request follows: keep only the start
      out += d;
      const m = out.match(/"url":"(http:\/\/[^"]+)"/);
      if (m) resolve(m[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`serve exited ${code}: ${out}`)));
  });
  const auth = `Basic ${Buffer.from(`${co.public_key}:${co.private_key}`).toString('base64')}`;
  const offer = await (
    await fetch(`${url}/api/v1/offers`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench' }),
    })
  ).json();
  return { url, co, token: offer.offer.lead_token, stop: () => child.kill('SIGTERM') };
}

function cliImport(server, file) {
  const started = performance.now();
  const res = spawnSync(
    process.execPath,
    [BIN, 'leads', 'import', file, '--lead-token', server.token, '--json'],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        LEADLINE_BASE_URL: server.url,
        LEADLINE_PUBLIC_KEY: server.co.public_key,
        LEADLINE_PRIVATE_KEY: server.co.private_key,
        LEADLINE_CONFIG_DIR: dir,
      },
    },
  );
  const seconds = (performance.now() - started) / 1000;
  const summary = JSON.parse(res.stdout);
  if (summary.accepted !== ROWS) throw new Error(`imported ${summary.accepted} of ${ROWS}: ${res.stderr}`);
  return { seconds, waited: /waiting \d+ s for the rate limit/.test(res.stderr) };
}

/** The same rows one request each, 8 in flight; 429s are waited out as Retry-After asks. */
async function onePerRequest(server, offset) {
  const started = performance.now();
  let next = 0;
  let limited = 0;
  const worker = async () => {
    while (next < ROWS) {
      const i = next++;
      for (;;) {
        const res = await fetch(`${server.url}/api/v1/leads/create_or_update`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            lead_token: server.token,
            caller_id: `+1646${String(offset + i).padStart(7, '0')}`,
            first_name: `Row ${i}`,
            state: 'NY',
          }),
        });
        await res.arrayBuffer();
        if (res.status !== 429) break;
        limited++;
        await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { seconds: (performance.now() - started) / 1000, limited };
}

const round = (v) => Math.round(v * 100) / 100;
const results = {};
for (const [label, env] of [
  ['no rate limit', { LEADLINE_RATE_LIMIT_PER_MINUTE: '0' }],
  ['default rate limit (6,000/min)', {}],
]) {
  const server = await serve(env);
  try {
    const batch = cliImport(server, csv(0));
    const single = label === 'no rate limit' ? await onePerRequest(server, 5_000_000) : undefined;
    results[label] = {
      'leads import (batch) s': round(batch.seconds),
      'rows/s': Math.round(ROWS / batch.seconds),
      'waited for the rate limit': batch.waited,
      ...(single
        ? {
            'one request per row s': round(single.seconds),
            'batch speed-up (×)': round(single.seconds / batch.seconds),
          }
        : {}),
    };
  } finally {
    server.stop();
  }
}
console.log(`\nleads import of ${ROWS.toLocaleString()} rows through leadline serve (SQLite):`);
console.table(results);
