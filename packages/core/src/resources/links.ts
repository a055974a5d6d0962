import type { Kysely } from 'kysely';
import type { PreparedQueries } from '../db/prepared.js';

/** Reads and writes many-to-many references (`buyer_ids`) stored in record_links. */
export class RecordLinks {
  constructor(
    private readonly now: () => number,
    private readonly prepared?: PreparedQueries,
  ) {}

  /** field → owner id → target ids, for every owner and field in one query. */
  async load(
    db: Kysely<any>,
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
    db: Kysely<any>,
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

  async remove(db: Kysely<any>, ownerTable: string, ownerId: number, field: string, ids: number[]) {
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
    db: Kysely<any>,
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

  async removeOwner(db: Kysely<any>, ownerTable: string, ownerId: number) {
    await db
      .deleteFrom('record_links')
      .where('owner_table', '=', ownerTable)
      .where('owner_id', '=', ownerId)
      .execute();
  }

  /** Owners whose `field` names the target: "which suppression lists are attached to buyer 7?" */
  async owners(db: Kysely<any>, companyId: number, ownerTable: string, field: string, targetId: number) {
    const rows = await db
      .selectFrom('record_links')
      .select('owner_id')
      .where('company_id', '=', companyId)
      .where('owner_table', '=', ownerTable)
      .where('field', '=', field)
      .where('target_id', '=', targetId)
      .execute();
    return rows.map((r) => Number(r.owner_id));
  }
}
