import type { Command } from 'commander';

/**
 * `leadline suppression import` and `leadline contacts block|unblock`, beside
 * the commands the declarations give. Their code is imported only when they run.
 */
export function registerSuppressionCommands(program: Command): void {
  const server = (c: Command) =>
    c
      .option('--profile <name>', 'saved profile (leadline login)')
      .option('--base-url <url>', 'server URL, e.g. http://127.0.0.1:3000')
      .option('--json [fields]', 'print JSON (or only these comma-separated fields)', false);

  const suppression = program.command('suppression').description('suppression (do-not-call) lists');
  server(
    suppression
      .command('import')
      .description(
        'add the numbers of a CSV file to a suppression list, in batches: numbers already on the list are ' +
          'left alone, so running the same file again adds nothing; exit code 2 when any row was rejected',
      )
      .argument('<file>', 'CSV file (a header row is optional)')
      .requiredOption('--list <id>', 'id of the suppression list')
      .option('--column <name>', 'the column holding the numbers (default: the first that looks like them)')
      .option('--dry-run', 'check every number and count what would be added, writing nothing', false)
      .option('--batch-size <n>', 'numbers per request (1-10000)', '1000'),
  ).action(async (file, opts) => (await import('./suppression-import.js')).importSuppression(file, opts));

  const contacts =
    program.commands.find((c) => c.name() === 'contacts') ??
    program.command('contacts').description('contacts');
  for (const action of ['block', 'unblock'] as const) {
    server(
      contacts
        .command(action)
        .description(
          action === 'block'
            ? 'put a number on the company blacklist (digits, with or without +)'
            : 'take a number off the company blacklist',
        )
        .argument('<number>', 'the phone number'),
    ).action(async (number, opts) => (await import('./contacts-block.js')).changeBlock(action, number, opts));
  }
}
