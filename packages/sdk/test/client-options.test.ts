import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchInit, Leadline, LeadlineError } from '../src/index.js';
import { API, BASE_URL, envelope, useMockApi } from './mock-api.js';

const me = { company: { id: 1 }, actor: { type: 'api_key', id: 1, name: 'k' }, permissions: {} };

describe('client options', () => {
  const server = useMockApi();
  afterEach(() => vi.unstubAllEnvs());

  /** Answers GET /me and records what the request carried. */
  function captureMe() {
    const seen: { url: URL; authorization: string | null }[] = [];
    server.use(
      http.get(`${API}/me`, ({ request }) => {
        seen.push({ url: new URL(request.url), authorization: request.headers.get('authorization') });
        return HttpResponse.json(envelope('me', me));
      }),
    );
    return seen;
  }
  const noEnv = () => {
    for (const name of ['BASE_URL', 'PUBLIC_KEY', 'PRIVATE_KEY', 'AUTH_TOKEN', 'COMPANY_ID']) {
      vi.stubEnv(`LEADLINE_${name}`, '');
    }
  };

  it('authenticates a key pair with Basic base64(public:private)', async () => {
    const seen = captureMe();
    await new Leadline({ baseURL: BASE_URL, publicKey: 'llpk_a', privateKey: 'llsk_b' }).me.show();
    expect(seen[0]!.authorization).toBe(`Basic ${Buffer.from('llpk_a:llsk_b').toString('base64')}`);
  });

  it('authenticates a developer token with Token, sending companyId as company_id', async () => {
    const seen = captureMe();
    await new Leadline({ baseURL: BASE_URL, authToken: 'lldt_x', companyId: 'acme' }).me.show();
    expect(seen[0]!.authorization).toBe('Token lldt_x');
    expect(seen[0]!.url.searchParams.get('company_id')).toBe('acme');
  });

  it('reads the server and credentials from LEADLINE_* when not given', async () => {
    noEnv();
    vi.stubEnv('LEADLINE_BASE_URL', `${BASE_URL}/`);
    vi.stubEnv('LEADLINE_PUBLIC_KEY', 'llpk_env');
    vi.stubEnv('LEADLINE_PRIVATE_KEY', 'llsk_env');
    const seen = captureMe();
    await new Leadline().me.show();
    expect(seen[0]!.url.pathname).toBe('/api/v1/me');
    expect(seen[0]!.authorization).toBe(`Basic ${Buffer.from('llpk_env:llsk_env').toString('base64')}`);
  });

  it('reads LEADLINE_AUTH_TOKEN when no key pair is set', async () => {
    noEnv();
    vi.stubEnv('LEADLINE_BASE_URL', BASE_URL);
    vi.stubEnv('LEADLINE_AUTH_TOKEN', 'lldt_env');
    const seen = captureMe();
    await new Leadline().me.show();
    expect(seen[0]!.authorization).toBe('Token lldt_env');
  });

  it('prefers explicit options over the environment', async () => {
    noEnv();
    vi.stubEnv('LEADLINE_PUBLIC_KEY', 'llpk_env');
    vi.stubEnv('LEADLINE_PRIVATE_KEY', 'llsk_env');
    const seen = captureMe();
    await new Leadline({ baseURL: BASE_URL, authToken: 'lldt_given' }).me.show();
    expect(seen[0]!.authorization).toBe('Token lldt_given');
  });

  it('accepts a baseURL that already ends in /api/v1', async () => {
    const seen = captureMe();
    await new Leadline({ baseURL: `${BASE_URL}/api/v1/`, publicKey: 'a', privateKey: 'b' }).me.show();
    expect(seen[0]!.url.pathname).toBe('/api/v1/me');
  });

  it('refuses to start without a server or credentials, saying which variable to set', () => {
    noEnv();
    expect(() => new Leadline({ publicKey: 'a', privateKey: 'b' })).toThrow(/LEADLINE_BASE_URL/);
    expect(() => new Leadline({ baseURL: BASE_URL })).toThrow(LeadlineError);
    expect(() => new Leadline({ baseURL: BASE_URL })).toThrow(/LEADLINE_AUTH_TOKEN/);
    expect(() => new Leadline({ baseURL: BASE_URL, publicKey: 'a' })).toThrow(
      /both publicKey and privateKey/,
    );
  });

  it('sends through an injected fetch, handing it the dispatcher', async () => {
    const calls: { url: string; init: FetchInit }[] = [];
    const dispatcher = { name: 'agent' };
    const client = new Leadline({
      baseURL: BASE_URL,
      publicKey: 'a',
      privateKey: 'b',
      dispatcher,
      fetch: async (url, init) => {
        calls.push({ url, init });
        return new Response(JSON.stringify(envelope('me', me)), { status: 200 });
      },
    });
    await expect(client.me.show()).resolves.toEqual(me);
    expect(calls[0]!.url).toBe(`${API}/me`);
    expect(calls[0]!.init.dispatcher).toBe(dispatcher);
  });

  it('exposes every declared resource, with only its declared operations', async () => {
    const client = new Leadline({ baseURL: BASE_URL, publicKey: 'a', privateKey: 'b' });
    expect(typeof client.buyerFleets.create).toBe('function');
    expect(client.resource('buyer_fleets')).toBe(client.buyerFleets);
    // @ts-expect-error: buyer_fleets declares no build operation
    await expect(client.buyerFleets.build()).rejects.toThrow('buyer_fleets has no build operation');
    expect(() => client.resource('no_such_things' as 'buyers')).toThrow(/No resource/);
  });
});
