// Writes core's generated files from the resource declarations. Run it with
// `pnpm --filter @leadline/core generate`; src/db/resource-tables.test.ts fails when the
// committed file is not what this produces.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOG } from '../src/catalog.ts';
import { renderResourceTables } from '../src/kernel/render-resource-tables.ts';

const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'src/db/generated/resource-tables.ts');
writeFileSync(target, renderResourceTables(CATALOG));
process.stdout.write('wrote src/db/generated/resource-tables.ts\n');
