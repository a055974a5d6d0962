// Writes core's generated files from the resource declarations. Run it with
// `pnpm --filter @leadline/core generate`; src/db/resource-tables.test.ts fails when the
// committed file is not what this produces.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderResourceTables } from '../src/db/render-resource-tables.ts';
import { CATALOG } from '../src/resources/catalog/index.ts';

const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'src/db/generated/resource-tables.ts');
writeFileSync(target, renderResourceTables(CATALOG));
process.stdout.write('wrote src/db/generated/resource-tables.ts\n');
