import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { awayFromMinuteEnd, startServe, useOwnCompany } from './run-cli.js';

/** The server's default: failed authentications per address a minute. */
const MAX = 300;

describe('failed authentications are counted in the database', { timeout: 180_000 }, () => {
  // A database of its own on PostgreSQL: no other test's failures count against this address.
  const database = useOwnCompany('authfail', 'Guessed Co').own.url;

  const serve = () => startServe(['--database', database]);
  let guesses = 0;
  /** A new key pair each time, as someone guessing keys would send: the per-key limit never sees it twice. */
  const guess = async (url: string) => {
    const n = ++guesses;
    const authorization = `Basic ${Buffer.from(`llpk_guess${n}:llsk_guess${n}`).toString('base64')}`;
    const res = await fetch(`${url}/api/v1/me`, { headers: { authorization } });
    await res.arrayBuffer();
    return res.status;
  };
  const stop = async (server: Awaited<ReturnType<typeof serve>>) => {
    server.child.kill('SIGKILL');
    await once(server.child, 'exit');
  };

  it('is one allowance for two servers on the same database, and a restart does not reset it', async () => {
    // All the guesses must fall in one minute's window: start just after one begins, if the next is close.
    await awayFromMinuteEnd(30_000);
    const one = await serve();
    const two = await serve();
    const answers: number[] = [];
    for (let i = 0; i < MAX; i++) answers.push(await guess(i % 2 ? two.url : one.url));
    expect(answers.every((s) => s === 401)).toBe(true);
    // Counted in one process each, they would have 150 guesses left apiece. Each may let one more
    // through (its last total is one behind the other's), and then both refuse.
    const past = async (url: string) => {
      const seen: number[] = [];
      for (let i = 0; i < 3; i++) seen.push(await guess(url));
      return seen;
    };
    for (const seen of [await past(one.url), await past(two.url)]) {
      expect(seen.filter((s) => s === 401).length).toBeLessThanOrEqual(1);
      expect(seen.at(-1)).toBe(429);
    }
    // A server killed and started again waits for the database's count on its first failure from
    // the address, however slow the commit: every guess is refused.
    await stop(one);
    const again = await serve();
    expect(await past(again.url)).toEqual([429, 429, 429]);
    await stop(again);
    await stop(two);
  });
});
