import { encodeValue } from '../../db/column-types.js';
import type { TenantContext } from '../../tenancy/context.js';
import { valueContext } from '../engine/context.js';
import type { Engine } from '../engine/deps.js';
import { parseWrite } from '../input.js';
import { storedFields } from '../schema-sync.js';
import { type ApiRecord, planColumns, serializeRow } from '../serialize.js';

/** An unsaved record with defaults and whatever build parameters were given. */
export function buildRecord(e: Engine, ctx: TenantContext, raw: Record<string, unknown>): ApiRecord {
  const input = parseWrite(e.def, 'build', raw, valueContext(ctx, raw));
  const row: Record<string, unknown> = {
    id: null,
    uuid: null,
    company_id: ctx.company.id,
    created_at: input.created_at ?? null,
    updated_at: input.updated_at ?? null,
  };
  const links = new Map<string, Map<number, number[]>>();
  for (const { name, spec, storage } of storedFields(e.def)) {
    // Generated values (tokens) exist only once saved.
    const v = input[name] ?? (typeof spec.default === 'function' ? null : (spec.default ?? null));
    row[name] = encodeValue(storage, v, 'postgres');
  }
  for (const [name, spec] of Object.entries(e.def.fields)) {
    if (spec.type === 'refs') links.set(name, new Map([[0, (input[name] as number[]) ?? []]]));
  }
  const plan = planColumns(e.def);
  const record = serializeRow(e.def, plan, { ...row, id: 0 }, links, ctx.company.time_zone);
  for (const k of ['id', 'legacy_id', 'uuid', 'routes_show_path', 'routes_edit_path']) {
    if (k in record) record[k] = null;
  }
  return record;
}
