import type { TenantContext } from '../../tenancy/context.js';
import type { Engine } from '../engine/deps.js';
import type { LinksDb } from '../links.js';
import type { LinkChange } from './references.js';

/** Writes a record's validated refs changes into record_links, inside the write's transaction. */
export async function writeLinks(
  e: Engine,
  db: LinksDb,
  ctx: TenantContext,
  id: number,
  changes: LinkChange[],
  creating: boolean,
): Promise<void> {
  const links = e.deps.links;
  const table = e.def.table;
  for (const c of changes) {
    if (c.op === 'set') {
      if (creating) await links.add(db, ctx.company.id, table, id, c.field, c.ids);
      else await links.replace(db, ctx.company.id, table, id, c.field, c.ids);
    } else if (c.op === 'add') {
      await links.add(db, ctx.company.id, table, id, c.field, c.ids);
    } else {
      await links.remove(db, table, id, c.field, c.ids);
    }
  }
}
