import type { Command } from 'commander';

/**
 * `leadline leads import`, beside the `leads` commands the declarations give
 * (list, show, build, update). Its code is imported only when it runs.
 */
export function registerLeadCommands(program: Command): void {
  const leads =
    program.commands.find((c) => c.name() === 'leads') ?? program.command('leads').description('leads');
  leads
    .command('import')
    .description(
      'import leads from a CSV file (header row; a caller_id or phone column; comma, semicolon or tab separated) ' +
        'through POST /leads/batch: creates or updates one lead per row, so running the same file again ' +
        'duplicates nothing; rejections name the file line; exit code 2 when any row was rejected',
    )
    .argument('<file>', 'CSV file')
    .requiredOption('--lead-token <token>', 'lead token of the offer or schedule the leads join')
    .option('--dry-run', 'check every row and say what would happen, writing nothing', false)
    .option('--caller-column <name>', 'the column holding the phone number (default: caller_id, phone, …)')
    .option('--batch-size <n>', 'leads per request to POST /leads/batch (1-1000)', '500')
    .option('--concurrency <n>', 'requests in flight (1-16)', '2')
    .option('--profile <name>', 'saved profile (leadline login)')
    .option('--base-url <url>', 'server URL, e.g. http://127.0.0.1:3000')
    .option('--json [fields]', 'print JSON (or only these comma-separated fields)', false)
    .action(async (file, opts) => (await import('./leads-import.js')).importLeads(file, opts));
}
