import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/tables.js';
import { notFound } from '../errors/index.js';
import type { ResourceDefinition } from '../kernel/define.js';
import type { ApiRecord } from '../kernel/serialize.js';
import { type EngineDeps, ResourceService, type RowSelection } from '../kernel/service.js';
import { normalizeNumber } from '../phone/normalize.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';

/**
 * A 10+ digit reference (or any with a +) is a phone number, not an id: ids
 * are per-table counters that will not reach ten digits, and TrackDrive
 * clients address contacts by number (`/contacts/17193132645`).
 */
export const looksLikeNumber = (ref: string): boolean => /^\d{10,15}$/.test(ref) || /^\+\d{5,15}$/.test(ref);

/**
 * The generic engine for contacts, plus what makes contacts differ: `:id` may
 * be the number, and `blocked_at` follows `blocked` whichever way it is written.
 */
export class ContactResource extends ResourceService {
  private readonly db: Kysely<DB>;
  private readonly now: () => number;

  constructor(def: ResourceDefinition, deps: EngineDeps) {
    super(def, deps);
    this.db = deps.db;
    this.now = () => deps.clock.now();
  }

  override async findRow(ctx: TenantContext, ref: string | number, columns: RowSelection = ['*']) {
    const s = String(ref).trim();
    if (!looksLikeNumber(s)) return super.findRow(ctx, ref, columns);
    const n = normalizeNumber(s, ctx.company.default_country);
    if (!n.ok) throw notFound(this.def.title);
    const row = await new TenantScope(this.db, ctx.company.id)
      .selectFrom('contacts')
      .select('id')
      .where('number', '=', n.e164)
      .executeTakeFirst();
    if (!row) throw notFound(this.def.title);
    return super.findRow(ctx, row.id, columns);
  }

  override async update(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown>,
  ): Promise<ApiRecord> {
    const record = await super.update(ctx, ref, raw);
    if (!('blocked' in raw)) return record;
    const id = Number(record.id);
    // Stamped from the stored flag rather than the request, so a repeated
    // "blocked: true" keeps the first blocked_at and an unblock clears it.
    await new TenantScope(this.db, ctx.company.id)
      .updateTable('contacts')
      .set({ blocked_at: sql`case when blocked then coalesce(blocked_at, ${this.now()}) else null end` })
      .where('id', '=', id)
      .execute();
    return this.show(ctx, id);
  }
}
