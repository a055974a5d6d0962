import type { Kysely } from 'kysely';

/**
 * The one place that scopes queries to a company. Services never write
 * `where company_id = …` themselves: they ask the scope for a builder that
 * already has it, so no caller can forget it.
 */
export class TenantScope {
  constructor(
    readonly db: Kysely<any>,
    readonly companyId: number,
  ) {}

  selectFrom(table: string) {
    return this.db.selectFrom(table).where(`${table}.company_id`, '=', this.companyId);
  }

  insertInto(table: string, values: Record<string, unknown> | Record<string, unknown>[]) {
    const rows = (Array.isArray(values) ? values : [values]).map((v) => ({
      ...v,
      company_id: this.companyId,
    }));
    return this.db.insertInto(table).values(rows);
  }

  updateTable(table: string) {
    return this.db.updateTable(table).where(`${table}.company_id`, '=', this.companyId);
  }

  deleteFrom(table: string) {
    return this.db.deleteFrom(table).where(`${table}.company_id`, '=', this.companyId);
  }

  /** The same scope inside a transaction. */
  withDb(db: Kysely<any>): TenantScope {
    return new TenantScope(db, this.companyId);
  }
}
