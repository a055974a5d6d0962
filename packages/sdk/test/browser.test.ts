import { fileURLToPath } from 'node:url';
import { createContext, runInContext } from 'node:vm';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Sdk from '../src/index.js';

/**
 * The SDK in a browser (the operator console runs it there): bundled for the
 * browser platform, where a Node built-in cannot be resolved, then run where
 * only a browser's globals exist: no process, no Buffer, and a crypto
 * without randomUUID, as on a page served over plain http.
 */
const ENTRY = fileURLToPath(new URL('../src/index.ts', import.meta.url));
let bundle: string;

beforeAll(async () => {
  const out = await build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    globalName: 'LeadlineSDK',
    write: false,
    logLevel: 'silent',
  });
  bundle = out.outputFiles[0]!.text;
});

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A page's globals, and a fetch that answers every request with `answer`. */
function browserLike(answer: unknown) {
  const sent: Sent[] = [];
  const globals = {
    fetch: async (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
      sent.push({ url, method: init.method, headers: init.headers, body: init.body });
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
    crypto: { getRandomValues: (a: Uint8Array) => crypto.getRandomValues(a) },
    console,
    ...{ Headers, Response, URL, URLSearchParams, Blob, ReadableStream, TextDecoder, TextEncoder },
    ...{ AbortController, AbortSignal, DOMException, setTimeout, clearTimeout, performance, btoa, atob },
  };
  const context = createContext(globals);
  runInContext(bundle, context);
  return { sdk: (context as { LeadlineSDK: typeof Sdk }).LeadlineSDK, sent };
}

describe('the SDK in a browser', () => {
  it('bundles for the browser platform without any Node built-in', () => {
    expect(bundle).not.toMatch(/require\(["']node:|from ["']node:/);
    expect(bundle.length).toBeGreaterThan(10_000);
  });

  it('creates a record with a key pair where there is no randomUUID, process or Buffer', async () => {
    const { sdk, sent } = browserLike({ buyer: { id: 7, name: 'Acme' } });
    const client = new sdk.Leadline({
      baseURL: 'http://10.0.0.5:3000',
      publicKey: 'llpk_a',
      privateKey: 'llsk_b',
    });
    const buyer = await client.buyers.create({ name: 'Acme', number: '+18005550100' });
    expect(buyer).toEqual({ id: 7, name: 'Acme' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: 'http://10.0.0.5:3000/api/v1/buyers', method: 'POST' });
    expect(sent[0]!.headers.authorization).toBe(`Basic ${btoa('llpk_a:llsk_b')}`);
    expect(sent[0]!.headers['idempotency-key']).toMatch(
      /^ll_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('says verifying a webhook needs Node rather than failing on a missing module', () => {
    const { sdk } = browserLike({});
    expect(() =>
      new sdk.WebhooksHelper().verify(
        '{}',
        { 'webhook-id': 'm', 'webhook-timestamp': '1', 'webhook-signature': 'v1,x' },
        'whsec_eA==',
        1000,
      ),
    ).toThrow(/needs Node\.js/);
  });
});
