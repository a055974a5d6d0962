import type {
  DeleteQueryBuilder,
  DeleteResult,
  Insertable,
  InsertQueryBuilder,
  InsertResult,
  Kysely,
  SelectQueryBuilder,
  UpdateQueryBuilder,
  UpdateResult,
} from 'kysely';
import { type AnyTables, anyTables, type DB } from '../db/tables.js';

/** A table every row of which belongs to one company. */
export type CompanyTable = {
  [T in keyof DB & string]: DB[T] extends { company_id: unknown } ? T : never;
}[keyof DB & string];

/** A row to insert without its company: the scope adds `company_id`. */
export type ScopedInsert<T extends CompanyTable> = Omit<Insertable<DB[T]>, 'company_id'>;

type Row = Record<string, unknown>;

/**
 * The one place that scopes queries to a company. Services never write
 * `where company_id = …` themselves: they ask the scope for a builder that
 * already has it, so no caller can forget it. Tables and columns are checked
 * against `DB`; the generic resource engine, which works on whichever table a
 * declaration names, uses `RuntimeTableScope` instead.
 */
export class TenantScope {
  private readonly runtime: RuntimeTableScope;

  constructor(
    readonly db: Kysely<DB>,
    readonly companyId: number,
  ) {
    this.runtime = new RuntimeTableScope(db, companyId);
  }

  selectFrom<T extends CompanyTable>(table: T): SelectQueryBuilder<DB, T, {}> {
    return this.runtime.selectFrom(table) as unknown as SelectQueryBuilder<DB, T, {}>;
  }

  insertInto<T extends CompanyTable>(
    table: T,
    values: ScopedInsert<T> | ScopedInsert<T>[],
  ): InsertQueryBuilder<DB, T, InsertResult> {
    return this.runtime.insertInto(table, values as Row | Row[]) as unknown as InsertQueryBuilder<
      DB,
      T,
      InsertResult
    >;
  }

  updateTable<T extends CompanyTable>(table: T): UpdateQueryBuilder<DB, T, T, UpdateResult> {
    return this.runtime.updateTable(table) as unknown as UpdateQueryBuilder<DB, T, T, UpdateResult>;
  }

  deleteFrom<T extends CompanyTable>(table: T): DeleteQueryBuilder<DB, T, DeleteResult> {
    return this.runtime.deleteFrom(table) as unknown as DeleteQueryBuilder<DB, T, DeleteResult>;
  }

  /** The same scope inside a transaction. */
  withDb(db: Kysely<DB>): TenantScope {
    return new TenantScope(db, this.companyId);
  }
}

/**
 * The company scope for a table named at run time (`def.table` in the generic resource
 * engine, the exporter's chosen table): the same `company_id` condition, on the
 * `AnyTables` view, since such a table has no static columns. Everything that names
 * its table in the source uses `TenantScope`.
 */
export class RuntimeTableScope {
  readonly db: Kysely<AnyTables>;

  constructor(
    db: Kysely<DB>,
    readonly companyId: number,
  ) {
    this.db = anyTables(db);
  }

  selectFrom(table: string) {
    return this.db.selectFrom(table).where(`${table}.company_id`, '=', this.companyId);
  }

  insertInto(table: string, values: Row | Row[]) {
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
  withDb(db: Kysely<DB>): RuntimeTableScope {
    return new RuntimeTableScope(db, this.companyId);
  }
}
