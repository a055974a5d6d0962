import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Clock } from '../clock.js';
import { isPostgresUrl, openDatabase } from '../db/open.js';
import type { PrivateUrlAllowance } from '../net/address-policy.js';
import { SecretBox } from '../secrets/secret-box.js';
import type { ApiKeyInput } from '../tenancy/api-keys.js';
import type { Company } from '../tenancy/companies.js';
import type { FileStorage } from '../wiring/file-storage.js';
import { createLeadline, type Leadline } from '../wiring/leadline.js';
import { createSchemaFromTemplate, postgresTemplate, releaseSchema, sqliteTemplate } from './templates.js';

/** The database the test suite runs on: PostgreSQL when DATABASE_URL is a postgres URL, else SQLite. */
export const testDatabaseUrl = (): string | undefined => {
  const url = process.env.DATABASE_URL;
  return url && isPostgresUrl(url) ? url : undefined;
};
export const testDialect = (): 'sqlite' | 'postgres' => (testDatabaseUrl() ? 'postgres' : 'sqlite');

/**
 * A fresh, migrated database for one test (or one file): a SQLite file in a
 * new temporary folder (a file, not ':memory:', so tests run the writer and
 * reader connections production runs; in /dev/shm where there is one), or a
 * new schema in the PostgreSQL database named by DATABASE_URL. Either is
 * removed again on close. Each is a copy of one migrated for the whole run
 * (./templates.ts), not migrated again.
 */
export interface TestLeadlineOptions {
  clock?: Clock;
  /** Private URL targets allowed (tests that stand in a receiver on 127.0.0.1 allow `['127.0.0.0/8']`). */
  allowPrivateUrls?: PrivateUrlAllowance | null;
  /** Default: a fresh keyring, so every test runs with secrets sealed at rest. */
  secrets?: SecretBox;
  /** Where uploads' and exports' bytes go (default: the database). */
  fileStorage?: FileStorage;
}

export async function createTestLeadline(options: TestLeadlineOptions = {}): Promise<Leadline> {
  const url = testDatabaseUrl();
  if (!url) return createSqliteTestLeadline(options);
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const template = await postgresTemplate(url, testDirectory());
  if (template) await createSchemaFromTemplate(url, schema, template);
  const database = await openDatabase(url, { schema, poolSize: 5 });
  if (!template) await sql.raw(`create schema ${schema}`).execute(database.db);
  const close = database.close;
  const leadline: Leadline = await createLeadline({
    secrets: SecretBox.fromKeys([SecretBox.generateKeySpec()]),
    ...options,
    migrate: !template,
    database: {
      ...database,
      close: async () => {
        if (template) {
          await close();
          await releaseSchema(url, schema, template);
          return;
        }
        await sql.raw(`drop schema if exists ${schema} cascade`).execute(database.db);
        await close();
      },
    },
  });
  homes.set(leadline, { url, schema });
  return leadline;
}

/** Where each test Leadline keeps its data, so a second one can open the same (`createTestLeadlineBeside`). */
const homes = new WeakMap<Leadline, { url: string; schema: string } | { file: string }>();

/**
 * A second Leadline on the database of `first` (its PostgreSQL schema or its
 * SQLite file), with its own pool and the same keyring: what a second server
 * process of one installation is, for tests of work shared across processes.
 * Closing it closes only its own pool; `first` removes the database.
 */
export async function createTestLeadlineBeside(
  first: Leadline,
  options: Omit<TestLeadlineOptions, 'secrets'> = {},
): Promise<Leadline> {
  const home = homes.get(first);
  if (!home) throw new Error('createTestLeadlineBeside needs a Leadline made by createTestLeadline');
  const database =
    'file' in home
      ? await openDatabase(home.file)
      : await openDatabase(home.url, { schema: home.schema, poolSize: 5 });
  return createLeadline({ ...options, secrets: first.secrets, database });
}

/** Where test databases (and the run's templates) are made: LEADLINE_TEST_DIR, else /dev/shm where there is one. */
const testDirectory = () => process.env.LEADLINE_TEST_DIR ?? (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

async function createSqliteTestLeadline(options: TestLeadlineOptions): Promise<Leadline> {
  const base = testDirectory();
  const template = await sqliteTemplate(base);
  const dir = mkdtempSync(join(base, 'leadline-test-'));
  const file = join(dir, 'test.db');
  copyFileSync(template, file);
  const database = await openDatabase(file);
  const close = database.close;
  const leadline = await createLeadline({
    secrets: SecretBox.fromKeys([SecretBox.generateKeySpec()]),
    ...options,
    migrate: false,
    database: {
      ...database,
      close: async () => {
        await close();
        rmSync(dir, { recursive: true, force: true });
      },
    },
  });
  homes.set(leadline, { file });
  return leadline;
}

export interface TestTenant {
  company: Company;
  publicKey: string;
  privateKey: string;
  /** `Basic base64(public:private)` */
  authorization: string;
}

/** A company with a key pair (superuser unless told otherwise). */
export async function createTestTenant(
  leadline: Leadline,
  name = 'Acme Leads',
  key: ApiKeyInput = { superuser: true },
): Promise<TestTenant> {
  const company = await leadline.companies.create({ name });
  const issued = await leadline.keys.create(company.id, key);
  return {
    company,
    publicKey: issued.key.public_key,
    privateKey: issued.private_key,
    authorization: basicAuth(issued.key.public_key, issued.private_key),
  };
}

export const basicAuth = (publicKey: string, privateKey: string) =>
  `Basic ${Buffer.from(`${publicKey}:${privateKey}`).toString('base64')}`;
export * from './fake-carriers.js';
export * from './stand-in-s3.js';
export * from './test-audio.js';
