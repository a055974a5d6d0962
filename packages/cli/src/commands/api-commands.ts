import { RESOURCE_METADATA, type ResourceMetadata } from '@leadline/sdk/metadata';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { COMMON_LIST_FLAGS, flaggedParams, flagHelp } from '../util/resource-flags.js';

type Operation = ResourceMetadata['operations'][number];

/**
 * `leadline login` and `leadline <resource> list|show|build|create|update|destroy`
 * for every resource the SDK's generated metadata holds, with flags from the
 * declarations. Only declarations are read here; each command's code (and the
 * SDK client) is imported when it runs.
 */
export function registerApiCommands(
  program: Command,
  resources: readonly ResourceMetadata[] = RESOURCE_METADATA,
) {
  serverOptions(
    program
      .command('login')
      .description('check a server and credentials, and save them as a profile for later commands')
      .option('--public-key <key>', 'company public key (llpk_…)')
      .option('--private-key <key>', 'company private key (llsk_…)')
      .option('--auth-token <token>', 'developer access token (lldt_…), instead of a key pair')
      .option('--company-id <company>', 'with --auth-token: the company to act in')
      .option('--set-default', 'make this profile the default (plain login, with no --profile, always does)'),
  ).action(async (opts) => (await import('./login.js')).login(opts));
  program
    .command('logout')
    .description('forget a saved profile (the default one unless --profile names another)')
    .option('--profile <name>', 'saved profile')
    .option('--json [fields]', 'print JSON (or only these comma-separated fields)', false)
    .action(async (opts) => (await import('./login.js')).logout(opts));
  serverOptions(
    program.command('whoami').description('show the server, company and key or user the CLI acts as'),
  ).action(async (opts) => (await import('./login.js')).whoami(opts));
  serverOptions(
    program
      .command('api')
      .description('send a raw request to /api/v1 and print the JSON answer, e.g. leadline api GET /calls')
      .argument('<method>', 'GET, POST, PUT, PATCH or DELETE')
      .argument('<path>', 'path under /api/v1, e.g. /calls or /buyers/12 (a query string is fine)')
      .option('-f, --field <key=value>', 'a parameter (repeatable): query for GET, body otherwise', collect)
      .option('--data <json>', 'the body (or query, for GET) as a JSON object; -f overrides its keys'),
  ).action(async (method, path, opts) => (await import('./raw-api.js')).rawApi(method, path, opts));

  const taken = new Set(program.commands.flatMap((c) => [c.name(), ...c.aliases()]));
  for (const resource of resources) {
    // A resource named like an operator command (`tokens`) is reached as `api-tokens`.
    const plain = resource.plural.replace(/_/g, '-');
    const name = taken.has(plain) ? `api-${plain}` : plain;
    const command = program.command(name).description(`${resource.title}: ${resource.description}`);
    if (!taken.has(resource.plural) && resource.plural !== name) command.alias(resource.plural);
    for (const op of resource.operations) addOperation(command, resource, op);
    // Field flags are added only to the operation about to run (or show its help): declaring
    // every flag of every resource would cost each `leadline` start tens of milliseconds.
    // (`leadline buyers help create` would print help without running the hook: use --help.)
    command.helpCommand(false);
    command.hook('preSubcommand', (_, sub) => addFieldFlags(sub, resource));
  }
}

function addFieldFlags(command: Command, resource: ResourceMetadata): void {
  const op = command.name() as Operation;
  for (const param of flaggedParams(resource.params[op])) {
    const { flag, help } = flagHelp(resource, param);
    command.addOption(new Option(flag, help));
  }
  if (op === 'list') for (const [flag, , help] of COMMON_LIST_FLAGS) command.option(flag, help);
}

function addOperation(parent: Command, resource: ResourceMetadata, op: Operation): void {
  const run = () => import('./resources.js');
  const command = parent.command(op);
  switch (op) {
    case 'list':
      command
        .description(`list ${resource.plural} (one page; --all for every page)`)
        .option('--all', 'follow every page')
        .option('--limit <n>', 'follow pages until this many records', positiveInteger)
        .action(async (opts) => (await run()).listRecords(resource, opts));
      break;
    case 'show':
      command
        .description(`show one ${resource.name} by id or uuid`)
        .argument('<id>')
        .option('--columns <list>', 'comma-separated columns to return')
        .action(async (id, opts) => (await run()).showRecord(resource, id, opts));
      break;
    case 'build':
      command
        .description(`an unsaved ${resource.name} with its defaults`)
        .action(async (opts) => (await run()).buildRecord(resource, opts));
      break;
    case 'create':
      command
        .description(`create ${withArticle(resource.name)}`)
        .option('--data <json>', 'fields as a JSON object (flags override it)')
        .action(async (opts) => (await run()).createRecord(resource, opts));
      break;
    case 'update':
      command
        .description(`update ${withArticle(resource.name)} by id or uuid`)
        .argument('<id>')
        .option('--data <json>', 'fields as a JSON object (flags override it)')
        .action(async (id, opts) => (await run()).updateRecord(resource, id, opts));
      break;
    case 'destroy':
      command
        .description(`destroy ${withArticle(resource.name)} by id or uuid`)
        .argument('<id>')
        .action(async (id, opts) => (await run()).destroyRecord(resource, id, opts));
      break;
  }
  serverOptions(command);
}

/** Flags every command that talks to a server takes. */
function serverOptions(command: Command, profileDefault?: string): Command {
  return command
    .option('--profile <name>', 'saved profile (leadline login)', profileDefault)
    .option('--base-url <url>', 'server URL, e.g. http://127.0.0.1:3000')
    .option('--json [fields]', 'print JSON (or only these comma-separated fields)', false)
    .option('-y, --yes', 'never ask: no prompts, no confirmation', false);
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

function positiveInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a whole number of at least 1');
  return n;
}

/** `an offer`, `a buyer`, `a user`: the article as the noun sounds (a vowel sound takes "an"). */
export function withArticle(noun: string): string {
  const vowelSound = /^[aeiou]/i.test(noun) && !/^(u[nsr]i|use|usa|eu|one)/i.test(noun);
  return `${vowelSound ? 'an' : 'a'} ${noun}`;
}
