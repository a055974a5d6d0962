import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import { problemOf } from './hostile/corpus.js';

/** A small limit keeps the bodies of this test small; the behaviour is the same at 10 MiB. */
const LIMIT = 64 * 1024;
const t = useTestApp({ bodyLimit: LIMIT });
let port = 0;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

/** POSTs `size` bytes over a real socket, in chunks as a client streams them, and reads the answer. */
function post(path: string, size: number, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on('error', reject);
    const chunk = Buffer.alloc(16 * 1024, 'x');
    let sent = 0;
    // One chunk per turn of the event loop: the server answers while the body still arrives.
    const write = () => {
      if (sent >= size) return void req.end();
      sent += chunk.length;
      if (req.write(chunk)) setImmediate(write);
      else req.once('drain', write);
    };
    write();
  });
}

describe('requests over the size limits', () => {
  it('answers a body over the limit with a 413 in the error shape, not a reset, sized or chunked', async () => {
    const size = LIMIT * 12;
    const types = ['application/json', 'application/x-www-form-urlencoded', 'text/plain'];
    for (const length of [{ 'content-length': String(size) }, { 'transfer-encoding': 'chunked' }]) {
      for (const type of types) {
        // Outside the API only JSON has a parser (another type is a 404 before any body is read).
        const paths = ['/api/v1/leads', '/api/v1/buyers', '/api/v1/buyer_suppressions'];
        for (const path of type === 'application/json' ? [...paths, '/nowhere'] : paths) {
          const what = `${path} ${type} ${Object.keys(length)[0]}`;
          const res = await post(path, size, { ...length, 'content-type': type });
          expect(res.statusCode, what).toBe(413);
          expect(problemOf(res), what).toBeNull();
          expect(JSON.parse(res.body).code).toBe('payload_too_large');
        }
      }
    }
  });

  it('answers headers over the limit with a 431 in the error shape', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/v1/buyers HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (d) => (text += d));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [head, body = ''] = raw.split('\r\n\r\n');
    const statusCode = Number(head!.split(' ')[1]);
    const headers = Object.fromEntries(
      head!
        .split('\r\n')
        .slice(1)
        .map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    expect(statusCode).toBe(431);
    expect(problemOf({ statusCode, body, headers })).toBeNull();
    expect(JSON.parse(body).code).toBe('headers_too_large');
  });
});
