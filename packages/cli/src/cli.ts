import { Command, CommanderError } from 'commander';
import { registerApiCommands } from './commands/api-commands.js';
import { registerCallCommands } from './commands/call-commands.js';
import { registerExportCommands } from './commands/export-commands.js';
import { completion, listResources, topLevelHelp } from './commands/help.js';
import { registerLeadCommands } from './commands/leads-commands.js';
import { registerScheduleCommands } from './commands/schedule-commands.js';
import { registerStatsCommands } from './commands/stats-commands.js';
import { registerSuppressionCommands } from './commands/suppression-commands.js';
import { registerTextCommands } from './commands/texts-commands.js';
import { registerWebhookCommands } from './commands/webhooks-commands.js';
import { ExitError } from './util/exit-error.js';

const collect = (value: string, previous: string[] = []) => [...previous, value];

/** Declares the commands; each one's code is imported only when it runs. */
export function buildProgram(): Command {
  const program = new Command('leadline')
    .description('Leadline: call tracking, lead management and call routing you can run yourself')
    .version('0.1.0')
    .exitOverride();

  program
    .command('serve')
    .description('start the API server (SQLite by default; DATABASE_URL or --database for PostgreSQL)')
    .option('-p, --port <port>', 'port (default $PORT or 3000)')
    .option('--host <host>', 'address to bind (default $HOST or 127.0.0.1)')
    .option(
      '-d, --database <setting>',
      'SQLite file or postgres:// URL (default $DATABASE_URL or ./leadline.db)',
    )
    .option('--log-level <level>', 'least important log line written (default $LOG_LEVEL or info)')
    .option(
      '--role <role>',
      'what this process runs: api, worker, scheduler or all (default $LEADLINE_ROLE or all)',
    )
    .addHelpText(
      'after',
      "\nEvery setting, flags aside, is read from the environment: see the README's configuration table.",
    )
    .action(async (opts) => (await import('./commands/serve.js')).serve(opts));

  program
    .command('worker')
    .description('run background jobs (webhook deliveries, imports, exports) only: serve --role worker')
    .option('-p, --port <port>', 'port of its health checks (default $PORT, else any free port)')
    .option('--host <host>', 'address to bind (default $HOST or 127.0.0.1)')
    .option(
      '-d, --database <setting>',
      'SQLite file or postgres:// URL (default $DATABASE_URL or ./leadline.db)',
    )
    .option('--log-level <level>', 'least important log line written (default $LOG_LEVEL or info)')
    .action(async (opts) => (await import('./commands/serve.js')).worker(opts));

  program
    .command('migrate')
    .description('apply pending database migrations')
    .option('-d, --database <setting>', 'SQLite file or postgres:// URL')
    .option('--json [fields]', 'print JSON (or only these comma-separated fields)', false)
    .action(async (opts) => (await import('./commands/migrate.js')).migrate(opts));

  program
    .command('backup')
    .description('copy a SQLite database (and its key file) while servers keep writing to it')
    .requiredOption('--to <file>', 'the new file to write (its key file goes beside it)')
    .option('-d, --database <setting>', 'SQLite file (default $DATABASE_URL or ./leadline.db)')
    .option('--json [fields]', 'print JSON (or only these comma-separated fields)', false)
    .action(async (opts) => (await import('./commands/backup.js')).backup(opts));

  const companies = program.command('companies').description('companies (tenants)');
  companies
    .command('create')
    .description('create a company with a superuser key pair')
    .requiredOption('-n, --name <name>', 'company name')
    .option('--subdomain <subdomain>', 'subdomain (default: from the name)')
    .option('--time-zone <zone>', 'IANA time zone (default America/New_York)')
    .option('--country <code>', 'default country for phone numbers (default US)')
    .option('-d, --database <setting>', 'SQLite file or postgres:// URL')
    .option('--json [fields]', 'print JSON (or only these comma-separated fields)', false)
    .action(async (opts) => (await import('./commands/companies.js')).createCompany(opts));
  companies
    .command('list')
    .description('list companies')
    .option('-d, --database <setting>', 'SQLite file or postgres:// URL')
    .option('--json [fields]', 'print JSON (or only these comma-separated fields)', false)
    .action(async (opts) => (await import('./commands/companies.js')).listCompanies(opts));

  const keys = program.command('keys').description('company access key pairs');
  keys
    .command('create')
    .description('issue a key pair')
    .requiredOption('-c, --company <id>', 'company id, uuid or subdomain')
    .option('-n, --name <name>', 'a name for the key')
    .option('--superuser', 'grant superuser (suppression lists, admin)', false)
    .option('--permissions <grants>', 'e.g. "leads:write,calls:read" or "*:read" (default *:write)')
    .option('-d, --database <setting>', 'SQLite file or postgres:// URL')
    .option('--json [fields]', 'print JSON (or only these comma-separated fields)', false)
    .action(async (opts) => (await import('./commands/keys.js')).createKey(opts));
  keys
    .command('list')
    .description("list a company's key pairs")
    .requiredOption('-c, --company <id>', 'company id, uuid or subdomain')
    .option('-d, --database <setting>', 'SQLite file or postgres:// URL')
    .option('--json [fields]', 'print JSON (or only these comma-separated fields)', false)
    .action(async (opts) => (await import('./commands/keys.js')).listKeys(opts));
  for (const action of ['revoke', 'pause', 'resume'] as const) {
    keys
      .command(`${action} <key>`)
      .description(`${action} a key pair (id, uuid or public key)`)
      .requiredOption('-c, --company <id>', 'company id, uuid or subdomain')
      .option('-d, --database <setting>', 'SQLite file or postgres:// URL')
      .option('--json [fields]', 'print JSON (or only these comma-separated fields)', false)
      .action(async (key, opts) => (await import('./commands/keys.js')).changeKey(action, key, opts));
  }

  const tokens = program.command('tokens').description('developer access tokens');
  tokens
    .command('create')
    .description('issue a developer access token for a user, granting it companies')
    .requiredOption('-e, --email <email>', "the user's e-mail (created if new)")
    .requiredOption('-c, --company <id>', 'company id, uuid or subdomain (repeatable)', collect)
    .option('-n, --name <name>', 'a name for the token')
    .option('--permissions <grants>', 'grants instead of superuser, e.g. "*:read"')
    .option('-d, --database <setting>', 'SQLite file or postgres:// URL')
    .option('--json [fields]', 'print JSON (or only these comma-separated fields)', false)
    .action(async (opts) => (await import('./commands/tokens.js')).createToken(opts));

  registerApiCommands(program);
  registerLeadCommands(program);
  registerScheduleCommands(program);
  registerSuppressionCommands(program);
  registerCallCommands(program);
  registerStatsCommands(program);
  registerExportCommands(program);
  registerWebhookCommands(program);
  registerTextCommands(program);

  program
    .command('completion')
    .description('print a shell completion script: eval "$(leadline completion bash)" (bash or zsh)')
    .argument('<shell>', 'bash or zsh')
    .action((shell) => {
      if (!['bash', 'zsh'].includes(shell))
        throw new ExitError(`completion: shell must be bash or zsh, got ${shell}`, 2);
      completion(program, shell);
    });
  program
    .command('resources')
    .description('list every resource command and its operations')
    .action(() => listResources(program));
  // The root's help is short and grouped; each command's own help is commander's.
  program.helpInformation = () => topLevelHelp(program);
  return program;
}

/**
 * A LeadlineError from the embedded engine (companies, keys, migrate), told by
 * shape: importing core here would load it on every CLI start.
 */
function isDomainError(error: unknown): error is Error & { status: number } {
  return (
    error instanceof Error &&
    error.name === 'LeadlineError' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

/** Runs the CLI and returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(argv);
    return 0;
  } catch (error) {
    // Help and --version end well; any other commander error is a usage error (2), as gh does.
    if (error instanceof CommanderError) {
      return ['commander.helpDisplayed', 'commander.help', 'commander.version'].includes(error.code) ? 0 : 2;
    }
    if (error instanceof ExitError) {
      process.stderr.write(`leadline: ${error.message}\n`);
      return error.exitCode;
    }
    if (error instanceof Error && error.name === 'ConfigError') {
      process.stderr.write(`leadline: ${error.message}\n`);
      return 2;
    }
    if (isDomainError(error)) {
      process.stderr.write(`leadline: ${error.message}\n`);
      return 2;
    }
    process.stderr.write(`leadline: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
