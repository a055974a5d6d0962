import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrivateUrlAllowance } from './address-policy.js';
import { UrlGuard, UrlRefusedError } from './url-guard.js';

/** A resolver that maps test names to chosen addresses, as a rebinding attacker's DNS would. */
const resolver = (table: Record<string, string>) =>
  ((
    host: string,
    _options: unknown,
    callback: (e: Error | null, a: { address: string; family: number }[]) => void,
  ) => {
    const address = table[host];
    if (!address) return callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }), []);
    callback(null, [{ address, family: address.includes(':') ? 6 : 4 }]);
  }) as never;

describe('UrlGuard.check (save time)', () => {
  const guard = new UrlGuard({
    lookup: resolver({ 'inside.example': '10.1.2.3', 'public.example': '93.184.216.34' }),
  });

  it.each([
    'http://127.0.0.1/x',
    'http://127.1.2.3:8080/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.8/',
    'http://172.20.1.1/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://0.0.0.0/',
    'http://localhost:3000/',
    'http://api.localhost/',
    'http://inside.example/hook',
  ])('refuses %s, which reaches a private address', async (url) => {
    await expect(guard.check(url)).rejects.toThrow(UrlRefusedError);
  });

  it.each(['file:///etc/passwd', 'gopher://example.com/', 'ftp://example.com/x', 'not a url', 'http://'])(
    'refuses %s, which is not an http(s) URL',
    async (url) => {
      await expect(guard.check(url)).rejects.toThrow(UrlRefusedError);
    },
  );

  it('accepts a public address and a name that resolves publicly', async () => {
    expect((await guard.check('https://93.184.216.34/x')).hostname).toBe('93.184.216.34');
    expect((await guard.check('https://public.example/hook?a=1')).hostname).toBe('public.example');
  });

  it('refuses internal host names, which resolve only inside a network, unless private targets are opened', async () => {
    for (const url of [
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://intranet/x',
      'http://nas.local/',
      'http://router.lan./',
    ]) {
      await expect(guard.check(url)).rejects.toThrow(/internal host name/);
    }
    const opened = new UrlGuard({ allowPrivate: ['10.0.0.0/8'], lookup: resolver({}) });
    await expect(opened.check('http://billing.corp/hook')).resolves.toBeInstanceOf(URL);
  });

  it('accepts a name that does not resolve yet: it is checked again when fetched', async () => {
    expect((await guard.check('https://not-yet.example/')).hostname).toBe('not-yet.example');
  });

  it('does not hold a save up when the resolver does not answer: the name is checked when fetched', async () => {
    const silent = new UrlGuard({ lookup: (() => {}) as never });
    expect((await silent.check('https://slow.example/hook')).hostname).toBe('slow.example');
  });

  it('allows private addresses inside the CIDRs the operator allows, and only those', async () => {
    const allowing = new UrlGuard({ allowPrivate: ['127.0.0.0/8', 'fd00::/8'] });
    await expect(allowing.check('http://127.0.0.1:9/')).resolves.toBeInstanceOf(URL);
    await expect(allowing.check('http://[fd00::5]/')).resolves.toBeInstanceOf(URL);
    await expect(allowing.check('http://10.0.0.1/')).rejects.toThrow(/private address 10\.0\.0\.1/);
    await expect(new UrlGuard({ allowPrivate: true }).check('http://10.0.0.1/')).resolves.toBeInstanceOf(URL);
  });

  it('names the reason without the query string, which may carry a token', async () => {
    const error = (await guard.check('http://127.0.0.1/hook?api_key=secret').catch((e: Error) => e)) as Error;
    expect(error.message).toMatch(/^private address 127\.0\.0\.1, .*: http:\/\/127\.0\.0\.1\/hook$/);
    expect(error.message).not.toContain('secret');
  });

  it('says how to allow a private address: the operator setting, and leadline listen for a laptop', async () => {
    const error = (await guard
      .check('http://127.0.0.1:4000/hooks')
      .catch((e: Error) => e)) as UrlRefusedError;
    expect(error.reason).toContain('LEADLINE_ALLOW_PRIVATE_URLS=127.0.0.1/32');
    expect(error.reason).toContain('leadline listen --forward-to');
  });
});

describe('parsePrivateUrlAllowance', () => {
  it('reads true, CIDR lists and off', () => {
    expect(parsePrivateUrlAllowance('true')).toBe(true);
    expect(parsePrivateUrlAllowance(' 127.0.0.0/8, 10.0.0.0/8 ')).toEqual(['127.0.0.0/8', '10.0.0.0/8']);
    expect(parsePrivateUrlAllowance('')).toBeNull();
    expect(parsePrivateUrlAllowance('false')).toBeNull();
    expect(parsePrivateUrlAllowance(undefined)).toBeNull();
  });

  it('fails on a malformed CIDR at once', () => {
    expect(() => parsePrivateUrlAllowance('10.0.0.0/33')).toThrow(/Not a CIDR/);
    expect(() => parsePrivateUrlAllowance('intranet')).toThrow(/Not a CIDR/);
  });
});

describe('UrlGuard.fetch (send time)', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/to-metadata') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      } else if (req.url === '/to-rebound') {
        res.writeHead(307, { location: `http://rebound.example:${port}/ok` }).end();
      } else if (req.url === '/to-ok') {
        res.writeHead(303, { location: '/ok' }).end();
      } else {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => res.writeHead(200).end(`${req.method} ${req.url} ${body}`));
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('refuses at connect time a name that resolves privately now (DNS rebinding)', async () => {
    const guard = new UrlGuard({ lookup: resolver({ 'rebound.example': '127.0.0.1' }) });
    await expect(guard.fetch(`http://rebound.example:${port}/ok`)).rejects.toThrow(
      /^private address 127\.0\.0\.1, .*: http:\/\/rebound\.example/,
    );
    await guard.close();
  });

  it('fetches a private target the operator allows, following a redirect as GET after 303', async () => {
    const guard = new UrlGuard({ allowPrivate: ['127.0.0.0/8'] });
    const res = await guard.fetch(`http://127.0.0.1:${port}/to-ok`, { method: 'POST', body: 'x=1' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('GET /ok ');
    await guard.close();
  });

  it('checks every redirect hop: an allowed server cannot bounce the request to metadata', async () => {
    const guard = new UrlGuard({ allowPrivate: ['127.0.0.0/8'] });
    await expect(guard.fetch(`http://127.0.0.1:${port}/to-metadata`)).rejects.toThrow(
      /private address 169\.254\.169\.254/,
    );
    await guard.close();
  });

  it('checks the address a redirect hop resolves to at connect time', async () => {
    const guard = new UrlGuard({
      allowPrivate: ['127.0.0.1/32'],
      lookup: resolver({ 'rebound.example': '127.0.0.2' }),
    });
    await expect(guard.fetch(`http://127.0.0.1:${port}/to-rebound`)).rejects.toThrow(
      /private address 127\.0\.0\.2/,
    );
    await guard.close();
  });
});

describe('UrlGuard.request (send time, the delivery path)', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/to-metadata') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      } else if (req.url === '/to-rebound') {
        res.writeHead(307, { location: `http://rebound.example:${port}/ok` }).end();
      } else if (req.url === '/to-ok') {
        res.writeHead(303, { location: '/ok' }).end();
      } else if (req.url === '/slow') {
        setTimeout(() => res.writeHead(200).end('late'), 2_000).unref();
      } else if (req.url === '/big') {
        res.writeHead(200, { 'set-cookie': ['a=1', 'b=2'] }).end('y'.repeat(100_000));
      } else {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () =>
          res.writeHead(200).end(`${req.method} ${req.url} ${body} ${req.headers.connection}`),
        );
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('refuses at connect time a name that resolves privately now (DNS rebinding)', async () => {
    const guard = new UrlGuard({ lookup: resolver({ 'rebound.example': '127.0.0.1' }) });
    const refused = guard.request(`http://rebound.example:${port}/ok`);
    await expect(refused).rejects.toBeInstanceOf(UrlRefusedError);
    await expect(refused).rejects.toThrow(/^private address 127\.0\.0\.1, .*: http:\/\/rebound\.example/);
    await guard.close();
  });

  it('follows a 303 as GET, on a connection the pool keeps alive whatever the headers say', async () => {
    const guard = new UrlGuard({ allowPrivate: ['127.0.0.0/8'] });
    const res = await guard.request(`http://127.0.0.1:${port}/to-ok`, {
      method: 'POST',
      body: 'x=1',
      headers: { connection: 'close' },
    });
    expect(res).toMatchObject({ status: 200, body: 'GET /ok  keep-alive' });
    await guard.close();
  });

  it('checks every redirect hop, and the address each hop resolves to', async () => {
    const guard = new UrlGuard({
      allowPrivate: ['127.0.0.1/32'],
      lookup: resolver({ 'rebound.example': '127.0.0.2' }),
    });
    await expect(guard.request(`http://127.0.0.1:${port}/to-metadata`)).rejects.toThrow(
      /private address 169\.254\.169\.254/,
    );
    await expect(guard.request(`http://127.0.0.1:${port}/to-rebound`)).rejects.toThrow(
      /private address 127\.0\.0\.2/,
    );
    await guard.close();
  });

  it('gives up after timeoutMs with a TimeoutError', async () => {
    const guard = new UrlGuard({ allowPrivate: ['127.0.0.0/8'] });
    await expect(guard.request(`http://127.0.0.1:${port}/slow`, { timeoutMs: 100 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    await guard.close();
  });

  it('keeps the first maxBodyBytes of a long answer, and joins repeated headers', async () => {
    const guard = new UrlGuard({ allowPrivate: ['127.0.0.0/8'] });
    const res = await guard.request(`http://127.0.0.1:${port}/big`, { maxBodyBytes: 1000 });
    expect(res.body).toBe('y'.repeat(1000));
    expect(res.headers['set-cookie']).toBe('a=1, b=2');
    await guard.close();
  });
});

describe('UrlGuard.address (FTP and SFTP hosts)', () => {
  const guard = new UrlGuard({
    lookup: resolver({ 'inside.example': '10.1.2.3', 'files.example': '93.184.216.34' }),
  });

  it('answers the checked address of a public name or literal, which is what the caller connects to', async () => {
    expect(await guard.address('files.example')).toBe('93.184.216.34');
    expect(await guard.address(' FILES.example ')).toBe('93.184.216.34');
    expect(await guard.address('93.184.216.34')).toBe('93.184.216.34');
  });

  it.each([
    ['inside.example', /private address 10\.1\.2\.3/],
    ['10.0.0.5', /private address 10\.0\.0\.5/],
    ['[::1]', /private address ::1/],
    ['localhost', /private address 127\.0\.0\.1/],
    ['metadata.google.internal', /internal host name/],
    ['nowhere.example', /does not resolve/],
    ['', /no host/],
  ])('refuses %s', async (host, reason) => {
    const refused = await guard.address(host).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UrlRefusedError);
    expect((refused as Error).message).toMatch(reason);
  });
});
