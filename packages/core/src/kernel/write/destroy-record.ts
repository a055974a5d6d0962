import { engineChangeStamps } from '../../db/stamps.js';
import type { TenantContext } from '../../tenancy/context.js';
import { countScope, scopeOf } from '../engine/context.js';
import type { Engine } from '../engine/deps.js';
import { showIncludingDeleted } from '../query/find-row.js';
import type { ApiRecord } from '../serialize.js';
import { writeTransaction } from './unique.js';

/**
 * Deletes the shown record: soft (deleted_at) when the resource says so and
 * `permanent` is not asked, else the row and its links. Returns the record as deleted.
 */
export async function destroyRecord(
  e: Engine,
  ctx: TenantContext,
  record: ApiRecord,
  raw: Record<string, unknown>,
): Promise<ApiRecord> {
  const id = Number(record.id);
  const permanent = raw.permanent === true || ['1', 'true', 'yes', 'on'].includes(String(raw.permanent));
  const soft = e.def.softDelete && !permanent;
  await writeTransaction(e, async (db) => {
    const scope = scopeOf(e, ctx).withDb(db);
    if (soft) {
      const now = e.deps.clock.now();
      await scope
        .updateTable(e.def.table)
        .set({ deleted_at: now, ...engineChangeStamps(now) })
        .where('id', '=', id)
        .execute();
    } else {
      await scope.deleteFrom(e.def.table).where('id', '=', id).execute();
      await e.deps.links.removeOwner(db, e.def.table, id);
    }
  });
  e.deps.counts.invalidate(countScope(e, ctx));
  if (soft && 'deleted_at' in record) {
    return { ...record, deleted_at: (await showIncludingDeleted(e, ctx, id)).deleted_at };
  }
  return record;
}
