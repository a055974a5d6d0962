import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { awayFromMinuteEnd, startServe, useOwnCompany } from './run-cli.js';

const PER_MINUTE = 12;

describe('the request limit is counted in the database', { timeout: 120_000 }, () => {
  // A database of its own on PostgreSQL: no other test's requests count against this limit.
  const { own, company } = useOwnCompany('rate', 'Limited Co');
  const database = own.url;

  const serve = () =>
    startServe(['--database', database], { LEADLINE_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) });
  const me = async (url: string) => {
    const res = await fetch(`${url}/api/v1/me`, { headers: { authorization: company.authorization } });
    await res.arrayBuffer();
    return { status: res.status, remaining: Number(res.headers.get('x-ratelimit-remaining')) };
  };
  const stop = async (server: Awaited<ReturnType<typeof serve>>) => {
    server.child.kill('SIGKILL');
    await once(server.child, 'exit');
  };

  it('is one limit for two servers on the same database, and a restart does not reset it', async () => {
    // Both windows must be the same minute: start just after one begins, if the next is close.
    await awayFromMinuteEnd(20_000);
    const one = await serve();
    // SQLite has one writer; two servers on one file still share its counts.
    const two = await serve();
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) answers.push((await me(i % 2 ? two.url : one.url)).status);
    expect(answers.every((s) => s === 200)).toBe(true);
    expect((await me(two.url)).remaining).toBe(PER_MINUTE - 9);

    // A server killed and started again counts on from where both had got to.
    await stop(one);
    const again = await serve();
    expect((await me(again.url)).remaining).toBe(PER_MINUTE - 10);
    expect((await me(again.url)).status).toBe(200);
    expect((await me(two.url)).status).toBe(200);
    const over = await me(again.url);
    expect(over.status).toBe(429);
    expect((await me(two.url)).status).toBe(429);
    await stop(again);
    await stop(two);
  });
});
