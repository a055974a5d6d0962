import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite from 'better-sqlite3';
import { sql } from 'kysely';
import { CATALOG } from '../catalog.js';
import { MIGRATIONS } from '../db/migrations/index.js';
import { openDatabase } from '../db/open.js';
import { storedFields } from '../kernel/schema-sync.js';
import { SecretBox } from '../secrets/secret-box.js';
import { createLeadline } from '../wiring/leadline.js';

/**
 * Migrated databases made once per test run, copied for each test (docs/decisions/tests-suite-duration.md).
 *
 * Migrating costs a few hundred statements per test database (every migration, then a table and
 * its indexes per declared resource), which on a loaded machine took seconds per test file. A
 * template is the same migration run once: a SQLite file copied per test, or on PostgreSQL the
 * schema's `pg_dump` replayed in one round trip into the test's new schema. Templates belong to
 * one vitest run (its main process) and one version of the migrations and declarations, so
 * editing either in watch mode, or starting a new run, makes a new one.
 */

/** What the migrated schema depends on: the migrations and what the declarations make tables and indexes of. */
function fingerprint(dialect: 'sqlite' | 'postgres'): string {
  const hash = createHash('sha256');
  hash.update(dialect);
  for (const [name, m] of Object.entries(MIGRATIONS)) hash.update(`${name}\n${m.up.toString()}\n`);
  for (const def of CATALOG) {
    hash.update(
      JSON.stringify([
        def.table,
        storedFields(def).map(({ name, storage, spec }) => [
          name,
          storage,
          spec.unique,
          spec.index,
          spec.type,
          spec.filter,
        ]),
        def.indexes,
      ]),
    );
  }
  return hash.digest('hex').slice(0, 12);
}

/** The vitest run this worker belongs to: its main process (workers are its children). */
const runId = () => process.env.LEADLINE_TEST_RUN_ID ?? String(process.ppid);

const templateDir = (base: string) => join(base, 'leadline-test-templates');

/** Templates of runs long over (a run killed before it could clean up leaves its files). */
function removeStaleTemplates(dir: string) {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of readdirSync(dir)) {
    try {
      if (statSync(join(dir, name)).mtimeMs < dayAgo) rmSync(join(dir, name), { force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
}

/**
 * A migrated, empty SQLite file for this run, made on first use: a complete file (its write-ahead
 * log folded in), renamed into place whole, so a worker copying it never sees half of one.
 */
export async function sqliteTemplate(base: string): Promise<string> {
  const dir = templateDir(base);
  const file = join(dir, `sqlite-${runId()}-${fingerprint('sqlite')}.db`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  removeStaleTemplates(dir);
  const building = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const leadline = await createLeadline({
    database: building,
    secrets: SecretBox.fromKeys([SecretBox.generateKeySpec()]),
  });
  await leadline.close();
  const native = new BetterSqlite(building);
  native.pragma('wal_checkpoint(TRUNCATE)');
  native.close();
  rmSync(`${building}-wal`, { force: true });
  rmSync(`${building}-shm`, { force: true });
  rmSync(`${building}.secret-key`, { force: true });
  renameSync(building, file);
  return file;
}

/**
 * A migrated, empty PostgreSQL schema, as SQL with SCHEMA_TOKEN for its name: `create` makes it,
 * `reset` empties one made from it (its rows and sequences back to the template's), and `shape`
 * is its tables, columns, indexes, constraints, triggers and functions, digested.
 */
export interface PostgresTemplate {
  create: string;
  reset: string;
  shape: string;
}

let pgTemplate: Promise<PostgresTemplate | null> | undefined;

/** The placeholder standing for the schema's name in the cached script. */
const SCHEMA_TOKEN = 'leadline_template_schema_token';

/**
 * The run's template, made on first use: a schema migrated once, dumped (`pg_dump`, schema and
 * rows), and dropped. Null where pg_dump is missing or fails: the caller then migrates each
 * schema itself.
 */
export function postgresTemplate(url: string, base: string): Promise<PostgresTemplate | null> {
  pgTemplate ??= buildPostgresTemplate(url, base).catch((error) => {
    process.emitWarning(
      `test schemas are migrated one by one: ${error instanceof Error ? error.message : error}`,
    );
    return null;
  });
  return pgTemplate;
}

async function buildPostgresTemplate(url: string, base: string): Promise<PostgresTemplate> {
  const dir = templateDir(base);
  const file = join(dir, `postgres-${runId()}-${fingerprint('postgres')}.json`);
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8'));
  mkdirSync(dir, { recursive: true });
  removeStaleTemplates(dir);
  await dropSchemasOfEndedRuns(url);
  const schema = `tpl_${randomBytes(8).toString('hex')}`;
  const database = await openDatabase(url, { schema, poolSize: 2 });
  try {
    await sql.raw(`create schema ${schema}`).execute(database.db);
    const leadline = await createLeadline({
      secrets: SecretBox.fromKeys([SecretBox.generateKeySpec()]),
      database: { ...database, close: async () => undefined },
    });
    await leadline.close();
    const { stdout } = await promisify(execFile)(
      'pg_dump',
      ['--schema', schema, '--no-owner', '--no-privileges', '--inserts', '--dbname', url],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const lines = stdout
      .split('\n')
      // psql's meta-commands (`\restrict`), comments, and the dump's empty search_path: the
      // script runs on a connection of its own.
      .filter(
        (line) =>
          !line.startsWith('\\') && !line.startsWith('--') && !line.includes("set_config('search_path'"),
      )
      .map((line) => line.replaceAll(schema, SCHEMA_TOKEN));
    const create = lines.join('\n');
    if (!create.includes(`CREATE SCHEMA ${SCHEMA_TOKEN};`)) throw new Error('pg_dump wrote no CREATE SCHEMA');
    const tables = lines.flatMap((line) => /^CREATE TABLE (\S+) \($/.exec(line)?.[1] ?? []);
    // Every table emptied (foreign keys and triggers off while it is: all of them end empty), then
    // the template's rows and sequence positions put back.
    const reset = [
      'set local session_replication_role = replica;',
      ...tables.map((table) => `delete from ${table};`),
      ...lines.filter(
        (line) => line.startsWith('INSERT INTO ') || line.startsWith('SELECT pg_catalog.setval('),
      ),
    ].join('\n');
    const shape = await withClient(url, (client) => schemaShape(client, schema));
    const template: PostgresTemplate = { create, reset, shape };
    const building = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(building, JSON.stringify(template));
    renameSync(building, file);
    return template;
  } finally {
    await sql.raw(`drop schema if exists ${schema} cascade`).execute(database.db);
    await database.close();
  }
}

async function withClient<T>(url: string, fn: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url, application_name: 'leadline test schemas' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** What a schema is made of, its own name left out: equal for two schemas only if they hold the same things. */
async function schemaShape(client: import('pg').Client, schema: string): Promise<string> {
  const { rows } = await client.query<{ x: string }>(
    `select c.relname || ' ' || c.relkind::text || ' ' || coalesce(pg_get_indexdef(c.oid), '') || ' ' ||
              coalesce((select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' ||
                a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ', ' order by a.attnum)
                from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
                where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') as x
         from pg_class c where c.relnamespace = $1::regnamespace
       union all
       select 'constraint ' || conname || ' ' || conrelid::regclass::text || ' ' || pg_get_constraintdef(oid)
         from pg_constraint where connamespace = $1::regnamespace
       union all
       select 'trigger ' || pg_get_triggerdef(t.oid) from pg_trigger t join pg_class c on c.oid = t.tgrelid
         where c.relnamespace = $1::regnamespace and not t.tgisinternal
       union all
       select 'function ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc) from pg_proc p
         where p.pronamespace = $1::regnamespace`,
    [schema],
  );
  const hash = createHash('sha256');
  for (const x of rows.map((r) => r.x.replaceAll(schema, SCHEMA_TOKEN)).sort()) hash.update(`${x}\n`);
  return hash.digest('hex');
}

/** Schemas emptied for reuse by this run: `tfree_<fingerprint>_<run>_<random>`. */
const freePrefix = () => `tfree_${fingerprint('postgres')}_${runId()}_`;

/**
 * A schema for a test: one an earlier test of this run emptied (renamed to the test's name, which
 * only one claimer can do), else a new one made from the template in one round trip.
 */
export async function createSchemaFromTemplate(
  url: string,
  schema: string,
  template: PostgresTemplate,
): Promise<void> {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace where starts_with(nspname, $1)`,
      [freePrefix()],
    );
    for (const { name } of rows) {
      try {
        await client.query(`alter schema ${name} rename to ${schema}`);
        return;
      } catch {
        // Claimed by another worker first.
      }
    }
    await client.query(`begin;\n${template.create.replaceAll(SCHEMA_TOKEN, schema)}\ncommit;`);
  });
}

/**
 * Gives a test's schema back once its connections are closed: emptied for the next test of the
 * run when it still has the template's shape, else (a test that altered it) dropped.
 */
export async function releaseSchema(url: string, schema: string, template: PostgresTemplate): Promise<void> {
  await withClient(url, async (client) => {
    try {
      if ((await schemaShape(client, schema)) === template.shape) {
        const free = `${freePrefix()}${randomBytes(4).toString('hex')}`;
        await client.query(
          `begin;\n${template.reset.replaceAll(SCHEMA_TOKEN, schema)}\nalter schema ${schema} rename to ${free};\ncommit;`,
        );
        return;
      }
    } catch {
      // Not emptied (a role that may not turn off foreign keys, say): dropped instead.
      await client.query('rollback').catch(() => undefined);
    }
    await client.query(`drop schema if exists ${schema} cascade`);
  });
}

/** Emptied schemas of runs whose main process is gone (a run leaves its last few behind). */
async function dropSchemasOfEndedRuns(url: string): Promise<void> {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace where starts_with(nspname, 'tfree_')`,
    );
    for (const { name } of rows) {
      const run = Number(name.split('_')[2]);
      if (Number.isInteger(run) && run > 0 && isAlive(run)) continue;
      await client.query(`drop schema if exists ${name} cascade`).catch(() => undefined);
    }
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
