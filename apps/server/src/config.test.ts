import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

describe('server configuration', () => {
  it('defaults to SQLite in ./leadline.db on port 3000', () => {
    expect(readConfig({})).toMatchObject({
      databaseUrl: './leadline.db',
      port: 3000,
      rateLimitPerMinute: 6000,
    });
  });

  it('reads DATABASE_URL, PORT and the rate limit from the environment', () => {
    const c = readConfig({
      DATABASE_URL: 'postgres://x/y',
      PORT: '8080',
      LEADLINE_RATE_LIMIT_PER_MINUTE: '0',
    });
    expect(c).toMatchObject({ databaseUrl: 'postgres://x/y', port: 8080, rateLimitPerMinute: 0 });
  });

  it('reads where carriers call back from LEADLINE_PUBLIC_URL, and leaves it to each request without it', () => {
    expect(readConfig({ LEADLINE_PUBLIC_URL: 'https://calls.example.com' }).publicUrl).toBe(
      'https://calls.example.com',
    );
    expect(readConfig({}).publicUrl).toBeUndefined();
  });

  it('rejects a PORT that is not a number, naming it', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
  });
});
