// node scripts/decisions-index.mjs: rewrites docs/decisions/README.md, the index of the decision files,
// grouped by topic (the file name's first word) and titled by each file's first line.
// `--check` fails when the index is not what the files say (CI).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = 'docs/decisions';
const TOPICS = {
  architecture: 'Architecture of core',
  toolchain: 'Toolchain',
  database: 'Database',
  auth: 'Authentication',
  http: 'HTTP',
  resources: 'Resources: the registry and the generic engine',
  api: 'The API described once',
  reference: 'The API reference and its examples',
  leads: 'Leads',
  'ping-post': 'Ping/post',
  carriers: 'Carriers',
  'data-append': 'Data append',
  calls: 'Calls, make_call, call updates and key presses',
  routing: 'Inbound calls, routing and the money loop',
  schedules: 'Schedules and integration objects',
  'state-rules': 'State rules',
  reporting: 'Reporting and the call record',
  webhooks: 'Events, webhooks and subscriptions',
  events: 'Events and texts',
  hardening: 'Hardening',
  compat: 'TrackDrive compatibility',
  operators: 'Operator surfaces (settings, logs, CLI)',
  merges: 'Merges of a wave',
  'call-flows': 'Call flows: greetings, menus, whisper, press to accept',
  messaging: 'Texts and e-mails',
  deploy: 'Deployment and scale-out',
  console: 'The operator console',
  tests: 'The test suite',
};

const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.md') && f !== 'README.md')
  .sort();
const groups = new Map();
for (const file of files) {
  const topic = Object.keys(TOPICS)
    .filter((t) => file.startsWith(`${t}-`))
    .sort((a, b) => b.length - a.length)[0];
  const title = readFileSync(join(DIR, file), 'utf8').split('\n')[0].replace(/^#\s*/, '');
  const key = topic ?? 'other';
  if (!groups.has(key)) groups.set(key, []);
  groups.get(key).push(`- [${title}](${file})`);
}
const order = [...Object.keys(TOPICS), 'other'].filter((t) => groups.has(t));
const text = [
  '# Design decisions',
  '',
  'One file per decision: its context, the decision, its consequences. A title starting with a',
  "number names the issue that decided it. The log these came from (`docs/decisions.md`, ordered by issue) is in git's history.",
  'Add a decision as `docs/decisions/<topic>-<slug>.md`; `node scripts/decisions-index.mjs` rewrites this index.',
  '',
  ...order.flatMap((t) => [`## ${TOPICS[t] ?? 'Other'}`, '', ...groups.get(t), '']),
].join('\n');
const target = join(DIR, 'README.md');
if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== text) {
    console.error(`${target} is out of date: run node scripts/decisions-index.mjs`);
    process.exit(1);
  }
} else {
  writeFileSync(target, text);
  console.log(`${target}: ${files.length} decisions in ${order.length} topics`);
}
