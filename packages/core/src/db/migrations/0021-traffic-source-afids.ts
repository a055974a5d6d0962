import { type Kysely, sql } from 'kysely';
import { sqlType } from '../column-types.js';
import type { DialectName } from '../dialects/types.js';
import { tablesHere } from '../schema-tables.js';
import type { AnyTables } from '../tables.js';
import type { LeadlineMigration } from './migration.js';

/**
 * TrackDrive numbers a traffic source's own id (its afid, `user_traffic_source_id`) from
 * 1000 per company, and lead posts name the source by it. The counter hands out the next
 * one atomically (one upsert, so concurrent creates on PostgreSQL never draw the same
 * number); sources saved before this migration that have none are numbered here, after
 * the highest numeric afid their company already uses (an import's TrackDrive afids).
 */
export const trafficSourceAfids: LeadlineMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('traffic_source_afid_counters')
      .addColumn('company_id', sqlType('bigint', dialect), (c) => c.primaryKey())
      .addColumn('last_afid', sqlType('bigint', dialect), (c) => c.notNull())
      .execute();
    if (await hasSourcesTable(db, dialect)) await numberExistingSources(db);
  },
};

/** The first afid TrackDrive gives; numeric afids below it are someone's own and not counted. */
const FIRST_AFID = 1000;

async function hasSourcesTable(db: Kysely<AnyTables>, dialect: DialectName): Promise<boolean> {
  // A fresh database gets its resource tables after the migrations: nothing to number then.
  return (await tablesHere(db, dialect)).get('traffic_sources')?.has('user_traffic_source_id') ?? false;
}

export async function numberExistingSources(db: Kysely<AnyTables>): Promise<void> {
  const rows: { id: unknown; company_id: unknown; user_traffic_source_id: unknown }[] = await db
    .selectFrom('traffic_sources')
    .select(['id', 'company_id', 'user_traffic_source_id'])
    .orderBy('id')
    .execute();
  const last = new Map<number, number>();
  const unnumbered: { id: number; company: number }[] = [];
  for (const r of rows) {
    const company = Number(r.company_id);
    const afid = typeof r.user_traffic_source_id === 'string' ? r.user_traffic_source_id.trim() : '';
    if (!afid) unnumbered.push({ id: Number(r.id), company });
    else if (/^\d{1,12}$/.test(afid)) last.set(company, Math.max(last.get(company) ?? 0, Number(afid)));
  }
  for (const { id, company } of unnumbered) {
    const next = Math.max(last.get(company) ?? 0, FIRST_AFID - 1) + 1;
    last.set(company, next);
    await db
      .updateTable('traffic_sources')
      .set({ user_traffic_source_id: String(next) })
      .where('id', '=', id)
      .execute();
  }
  for (const [company, afid] of last) {
    if (afid < FIRST_AFID) continue;
    await db
      .insertInto('traffic_source_afid_counters')
      .values({ company_id: company, last_afid: afid })
      // A company already counting drew its numbers after these: its counter stands.
      .onConflict((oc) => oc.column('company_id').doNothing())
      .execute();
  }
}
