import { type Kysely, sql } from 'kysely';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';

/** The first afid TrackDrive gives a company's traffic source. */
export const FIRST_AFID = 1000;

/** A numeric afid counts toward the numbering; a longer number is someone's own code. */
const NUMERIC_AFID = /^\d{1,12}$/;

/**
 * The next free afid (`user_traffic_source_id`) of the company: one upsert on its counter,
 * so concurrent creates never draw the same number. The first draw starts after the
 * highest numeric afid the company already uses; a number an import took since is skipped.
 */
export async function nextAfid(db: Kysely<DB>, companyId: number): Promise<string> {
  const scope = new TenantScope(db, companyId);
  const taken = async (afid: string) =>
    Boolean(
      await scope
        .selectFrom('traffic_sources')
        .select('id')
        .where('user_traffic_source_id', '=', afid)
        .executeTakeFirst(),
    );
  const counted = await new TenantScope(db, companyId)
    .selectFrom('traffic_source_afid_counters')
    .select('last_afid')
    .executeTakeFirst();
  let first = counted ? 0 : await firstAfid(scope);
  for (;;) {
    const row = await db
      .insertInto('traffic_source_afid_counters')
      .values({ company_id: companyId, last_afid: first || FIRST_AFID })
      .onConflict((oc) =>
        oc.column('company_id').doUpdateSet({ last_afid: sql`traffic_source_afid_counters.last_afid + 1` }),
      )
      .returning('last_afid')
      .executeTakeFirstOrThrow();
    const afid = String(row.last_afid);
    if (!(await taken(afid))) return afid;
    first = 0;
  }
}

async function firstAfid(scope: TenantScope): Promise<number> {
  const rows = await scope
    .selectFrom('traffic_sources')
    .select('user_traffic_source_id')
    .where('user_traffic_source_id', 'is not', null)
    .execute();
  let highest = FIRST_AFID - 1;
  for (const { user_traffic_source_id: v } of rows) {
    const s = String(v).trim();
    if (NUMERIC_AFID.test(s)) highest = Math.max(highest, Number(s));
  }
  return highest + 1;
}

/** A company's traffic source a posted `traffic_source_id` names. */
export interface NamedTrafficSource {
  id: number;
  /** A paused source is credited with nothing new. */
  active: boolean;
}

/**
 * The company's live traffic source a posted `traffic_source_id` names, as TrackDrive
 * reads it: its afid (`user_traffic_source_id`, a number or text such as `P100326`) first,
 * then Leadline's own id. Null when it names none of them.
 */
export async function findTrafficSource(
  db: Kysely<DB>,
  companyId: number,
  value: unknown,
): Promise<NamedTrafficSource | null> {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  // PostgreSQL text cannot hold NUL: such a value names no source rather than failing the query.
  if (!text || text.includes('\u0000')) return null;
  const scope = new TenantScope(db, companyId);
  const live = () =>
    scope.selectFrom('traffic_sources').select(['id', 'active']).where('deleted_at', 'is', null);
  const row =
    (await live().where('user_traffic_source_id', '=', text).executeTakeFirst()) ??
    (/^\d{1,15}$/.test(text) ? await live().where('id', '=', Number(text)).executeTakeFirst() : undefined);
  if (!row) return null;
  // A source made before `active` existed has it null: active, as the declaration's default says.
  return { id: row.id, active: row.active === null || decodeValue('boolean', row.active) === true };
}

/** An id no record has: a filter value naming no source then matches nothing, as it should. */
const NO_SOURCE = '0';

/**
 * List parameters with each `traffic_source_id`-like filter (a reference to traffic
 * sources) read as a lead post reads it: afid first, then id. A value naming no source
 * of the company matches nothing instead of failing the list.
 */
export async function resolveTrafficSourceFilters(
  db: Kysely<DB>,
  companyId: number,
  fields: Record<string, { type: string; target?: string | undefined }>,
  raw: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  let out = raw;
  for (const [name, spec] of Object.entries(fields)) {
    const value = raw[name];
    if (spec.type !== 'ref' || spec.target !== 'traffic_sources' || value === undefined) continue;
    const one = async (v: unknown): Promise<unknown> => {
      if (typeof v !== 'string' && typeof v !== 'number') return v;
      const text = String(v).trim();
      // Blank and null keep their meaning (no source); ask the database only for a value.
      if (!text || text === 'null') return v;
      const found = await findTrafficSource(db, companyId, text);
      return found ? String(found.id) : NO_SOURCE;
    };
    const resolved = Array.isArray(value)
      ? await Promise.all(value.map(one))
      : typeof value === 'string' && value.includes(',')
        ? (await Promise.all(value.split(',').map(one))).join(',')
        : await one(value);
    out = { ...out, [name]: resolved };
  }
  return out;
}
