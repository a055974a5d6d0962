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
