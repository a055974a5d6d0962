import { PUBLIC_BODY_BOUNDS } from '@leadline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import { problemOf } from './hostile/corpus.js';
import { freshNumber, leadFixtures } from './leads-fixtures.js';

describe('bodies past a public endpoint’s declared bounds', () => {
  const t = useTestApp();
  const f = leadFixtures(t);
  let token: string;

  beforeAll(async () => {
    token = (await f.offer({ name: 'Bounded' })).lead_token;
  });

  const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v']));
  const nested = (depth: number): unknown => (depth === 0 ? 1 : { a: nested(depth - 1) });
  const post = (payload: string, type = 'application/json') =>
    f.open('POST', '/leads', payload, { 'content-type': type });

  it('refuses 60,000 keys, deep nesting and a long string with a 422 naming the body, writing nothing', async () => {
    const caller_id = freshNumber();
    const bodies = [
      JSON.stringify({ lead_token: token, caller_id, ...keys(60_000) }),
      JSON.stringify({ lead_token: token, caller_id, x: nested(PUBLIC_BODY_BOUNDS.maxDepth + 1) }),
      JSON.stringify({ lead_token: token, caller_id, x: 'y'.repeat(PUBLIC_BODY_BOUNDS.maxStringLength + 1) }),
      JSON.stringify([{ lead_token: token, caller_id }, ...Array.from({ length: 5000 }, () => 1)]),
    ];
    for (const body of bodies) {
      const res = await post(body);
      expect(res.statusCode, body.slice(0, 60)).toBe(422);
      expect(problemOf(res)).toBeNull();
      expect(res.json().errors.body[0]).toMatch(/^The body /);
    }
    const form = new URLSearchParams({ lead_token: token, caller_id, ...keys(60_000) }).toString();
    const res = await post(form, 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['body']);
    expect(await f.list(`caller_id=${encodeURIComponent(caller_id)}`)).toEqual([]);
  });

  it('refuses a body past the declared bytes with a 413 before reading it', async () => {
    const res = await post(JSON.stringify({ lead_token: token, x: 'y'.repeat(PUBLIC_BODY_BOUNDS.maxBytes) }));
    expect(res.statusCode).toBe(413);
    expect(problemOf(res)).toBeNull();
  });

  it("answers the issue's expensive bodies at every public endpoint with a 413 or 422 naming the bound passed", async () => {
    const { CATALOG, ENDPOINT_GROUPS } = await import('@leadline/core');
    const endpoints = [
      ...CATALOG.flatMap((d) => d.endpoints),
      ...ENDPOINT_GROUPS.flatMap((g) => g.endpoints),
    ].filter((e) => e.public && e.method !== 'GET' && e.bodyBounds);
    // The 1.7 MB of 100,000 keys; 100,000 keys in less than a megabyte; deep nesting; a huge string.
    const hostile = [
      {
        name: '1.7 MB, 100,000 keys',
        text: JSON.stringify(keys(100_000)).replace(/"v"/g, '"values"'),
        entries: 100_000,
        depth: 1,
        longest: 7,
      },
      {
        name: '100,000 short keys',
        text: JSON.stringify(keys(100_000)),
        entries: 100_000,
        depth: 1,
        longest: 7,
      },
      {
        name: '100,000 nested arrays',
        text: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
        entries: 0,
        depth: 100_000,
        longest: 0,
      },
      {
        name: 'a 900,000-character string',
        text: JSON.stringify({ x: 'y'.repeat(900_000) }),
        entries: 1,
        depth: 1,
        longest: 900_000,
      },
    ];
    expect(hostile[0]!.text.length).toBeGreaterThan(1_700_000);
    for (const endpoint of endpoints) {
      const bounds = endpoint.bodyBounds!;
      const url = `/api/v1${endpoint.path.replace(/:[a-z_]+/g, 'x')}`;
      for (const body of hostile) {
        const res = await t.app.inject({
          method: endpoint.method,
          url,
          payload: body.text,
          headers: { 'content-type': 'application/json' },
        });
        const where = `${endpoint.method} ${endpoint.path}, ${body.name}`;
        const named = res.json().errors?.body?.[0] ?? '';
        if (body.text.length > bounds.maxBytes) {
          expect(res.statusCode, where).toBe(413);
          expect(named, where).toContain(`${bounds.maxBytes} bytes`);
        } else if (body.entries > bounds.maxEntries) {
          expect(res.statusCode, where).toBe(422);
          expect(named, where).toContain(`more than ${bounds.maxEntries} keys`);
        } else if (body.depth > bounds.maxDepth) {
          expect(res.statusCode, where).toBe(422);
          expect(named, where).toContain(`more than ${bounds.maxDepth} deep`);
        } else if (body.longest > bounds.maxStringLength) {
          expect(res.statusCode, where).toBe(422);
          expect(named, where).toContain(`longer than ${bounds.maxStringLength} characters`);
        } else {
          // Within this endpoint's bounds (a batch takes more): refused by the handler, never taken.
          expect(res.statusCode, where).toBe(422);
        }
        expect(problemOf(res), where).toBeNull();
      }
    }
  });

  it('takes a lead within the bounds: 500 tokens of modest size', async () => {
    const res = await f.submit({ lead_token: token, caller_id: freshNumber(), ...keys(500) });
    expect(res.statusCode).toBe(200);
  });

  it('declares the bounds with every public endpoint that takes a body, and a batch of a thousand leads fits its own', async () => {
    const { CATALOG, ENDPOINT_GROUPS } = await import('@leadline/core');
    const endpoints = [
      ...CATALOG.flatMap((d) => d.endpoints),
      ...ENDPOINT_GROUPS.flatMap((g) => g.endpoints),
    ];
    const unbounded = endpoints.filter((e) => e.public && e.method !== 'GET' && !e.bodyBounds);
    expect(unbounded.map((e) => `${e.method} ${e.path}`)).toEqual([]);
    const leads = Array.from({ length: 1000 }, () => ({
      lead_token: token,
      caller_id: freshNumber(),
      ...keys(40),
    }));
    const res = await f.open('POST', '/leads/batch', { leads, dry_run: true });
    expect(res.statusCode).toBe(200);
  });
});
