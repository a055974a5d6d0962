import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables.js';
import { type FieldErrors, LeadlineError } from '../../errors/index.js';
import type { TenantContext } from '../../tenancy/context.js';
import { scopeOf } from '../engine/context.js';
import type { Engine } from '../engine/deps.js';
import { storedFields } from '../schema-sync.js';

/** `.unique()` fields must not repeat a value another live or deleted record of the company holds. */
export async function checkUnique(
  e: Engine,
  ctx: TenantContext,
  input: Record<string, unknown>,
  exceptId?: number,
): Promise<void> {
  const errors: FieldErrors = {};
  for (const { name, spec } of storedFields(e.def)) {
    if (!spec.unique || input[name] === undefined || input[name] === null) continue;
    let qb = scopeOf(e, ctx)
      .selectFrom(e.def.table)
      .select('id')
      .where(name, '=', input[name] as string);
    if (exceptId !== undefined) qb = qb.where('id', '!=', exceptId);
    if (await qb.executeTakeFirst()) errors[name] = ['has already been taken'];
  }
  if (Object.keys(errors).length) throw new LeadlineError('validation_failed', errors);
}

/** Runs in a transaction; a unique-index race still answers 422, never 500. */
export async function writeTransaction<T>(e: Engine, work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  try {
    return await e.deps.db.transaction().execute(work);
  } catch (error) {
    const message = String((error as Error)?.message ?? '');
    if (/unique/i.test(message)) {
      const field =
        storedFields(e.def).find((f) => f.spec.unique && message.includes(f.name))?.name ?? 'base';
      throw new LeadlineError('validation_failed', { [field]: ['has already been taken'] });
    }
    throw error;
  }
}
