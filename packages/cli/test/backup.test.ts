import { once } from 'node:events';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Leadline } from '@leadline/sdk';
import { describe, expect, it } from 'vitest';
import { runCli, startServe } from './run-cli.js';

/** SQLite only, whichever database the suite runs on: PostgreSQL is backed up with its own tools. */
describe('leadline backup (SQLite, online)', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'leadline-backup-'));

  it('copies the database and its key file while a server keeps writing, and a server on the copy answers', async () => {
    const file = join(dir, 'live.db');
    const created = await runCli(['companies', 'create', '--name', 'Backed Co', '--json', '-d', file]);
    expect(created.code, created.stderr).toBe(0);
    const { public_key, private_key } = JSON.parse(created.stdout);
    const connect = (url: string) =>
      new Leadline({ baseURL: url, publicKey: public_key, privateKey: private_key, maxRetries: 0 });
    const live = await startServe(['--database', file]);
    const client = connect(live.url);
    const token = String((await client.offers.create({ name: 'Backed offer' })).lead_token);
    const before: number[] = [];
    for (let i = 0; i < 5; i++) {
      before.push(
        (await client.leads.submit({ lead_token: token, caller_id: `+1720555${3000 + i}` })).lead.id,
      );
    }
    // Writers keep going while the copy is taken.
    let writing = true;
    let n = 100;
    const writer = (async () => {
      while (writing) await client.leads.submit({ lead_token: token, caller_id: `+1720555${3000 + n++}` });
    })();
    const copy = join(dir, 'copy.db');
    const res = await runCli(['backup', '-d', file, '--to', copy, '--json']);
    writing = false;
    await writer;
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ file: copy, key_file: `${copy}.secret-key` });
    expect(existsSync(`${copy}.secret-key`)).toBe(true);
    const exited = once(live.child, 'exit');
    live.child.kill('SIGTERM');
    await exited;

    const restored = await startServe(['--database', copy]);
    try {
      // Every page: a fast machine writes more than one page of leads while the copy is taken.
      const api = connect(restored.url);
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const { data } = await api.leads.list({ per_page: 200, page });
        ids.push(...data.map((l) => l.id));
        if (data.length < 200) break;
      }
      expect(ids).toEqual(expect.arrayContaining(before));
      expect(ids.length).toBeLessThanOrEqual(5 + (n - 100));
    } finally {
      const done = once(restored.child, 'exit');
      restored.child.kill('SIGTERM');
      await done;
    }
  });

  it('refuses a PostgreSQL URL, pointing at pg_dump, and an existing file, with exit code 2', async () => {
    const pg = await runCli(['backup', '-d', 'postgres://db.example/leadline', '--to', join(dir, 'pg.db')]);
    expect(pg.code).toBe(2);
    expect(pg.stderr).toContain('pg_dump');
    const taken = join(dir, 'taken.db');
    writeFileSync(taken, 'x');
    const res = await runCli(['backup', '-d', join(dir, 'live.db'), '--to', taken]);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('exists already');
  });
});
