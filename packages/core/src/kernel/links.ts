import type { Kysely } from 'kysely';
import type { PreparedQueries } from '../db/prepared.js';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';

/** A connection or transaction, typed for record_links (the engine's untyped one is accepted too). */
export type LinksDb = Kysely<DB>;

/** The column of a plan's select that holds a row's links as `field:target_id,…` text. */
export const LINKS_COLUMN = '__links';

/**
 * A record's links as one text column beside its own: a second statement per page
 * (or per shown record) costs more than an index probe per row inside the first.
 * string_agg is both SQLite's (3.44+) and PostgreSQL's.
 */
export function linksSelect(table: string): string {
  return `(select string_agg("record_links"."field" || ':' || "record_links"."target_id", ',') from "record_links" where "record_links"."owner_table" = '${table}' and "record_links"."owner_id" = "${table}"."id") as "${LINKS_COLUMN}"`;
}

/** field → owner id → target ids, read from the rows' LINKS_COLUMN. */
export function linksOfRows(
  rows: readonly Record<string, unknown>[],
  fields: readonly string[],
): Map<string, Map<number, number[]>> {
  const out = new Map<string, Map<number, number[]>>(fields.map((f) => [f, new Map()]));
  for (const row of rows) {
    const text = row[LINKS_COLUMN];
    if (typeof text !== 'string' || text === '') continue;
    const id = Number(row.id);
    for (const pair of text.split(',')) {
      const colon = pair.indexOf(':');
      const byOwner = out.get(pair.slice(0, colon));
      if (!byOwner) continue;
      let list = byOwner.get(id);
      if (!list) byOwner.set(id, (list = []));
      list.push(Number(pair.slice(colon + 1)));
    }
  }
  for (const byOwner of out.values()) for (const list of byOwner.values()) list.sort((a, b) => a - b);
  return out;
}

/** Reads and writes many-to-many references (`buyer_ids`) stored in record_links. */
export class RecordLinks {
  constructor(
    private readonly now: () => number,
    private readonly prepared?: PreparedQueries,
  ) {}

  /** field → owner id → target ids, for every owner and field in one query. */
  async load(
    db: LinksDb,
    ownerTable: string,
    fields: string[],
    ownerIds: number[],
  ): Promise<Map<string, Map<number, number[]>>> {
    const out = new Map<string, Map<number, number[]>>(fields.map((f) => [f, new Map()]));
    if (ownerIds.length === 0 || fields.length === 0) return out;
    // Every field of the owners is read and the unwanted ones dropped here: a record has few
    // links, and an IN list on `field` costs SQLite a temporary table per query.
    const query = (arg: (i: number) => any) => {
      const owners = ownerIds.map((_, i) => arg(1 + i));
      return db
        .selectFrom('record_links')
        .select(['field', 'owner_id', 'target_id'])
        .where('owner_table', '=', arg(0))
        .$if(owners.length === 1, (qb) => qb.where('owner_id', '=', owners[0]))
        .$if(owners.length > 1, (qb) => qb.where('owner_id', 'in', owners));
    };
    const args = [ownerTable, ...ownerIds];
    // The shape is prepared once and run on `db`, a transaction included.
    const rows = this.prepared
      ? await this.prepared.rows(`links|${ownerIds.length}`, args, query, db)
      : await query((i) => args[i]).execute();
    for (const r of rows) {
      const byOwner = out.get(r.field as string);
      if (!byOwner) continue;
      const owner = Number(r.owner_id);
      let list = byOwner.get(owner);
      if (!list) byOwner.set(owner, (list = []));
      list.push(Number(r.target_id));
    }
    // Sorted here rather than in SQL: an ORDER BY costs SQLite a temporary b-tree per query.
    for (const byOwner of out.values()) for (const list of byOwner.values()) list.sort((a, b) => a - b);
    return out;
  }

  /** Adds ids; ids already linked are left alone, so concurrent adds never collide. */
  async add(
    db: LinksDb,
    companyId: number,
    ownerTable: string,
    ownerId: number,
    field: string,
    ids: number[],
  ) {
    if (ids.length === 0) return;
    const at = this.now();
    const targets = [...new Set(ids)];
    const insert = (arg: (i: number) => any) =>
      db
        .insertInto('record_links')
        .values(
          targets.map((_, i) => ({
            company_id: arg(0),
            owner_table: arg(1),
            owner_id: arg(2),
            field: arg(3),
            created_at: arg(4),
            target_id: arg(5 + i),
          })),
        )
        .onConflict((oc) => oc.columns(['owner_table', 'owner_id', 'field', 'target_id']).doNothing());
    const args = [companyId, ownerTable, ownerId, field, at, ...targets];
    // Shapes by number of targets (a DNC log links one or two lists with every blocked lead).
    if (this.prepared && targets.length <= 8) {
      await this.prepared.rows(`links.add|${targets.length}`, args, insert, db);
    } else {
      await insert((i) => args[i]).execute();
    }
  }

  async remove(db: LinksDb, ownerTable: string, ownerId: number, field: string, ids: number[]) {
    if (ids.length === 0) return;
    await db
      .deleteFrom('record_links')
      .where('owner_table', '=', ownerTable)
      .where('owner_id', '=', ownerId)
      .where('field', '=', field)
      .where('target_id', 'in', ids)
      .execute();
  }

  /** Makes the links exactly `ids`. */
  async replace(
    db: LinksDb,
    companyId: number,
    ownerTable: string,
    ownerId: number,
    field: string,
    ids: number[],
  ) {
    await db
      .deleteFrom('record_links')
      .where('owner_table', '=', ownerTable)
      .where('owner_id', '=', ownerId)
      .where('field', '=', field)
      .$if(ids.length > 0, (qb) => qb.where('target_id', 'not in', ids))
      .execute();
    await this.add(db, companyId, ownerTable, ownerId, field, ids);
  }

  async removeOwner(db: LinksDb, ownerTable: string, ownerId: number) {
    await db
      .deleteFrom('record_links')
      .where('owner_table', '=', ownerTable)
      .where('owner_id', '=', ownerId)
      .execute();
  }

  /** Owners whose `field` names the target: "which suppression lists are attached to buyer 7?" */
  async owners(db: LinksDb, companyId: number, ownerTable: string, field: string, targetId: number) {
    const rows = await new TenantScope(db, companyId)
      .selectFrom('record_links')
      .select('owner_id')
      .where('owner_table', '=', ownerTable)
      .where('field', '=', field)
      .where('target_id', '=', targetId)
      .execute();
    return rows.map((r) => r.owner_id);
  }
}
