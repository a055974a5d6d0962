// pnpm layers: the floors of packages/core/src, checked on dpdm's import graph (type imports
// included). Each top-level folder (or root file) of core is one unit; the rules below say which
// units may import which. Tests (*.test.ts) are exempt as importers: they test through the whole
// (wiring/, testing/). docs/decisions/architecture-core-layers.md says why each rule is there.
import { relative, sep } from 'node:path';
import { parseDependencyTree } from 'dpdm';

const SRC = 'packages/core/src';

/** Floors nothing in them may import above: the database, tenancy, errors, time, phone numbers, ids, URLs, secrets, jobs. */
const GROUND = new Set([
  'db',
  'tenancy',
  'errors',
  'time',
  'phone',
  'util',
  'net',
  'secrets',
  'jobs',
  'clock.ts',
]);
/** The generic resource engine: it knows no feature. */
const KERNEL = 'kernel';
/** Shared declaration pieces (field helpers every feature's declarations use): above the kernel, below every feature. */
const SHARED = new Set(['common']);
/** The composition: the list of declarations, the wiring, the public entry points and the test kit. Nothing below imports them. */
const TOP = new Set(['catalog.ts', 'wiring', 'index.ts', 'testing', 'csv-phone.ts']);

/**
 * Pairs of top-level units allowed to import each other, each with its reason (at most 3).
 * Empty: every feature imports the other only one way.
 */
const ALLOWED_MUTUAL = new Map([]);

const unitOf = (file) => {
  const parts = relative(SRC, file).split(sep);
  return parts[0];
};

const tree = await parseDependencyTree([`${SRC}/**/*.ts`], {
  context: process.cwd(),
  tsconfig: 'packages/core/tsconfig.json',
  transform: false,
});

/** unit → unit → example imports (file → file). */
const edges = new Map();
for (const [file, deps] of Object.entries(tree)) {
  if (!file.startsWith(SRC) || file.endsWith('.test.ts') || !deps) continue;
  const from = unitOf(file);
  for (const dep of deps) {
    if (!dep.id?.startsWith(SRC)) continue;
    const to = unitOf(dep.id);
    if (to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const out = edges.get(from);
    if (!out.has(to)) out.set(to, []);
    out.get(to).push(`${relative(SRC, file)} → ${relative(SRC, dep.id)}`);
  }
}

const problems = [];
const report = (rule, from, to) =>
  problems.push(`${rule}: ${from} → ${to}\n    ${edges.get(from).get(to).slice(0, 3).join('\n    ')}`);

for (const [from, out] of edges) {
  for (const to of out.keys()) {
    if (GROUND.has(from) && !GROUND.has(to)) report('a ground floor imports only ground floors', from, to);
    if (from === KERNEL && !GROUND.has(to))
      report('kernel/ imports only ground floors, never a feature', from, to);
    if (SHARED.has(from) && !GROUND.has(to) && to !== KERNEL)
      report('a shared floor imports only the kernel and ground floors', from, to);
    if (!TOP.has(from) && TOP.has(to))
      report('only the composition imports catalog, wiring, entry points or testing', from, to);
    if (from < to && edges.get(to)?.has(from)) {
      const pair = `${from} <-> ${to}`;
      if (!ALLOWED_MUTUAL.has(pair)) {
        report('two top-level folders never import each other', from, to);
        report('two top-level folders never import each other', to, from);
      }
    }
  }
}
if (ALLOWED_MUTUAL.size > 3)
  problems.push(`at most 3 mutual pairs may be allowed (${ALLOWED_MUTUAL.size} are)`);

if (problems.length > 0) {
  console.error(`core layers: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
const units = new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])]);
console.log(
  `core layers: ${units.size} top-level units, ${[...edges.values()].reduce((n, m) => n + m.size, 0)} unit edges, no violations`,
);
