import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every module a file loads at run time (type-only imports left out), as paths from the CLI package. */
async function loadedBy(entry: string): Promise<string[]> {
  const tree = await parseDependencyTree(entry, {
    cwd: root,
    tsconfig: join(root, 'tsconfig.json'),
    transform: true,
    skipDynamicImports: true,
  });
  const requests = Object.values(tree).flatMap((deps) => (deps ?? []).map((d) => d.request));
  return [...Object.keys(tree), ...requests];
}

describe('remote CLI commands', () => {
  it.each(['src/commands/leads-import.ts', 'src/commands/suppression-import.ts'])(
    '%s does not load the engine, its database drivers or kysely',
    async (entry) => {
      const loaded = await loadedBy(entry);
      expect(loaded.some((p) => p.includes('core/src/csv-phone.ts'))).toBe(true);
      expect(
        loaded.filter((p) => /core\/src\/(index|leadline)\.ts$|^kysely$|better-sqlite3|^pg$/.test(p)),
      ).toEqual([]);
    },
  );
});
