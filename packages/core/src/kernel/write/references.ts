import { type FieldErrors, LeadlineError } from '../../errors/index.js';
import type { TenantContext } from '../../tenancy/context.js';
import { scopeOf } from '../engine/context.js';
import type { Engine } from '../engine/deps.js';
import { arrayOperationParams } from '../input.js';
import { writeCheckErrors } from '../write-checks.js';

/** A change to one refs field: set its ids, or add or remove some. */
export interface LinkChange {
  field: string;
  op: 'set' | 'add' | 'remove';
  ids: number[];
}

/**
 * Every referenced id must be a live record of the same company. Returns the
 * link changes to write (`add_user_buyer_ids` resolved to ids).
 */
export async function validateReferences(
  e: Engine,
  ctx: TenantContext,
  input: Record<string, unknown>,
  currentId?: number,
): Promise<LinkChange[]> {
  const errors: FieldErrors = await writeCheckErrors(e.deps, ctx, e.def, input, currentId);
  const changes: LinkChange[] = [];
  for (const [name, spec] of Object.entries(e.def.fields)) {
    if (spec.type === 'ref' && typeof input[name] === 'number') {
      const missing = await missingIds(e, ctx, spec.target!, [input[name] as number]);
      if (missing.length) errors[name] = [`must reference an existing ${targetTitle(e, spec.target!)}`];
    }
    if (spec.type !== 'refs') continue;
    if (Array.isArray(input[name])) changes.push({ field: name, op: 'set', ids: input[name] as number[] });
    for (const a of arrayOperationParams(name, spec)) {
      const values = input[a.param];
      if (!Array.isArray(values) || values.length === 0) continue;
      if (a.by === 'id') {
        changes.push({ field: name, op: a.op, ids: values as number[] });
      } else {
        const found = await scopeOf(e, ctx)
          .selectFrom(spec.target!)
          .select(['id', a.by])
          .where(a.by, 'in', values)
          .where('deleted_at', 'is', null)
          .execute();
        const unknown = (values as string[]).filter((v) => !found.some((r) => r[a.by] === v));
        if (unknown.length && a.op === 'add') errors[a.param] = [`unknown ${a.by}: ${unknown.join(', ')}`];
        changes.push({ field: name, op: a.op, ids: found.map((r) => Number(r.id)) });
      }
    }
  }
  for (const c of changes) {
    if (c.op === 'remove') continue;
    const target = e.def.fields[c.field]!.target!;
    const missing = await missingIds(e, ctx, target, c.ids);
    if (missing.length) {
      const param = c.op === 'set' ? c.field : `add_${c.field}`;
      (errors[param] ??= []).push(`must reference existing ${target}; not found: ${missing.join(', ')}`);
    }
  }
  if (Object.keys(errors).length) throw new LeadlineError('validation_failed', errors);
  return changes;
}

async function missingIds(e: Engine, ctx: TenantContext, target: string, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const table = e.deps.registry.require(target).table;
  const found = await scopeOf(e, ctx)
    .selectFrom(table)
    .select('id')
    .where('id', 'in', unique)
    .where('deleted_at', 'is', null)
    .execute();
  const have = new Set(found.map((r) => Number(r.id)));
  return unique.filter((id) => !have.has(id));
}

function targetTitle(e: Engine, target: string) {
  return e.deps.registry.require(target).title.toLowerCase();
}
