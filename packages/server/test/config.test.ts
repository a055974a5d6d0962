import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileStorageOf, readConfig, settingsMarkdown } from '../src/config.js';

describe('server configuration', () => {
  it('defaults to SQLite in ./leadline.db on port 3000 with 6,000 requests a minute', () => {
    expect(readConfig({})).toMatchObject({
      databaseUrl: './leadline.db',
      port: 3000,
      logLevel: 'info',
      rateLimitPerMinute: 6000,
      trustProxy: false,
      bodyLimitBytes: 10 * 1024 * 1024,
    });
    expect(readConfig({}).publicUrl).toBeUndefined();
    expect(readConfig({}).host).toBeUndefined();
  });

  it('reads every setting from its variable, blank counting as unset', () => {
    const c = readConfig({
      DATABASE_URL: 'postgres://x/y',
      PORT: '8080',
      HOST: '10.0.0.1',
      LOG_LEVEL: 'warn',
      LEADLINE_LOG_FORMAT: 'json',
      LEADLINE_RATE_LIMIT_PER_MINUTE: '0',
      LEADLINE_PUBLIC_RATE_LIMIT_PER_MINUTE: '120',
      LEADLINE_TRUST_PROXY: 'true',
      LEADLINE_BODY_LIMIT_BYTES: '1024',
      LEADLINE_PUBLIC_URL: 'https://calls.example.com',
      LEADLINE_ALLOW_PRIVATE_URLS: '10.0.0.0/8, 127.0.0.0/8',
      LEADLINE_SECRET_KEYS: 'k1:a2V5',
      LEADLINE_SECRET_KEY_FILE: '/etc/leadline/keys',
      LEADLINE_SQLITE_SYNCHRONOUS: 'full',
      LEADLINE_WAKE_POLL_MS: '3600000',
      LEADLINE_ROLE: 'scheduler',
      LEADLINE_DRAIN_MS: '5000',
      LEADLINE_DATABASE_POOL_SIZE: '40',
      LEADLINE_DATABASE_STATEMENT_TIMEOUT_MS: '30000',
      LEADLINE_DATABASE_APPLICATION_NAME: 'leadline-api-eu',
      LEADLINE_DATABASE_LISTEN_URL: 'postgres://db:5432/y',
      LEADLINE_RETENTION_DAYS: 'webhook_logs=30,events=90',
      LEADLINE_METRICS_TOKEN: 'scrape',
      LEADLINE_METRICS_LISTEN: '127.0.0.1:9464',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_TRACES_SAMPLER_ARG: '0.5',
      OTEL_SERVICE_NAME: 'leadline-eu',
      LEADLINE_FILE_STORAGE: 's3',
      LEADLINE_FILE_DIR: '/var/lib/leadline/files',
      LEADLINE_FILE_S3_BUCKET: 'leadline-files',
      LEADLINE_FILE_S3_REGION: 'eu-west-1',
      LEADLINE_FILE_S3_ENDPOINT: 'http://minio:9000',
      LEADLINE_FILE_S3_PREFIX: 'eu/',
      LEADLINE_FILE_S3_ACCESS_KEY_ID: 'AKID',
      LEADLINE_FILE_S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(c).toEqual({
      databaseUrl: 'postgres://x/y',
      port: 8080,
      host: '10.0.0.1',
      logLevel: 'warn',
      logFormat: 'json',
      rateLimitPerMinute: 0,
      publicRateLimitPerMinute: 120,
      trustProxy: true,
      bodyLimitBytes: 1024,
      publicUrl: 'https://calls.example.com',
      allowPrivateUrls: ['10.0.0.0/8', '127.0.0.0/8'],
      secretKeys: 'k1:a2V5',
      secretKeyFile: '/etc/leadline/keys',
      sqliteSynchronous: 'full',
      wakePollMs: 3_600_000,
      role: 'scheduler',
      drainMs: 5000,
      databasePoolSize: 40,
      databaseStatementTimeoutMs: 30_000,
      databaseApplicationName: 'leadline-api-eu',
      databaseListenUrl: 'postgres://db:5432/y',
      retentionDays: { webhook_logs: 30, events: 90 },
      metricsToken: 'scrape',
      metricsListen: { host: '127.0.0.1', port: 9464 },
      otlpEndpoint: 'http://collector:4318',
      traceRatio: 0.5,
      serviceName: 'leadline-eu',
      fileStorage: 's3',
      fileDir: '/var/lib/leadline/files',
      fileS3Bucket: 'leadline-files',
      fileS3Region: 'eu-west-1',
      fileS3Endpoint: 'http://minio:9000',
      fileS3Prefix: 'eu/',
      fileS3AccessKeyId: 'AKID',
      fileS3SecretAccessKey: 'secret',
    });
    expect(readConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: './leadline.db',
      port: 3000,
    });
  });

  it('lets flags win over the environment, and names the flag when one is wrong', () => {
    expect(readConfig({ PORT: '8080' }, { port: '9090' }).port).toBe(9090);
    expect(() => readConfig({}, { port: 'x' })).toThrow(/--port must be a whole number/);
  });

  it('rejects a value a setting cannot take, naming the variable', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number, got eighty/);
    expect(() => readConfig({ LEADLINE_TRUST_PROXY: 'maybe' })).toThrow(
      /LEADLINE_TRUST_PROXY must be true or false/,
    );
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
    // 0 would poll without pause.
    expect(() => readConfig({ LEADLINE_WAKE_POLL_MS: '0' })).toThrow(
      /LEADLINE_WAKE_POLL_MS must be a whole number from 1, got 0/,
    );
  });

  it('runs every role in one process unless LEADLINE_ROLE or --role picks one, and refuses an unknown role', () => {
    expect(readConfig({})).toMatchObject({ role: 'all', drainMs: 10_000 });
    expect(readConfig({ LEADLINE_ROLE: 'worker', LEADLINE_DRAIN_MS: '0' })).toMatchObject({
      role: 'worker',
      drainMs: 0,
    });
    expect(readConfig({ LEADLINE_ROLE: 'worker' }, { role: 'api' }).role).toBe('api');
    expect(() => readConfig({ LEADLINE_ROLE: 'cron' })).toThrow(
      /LEADLINE_ROLE must be one of all, api, worker, scheduler, got cron/,
    );
    expect(() => readConfig({}, { role: 'cron' })).toThrow(/--role must be one of/);
  });

  it('refuses a retention or metrics address it cannot read, naming the variable', () => {
    expect(readConfig({}).retentionDays).toEqual({});
    expect(() => readConfig({ LEADLINE_RETENTION_DAYS: 'calls=30' })).toThrow(
      /LEADLINE_RETENTION_DAYS: unknown table calls/,
    );
    expect(() => readConfig({ LEADLINE_METRICS_LISTEN: '9464' })).toThrow(
      /LEADLINE_METRICS_LISTEN: must be host:port, got 9464/,
    );
    expect(readConfig({ LEADLINE_METRICS_LISTEN: '[::1]:9464' }).metricsListen).toEqual({
      host: '::1',
      port: 9464,
    });
  });

  it('keeps files in the database unless LEADLINE_FILE_STORAGE says otherwise, and names what local or s3 storage lacks', () => {
    expect(fileStorageOf(readConfig({}))).toEqual({ kind: 'database' });
    expect(
      fileStorageOf(readConfig({ LEADLINE_FILE_STORAGE: 'local', LEADLINE_FILE_DIR: '/srv/files' })),
    ).toEqual({ kind: 'local', directory: '/srv/files' });
    expect(
      fileStorageOf(
        readConfig({
          LEADLINE_FILE_STORAGE: 's3',
          LEADLINE_FILE_S3_BUCKET: 'files',
          LEADLINE_FILE_S3_ACCESS_KEY_ID: 'AKID',
          LEADLINE_FILE_S3_SECRET_ACCESS_KEY: 'secret',
        }),
      ),
    ).toEqual({
      kind: 's3',
      bucket: 'files',
      region: 'us-east-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
    });
    expect(() => readConfig({ LEADLINE_FILE_STORAGE: 'local' })).toThrow(
      /LEADLINE_FILE_STORAGE=local needs LEADLINE_FILE_DIR/,
    );
    expect(() => readConfig({ LEADLINE_FILE_STORAGE: 's3', LEADLINE_FILE_S3_BUCKET: 'files' })).toThrow(
      /LEADLINE_FILE_STORAGE=s3 needs LEADLINE_FILE_S3_ACCESS_KEY_ID/,
    );
    expect(() => readConfig({ LEADLINE_FILE_STORAGE: 'ftp' })).toThrow(
      /LEADLINE_FILE_STORAGE must be one of database, local, s3, got ftp/,
    );
    expect(() => readConfig({ LEADLINE_FILE_S3_ENDPOINT: 'ftp://minio' })).toThrow(
      /LEADLINE_FILE_S3_ENDPOINT: must be an http\(s\) URL/,
    );
  });

  it('turns traces on only with an OTLP endpoint, and refuses a sampling share outside 0 to 1', () => {
    expect(readConfig({})).toMatchObject({ otlpEndpoint: undefined, serviceName: 'leadline' });
    expect(
      readConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
        OTEL_SERVICE_NAME: 'leadline-eu',
      }),
    ).toMatchObject({ otlpEndpoint: 'http://collector:4318', traceRatio: 0.25, serviceName: 'leadline-eu' });
    expect(() => readConfig({ OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(
      /OTEL_TRACES_SAMPLER_ARG: must be a number from 0 to 1, got 2/,
    );
  });

  it("is documented in the README's configuration table, generated from the settings", () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const table = readme.match(/<!-- settings:start[^\n]*-->\n([\s\S]*?)\n<!-- settings:end -->/)?.[1];
    expect(table, `README.md's table should be:\n${settingsMarkdown()}`).toBe(settingsMarkdown());
  });
});
