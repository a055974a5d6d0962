import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useRealServer } from './real-server.js';

const EXAMPLE = new URL('../examples/quickstart.ts', import.meta.url);
const PACKAGE = fileURLToPath(new URL('..', import.meta.url));

describe('the README quickstart, run against the real server', () => {
  const server = useRealServer();

  it('runs as the README says (node examples/quickstart.ts): creates 1,000 records, pages through all of them, updates, destroys, and catches a 422 and a 404', async () => {
    // As written: Node itself runs the TypeScript file, and '@leadline/sdk' is the built package.
    const { stdout } = await promisify(execFile)(process.execPath, ['examples/quickstart.ts'], {
      cwd: PACKAGE,
      env: {
        PATH: process.env.PATH ?? '',
        LEADLINE_BASE_URL: server.url,
        LEADLINE_PUBLIC_KEY: server.tenant.publicKey,
        LEADLINE_PRIVATE_KEY: server.tenant.privateKey,
      },
    });
    const printed = stdout.trim().split('\n');
    expect(printed).toEqual([
      'listed 1000 fleets',
      'renamed to East Coast',
      '422: user_fleet_id has already been taken',
      '404: 404 not_found: Buyer fleet not found',
    ]);
    const page = await server.client.buyerFleets.list({ per_page: 1 });
    expect(page.metadata.total_count).toBe(1000);
  }, 120_000);

  it('is the example the README shows', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const code = readFileSync(EXAMPLE, 'utf8')
      .replace(/^\/\/.*\n/gm, '')
      .trim();
    expect(readme).toContain(code);
  });
});
