import { createTestLeadline } from '@leadline/core/testing';
import { describe, expect, it } from 'vitest';
import { handlersIdle } from '../src/http/handlers-in-flight.js';
import { buildServer } from '../src/index.js';

describe('stopping a server', () => {
  it('knows a handler still runs after its client went away and app.close() resolved, until it ends', async () => {
    const leadline = await createTestLeadline();
    const app = await buildServer({ leadline, rateLimit: false });
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      return { ok: await leadline.ping() };
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = new AbortController();
    const request = fetch(`${url}/slow`, { signal: client.signal }).catch(() => undefined);
    await handlerStarted;
    client.abort();
    await request;
    await app.close(); // the connection is gone; the handler is not

    let idle = false;
    const waiting = handlersIdle(app, 600_000).then(() => (idle = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);
    release();
    await waiting;
    expect(idle).toBe(true);
    // What stop() does next: the database closes once the handler is done with it.
    await leadline.close();
  });
});
