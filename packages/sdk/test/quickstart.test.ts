import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRealServer } from './real-server.js';

const EXAMPLE = new URL('../examples/quickstart.ts', import.meta.url);

describe('the README quickstart, run against the real server', () => {
  const server = useRealServer();
  afterEach(() => vi.unstubAllEnvs());

  it('creates 1,000 records, pages through all of them, updates, destroys, and catches a 422 and a 404', async () => {
    vi.stubEnv('LEADLINE_BASE_URL', server.url);
    vi.stubEnv('LEADLINE_PUBLIC_KEY', server.tenant.publicKey);
    vi.stubEnv('LEADLINE_PRIVATE_KEY', server.tenant.privateKey);
    vi.stubEnv('LEADLINE_AUTH_TOKEN', '');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    let printed: string[];
    try {
      await import(EXAMPLE.href);
    } finally {
      printed = log.mock.calls.map((c) => c.join(' '));
      log.mockRestore();
    }
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
