import type { Command } from 'commander';

/** `leadline export <table>`: a table exported by the server's background job, with progress, then downloaded. */
export function registerExportCommands(program: Command): void {
  program
    .command('export <table>')
    .description(
      'export a table (calls, leads, offers…) to CSV: the server writes it in the background (an ' +
        'admin_table_exporter); progress shows, then the file is downloaded',
    )
    .option('--columns <names>', 'columns to write, comma-separated (default every column)')
    .option('--from <time>', 'records created at or after (YYYY-MM-DD [HH:MM:SS ±ZZZZ])')
    .option('--to <time>', 'records created at or before')
    .option('--timeframe <length>', 'records per chunk: hour, day, week or month', 'day')
    .option(
      '-o, --output <file>',
      'where to write the CSV (- for stdout; default: stdout when piped, else <table>-export-<id>.csv)',
    )
    .option('--no-wait', 'start the export and print it, without waiting or downloading')
    .option('--profile <name>', 'saved profile (leadline login)')
    .option('--base-url <url>', 'server URL, e.g. http://127.0.0.1:3000')
    .option('--json', 'print the exporter as JSON', false)
    .action(async (table, opts) => (await import('./export-table.js')).exportTable(table, opts));
}
