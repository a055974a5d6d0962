import type { ResourceDefinition } from './define.js';
import { storedFields } from './schema-sync.js';

const HEADER =
  '// Generated from the resource declarations by packages/core/scripts/generate.ts.\n' +
  '// Do not edit: run `pnpm --filter @leadline/core generate` after changing a declaration.\n';

const pascal = (s: string) => s.replace(/(^|_)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/**
 * `src/db/generated/resource-tables.ts`: the table of every declared resource as kysely
 * types, derived from the declarations as `syncResourceTables` creates them, so queries on
 * those tables can run on `Kysely<ResourceTables>` with typed rows.
 */
export function renderResourceTables(catalog: readonly ResourceDefinition[]): string {
  const seen = new Set<string>();
  const tables = catalog.filter((d) => !seen.has(d.table) && seen.add(d.table));
  const out = [HEADER, "import type { FieldColumn, ResourceBaseColumns } from '../stored-values.js';\n"];
  for (const def of tables) {
    out.push(
      `/** ${def.table}: ${def.title}. */`,
      `export interface ${pascal(def.table)}Table extends ResourceBaseColumns {`,
    );
    for (const { name, storage } of storedFields(def)) out.push(`  ${name}: FieldColumn<'${storage}'>;`);
    out.push('}', '');
  }
  out.push(
    '/** Every declared resource table by name: `Kysely<ResourceTables>`. */',
    'export interface ResourceTables {',
  );
  for (const def of tables) out.push(`  ${def.table}: ${pascal(def.table)}Table;`);
  out.push('}', '');
  return out.join('\n');
}
