// node bench/src/profile-top.mjs FILE.cpuprofile [N]: the N functions with the most self time in a
// V8 CPU profile (BENCH_PROFILE=DIR writes them), as docs/benchmarks.md lists them, and the share
// of the profile's non-idle time under a few named parts of the request path (inclusive).
import { readFileSync } from 'node:fs';

const [file, n = '25'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
// Module loading and compiling at start is not the request path: samples under it are left out.
const startup = new Map();
const isStartup = (id) => {
  if (startup.has(id)) return startup.get(id);
  const { url, functionName } = byId.get(id).callFrame;
  const p = parent.get(id);
  const yes =
    /node:internal\/modules|node:internal\/bootstrap/.test(url) ||
    /^(compileSourceTextModule|wrapSafe|internalModuleStat)$/.test(functionName) ||
    (p !== undefined && isStartup(p));
  startup.set(id, yes);
  return yes;
};
const self = new Map();
let skipped = 0;
for (const id of profile.samples) {
  if (isStartup(id)) skipped++;
  else self.set(id, (self.get(id) ?? 0) + 1);
}

const label = ({ callFrame: f }) =>
  `${f.functionName || '(anonymous)'} ${f.url
    .replace(/^.*node_modules\/\.pnpm\/([^/]+)\/.*\/([^/]+)$/, '$1 $2')
    .replace(/^.*\/(packages|bench)\//, '$1/')
    .replace(/^node:/, 'node:')}:${f.lineNumber + 1}`;
const idle = new Set(['(idle)', '(program)', '(garbage collector)']);
let total = 0;
let busy = 0;
const selfByLabel = new Map();
for (const [id, count] of self) {
  const node = byId.get(id);
  total += count;
  if (node.callFrame.functionName !== '(idle)') busy += count;
  const key = idle.has(node.callFrame.functionName) ? node.callFrame.functionName : label(node);
  selfByLabel.set(key, (selfByLabel.get(key) ?? 0) + count);
}
console.log(
  `${file}: ${total} samples, ${((100 * busy) / total).toFixed(1)} % not idle, ${skipped} at start left out; shares of the busy samples`,
);
selfByLabel.delete('(idle)');
for (const [key, count] of [...selfByLabel].sort((a, b) => b[1] - a[1]).slice(0, Number(n)))
  console.log(`${((100 * count) / busy).toFixed(1).padStart(5)} %  ${key}`);

// Inclusive shares: a sample counts for a part when any frame above it matches.
const parts = {
  'sqlite (statements run)': /^(execute|all|get|run|iterate)$/,
  'JSON.stringify / serialise': /stringify|serialis|showJson|listJson|toJson|checksum/i,
  authentication: /authenticat|recall|readCredentials|verify/i,
  'rate limit (plugin, key, counters)': /^(applyRateLimit|limitKey|hitFar|hit|flush|incr)$/,
  'socket write (writev/writeGeneric)': /writev|writeGeneric|_writeRaw|writeUtf8String/,
  GC: /^\(garbage collector\)$/,
};
const inclusive = Object.fromEntries(Object.keys(parts).map((k) => [k, 0]));
for (const [id, count] of self) {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const name = byId.get(at).callFrame.functionName;
    for (const [k, re] of Object.entries(parts)) if (!seen.has(k) && re.test(name)) seen.add(k);
  }
  for (const k of seen) inclusive[k] += count;
}
console.log('inclusive:');
for (const [k, count] of Object.entries(inclusive))
  console.log(`${((100 * count) / busy).toFixed(1).padStart(5)} %  ${k}`);
