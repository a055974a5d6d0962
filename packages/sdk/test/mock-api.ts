import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type ClientOptions, Leadline } from '../src/index.js';

export const BASE_URL = 'http://leadline.test';
export const API = `${BASE_URL}/api/v1`;

/** msw intercepting global fetch for one test file; requests nobody handles fail the test. */
export function useMockApi() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A client of the mocked API with a key pair; retries and timeouts as the test needs. */
export const mockClient = (options: Partial<ClientOptions> = {}) =>
  new Leadline({
    baseURL: BASE_URL,
    publicKey: 'llpk_test',
    privateKey: 'llsk_test',
    ...options,
  } as ClientOptions);

/** An API error body as the server sends it. */
export const errorBody = (status: number, code: string, errors: Record<string, string[]> = {}) => ({
  status,
  code,
  message: `${code} happened`,
  errors,
  request_id: `req-${status}`,
});

/** A single-record envelope. */
export const envelope = (name: string, record: Record<string, unknown>, status = 200) => ({
  status,
  errors: {},
  [name]: record,
  checksum: '0'.repeat(32),
  metadata: { root: name },
});
