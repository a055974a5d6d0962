import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * docs/embedding.md shows these examples whole; here they run as written (CI runs this file),
 * and the page must show each file exactly as it is.
 */
const doc = readFileSync(new URL('../../../docs/embedding.md', import.meta.url), 'utf8');
const example = (name: string) => readFileSync(new URL(`../examples/${name}`, import.meta.url), 'utf8');

describe('docs/embedding.md examples', () => {
  let folder: string | undefined;
  const fresh = () => {
    const made = mkdtempSync(join(tmpdir(), 'leadline-embed-'));
    folder = made;
    return made;
  };
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('show every example file exactly as it is', () => {
    for (const name of ['embedded-sqlite.ts', 'mount-in-fastify.ts', 'workers-and-schedules.ts']) {
      expect(doc).toContain(`\`\`\`ts\n${example(name)}\`\`\``);
    }
  });

  it('run Leadline embedded on SQLite without HTTP: a company, an offer, a buyer and a posted lead', async () => {
    const { main } = await import('../examples/embedded-sqlite.js');
    expect(await main(fresh())).toEqual({ action: 'created', caller: '+13125550123', leads: 1 });
  });

  it('mount the REST API into an app of its own under a prefix, beside the app’s own routes', async () => {
    const { main } = await import('../examples/mount-in-fastify.js');
    expect(await main(fresh())).toEqual({ me: 200, company: 'Acme Leads', ours: 200 });
  });

  it('start and stop the job worker and the schedule runner, with the public URL set, and close', async () => {
    const { main } = await import('../examples/workers-and-schedules.js');
    expect(await main(fresh())).toEqual({ publicUrl: 'https://calls.example.com' });
  });
});
