import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { userChangeStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import { type FieldErrors, invalid, invalidParam } from '../errors/index.js';
import type { ApiRecord } from '../kernel/serialize.js';
import type { ResourceService } from '../kernel/service.js';
import { toArray, toBoolean } from '../kernel/values.js';
import { e164ToNumber, normalizeNumber } from '../phone/normalize.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess, requireSuperuser } from '../tenancy/permissions.js';
import { TenantScope } from '../tenancy/scope.js';
import type { ListNumbers } from './list-numbers.js';

/** Most caller_ids one request may carry; bigger sets are imported as a file or sent in batches. */
export const MAX_CALLER_IDS = 10_000;

export interface CallerChange {
  /** The list after the change. */
  record: ApiRecord;
  /** Numbers added (block) or removed (unblock); with dry_run, that would be. */
  changed: number;
  /** Distinct numbers that were already listed (block) or not listed (unblock). */
  unchanged: number;
  dryRun: boolean;
}

export interface CallerBlockDeps {
  db: Kysely<DB>;
  clock: Clock;
  numbers: ListNumbers;
  lists: () => ResourceService;
}

/**
 * Spec 4.4: POST /buyer_suppressions/:id/caller_block and caller_unblock.
 * They add or remove the given numbers and touch no other entry. Every
 * caller_id must be a number of at least 5 digits: one bad entry fails the
 * whole request with a 422 naming each (`caller_ids[2]`), and nothing is
 * written. `dry_run` answers the counts without writing.
 */
export class CallerBlock {
  constructor(private readonly deps: CallerBlockDeps) {}

  block(ctx: TenantContext, ref: string | number, raw: Record<string, unknown>): Promise<CallerChange> {
    return this.change(ctx, ref, raw, 'block');
  }

  unblock(ctx: TenantContext, ref: string | number, raw: Record<string, unknown>): Promise<CallerChange> {
    return this.change(ctx, ref, raw, 'unblock');
  }

  private async change(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown>,
    op: 'block' | 'unblock',
  ): Promise<CallerChange> {
    requireSuperuser(ctx.permissions);
    requireAccess(ctx.permissions, 'contacts', 'write');
    const lists = this.deps.lists();
    const listId = Number((await lists.findRow(ctx, ref, ['id'])).id);
    const dryRun = raw.dry_run === undefined ? false : toBoolean(raw.dry_run);
    if (dryRun === undefined)
      throw invalidParam('dry_run', 'Must be a boolean value: 1, true, yes, on, 0, false, no, off');
    const digits = parseCallerIds(raw.caller_ids, ctx.company.default_country);
    const { numbers } = this.deps;
    let changed: number;
    if (dryRun) {
      const present = (await numbers.present(listId, digits)).size;
      changed = op === 'block' ? digits.length - present : present;
    } else {
      changed =
        op === 'block'
          ? await numbers.add(ctx.company.id, listId, digits)
          : await numbers.remove(listId, digits);
      // The list's counts follow what caller_block adds and caller_unblock removes, as they
      // follow an import: import_count is the numbers written, total_count the numbers received.
      const received = op === 'block' ? digits.length : 0;
      if (changed > 0 || received > 0) {
        const now = this.deps.clock.now();
        const delta = op === 'block' ? changed : -changed;
        await new TenantScope(this.deps.db, ctx.company.id)
          .updateTable('buyer_suppressions')
          .set((eb: any) => ({
            ...userChangeStamps(now),
            import_count: eb('import_count', '+', delta),
            total_count: eb('total_count', '+', received),
          }))
          .where('id', '=', listId)
          .execute();
      }
    }
    return { record: await lists.show(ctx, listId), changed, unchanged: digits.length - changed, dryRun };
  }
}

/** caller_ids → distinct E.164 digits, or a 422 naming every bad entry by its index. */
export function parseCallerIds(value: unknown, country: string): number[] {
  if (value === undefined || value === null || value === '') return [];
  const items = toArray(value);
  if (!items || items.some((v) => typeof v !== 'string' && typeof v !== 'number')) {
    throw invalidParam('caller_ids', 'Must be an array of strings');
  }
  if (items.length > MAX_CALLER_IDS) {
    throw invalidParam('caller_ids', `has ${items.length} numbers; at most ${MAX_CALLER_IDS} per request`);
  }
  const errors: FieldErrors = {};
  const out = new Set<number>();
  items.forEach((item, i) => {
    const n = normalizeNumber(item, country);
    if (n.ok) out.add(e164ToNumber(n.e164));
    else errors[`caller_ids[${i}]`] = [`${JSON.stringify(String(item))} is ${n.reason}`];
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return [...out];
}
