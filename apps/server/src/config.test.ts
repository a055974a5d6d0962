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

  it('reads the hardening settings: private URLs allowed, the secret keyring and SQLite synchronous', () => {
    expect(readConfig({}).allowPrivateUrls).toBeNull();
    const c = readConfig({
      LEADLINE_ALLOW_PRIVATE_URLS: '127.0.0.0/8, 10.0.0.0/8',
      LEADLINE_SECRET_KEYS: 'k2:abc,k1:def',
      LEADLINE_SECRET_KEY_FILE: '/etc/leadline/keys',
      LEADLINE_SQLITE_SYNCHRONOUS: 'FULL',
    });
    expect(c).toMatchObject({
      allowPrivateUrls: ['127.0.0.0/8', '10.0.0.0/8'],
      secretKeys: 'k2:abc,k1:def',
      secretKeyFile: '/etc/leadline/keys',
      sqliteSynchronous: 'full',
    });
    expect(readConfig({ LEADLINE_ALLOW_PRIVATE_URLS: 'true' }).allowPrivateUrls).toBe(true);
    expect(() => readConfig({ LEADLINE_ALLOW_PRIVATE_URLS: '10.0.0.0/33' })).toThrow(/Not a CIDR/);
    expect(() => readConfig({ LEADLINE_SQLITE_SYNCHRONOUS: 'sometimes' })).toThrow(/normal or full/);
  });

  it('rejects a PORT that is not a number, naming it', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
  });
});
