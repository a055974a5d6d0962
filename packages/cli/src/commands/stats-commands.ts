import type { Command } from 'commander';

const collect = (value: string, previous: string[] = []) => [...previous, value];

/** `leadline stats calls`: GET /calls/stats as a table, JSON, CSV or a terminal chart. */
export function registerStatsCommands(program: Command): void {
  const stats = program.command('stats').description('figures from the reporting endpoints');
  stats
    .command('calls')
    .description(
      'one stat of the calls (GET /calls/stats) by a category or a time bucket: a table, or --chart, --json, --csv',
    )
    .requiredOption(
      '--group-by <group>',
      'offer, buyer, traffic_source, schedule, state, status, buyer_converted, offer_converted, ' +
        'created_at_five_minutes, created_at_hour, created_at_day, created_at_week or created_at_month',
    )
    .option('--stat <stat>', 'count, revenue, profit, cost or payout', 'count')
    .option('--from <time>', 'calls created at or after (YYYY-MM-DD [HH:MM:SS ±ZZZZ])')
    .option('--to <time>', 'calls created at or before')
    .option('--interval <bucket>', 'with a category: each group per five_minutes, hour, day, week or month')
    .option('--time-zone <zone>', 'IANA zone of the buckets and dates (default the company zone)')
    .option('--filter <key=value>', 'any GET /calls filter, e.g. buyer_converted=true (repeatable)', collect)
    .option('--chart', 'draw the figures as a terminal chart', false)
    .option('--csv', 'print CSV', false)
    .option('--profile <name>', 'saved profile (leadline login)')
    .option('--base-url <url>', 'server URL, e.g. http://127.0.0.1:3000')
    .option('--json', 'print JSON', false)
    .action(async (opts) => (await import('./stats-calls.js')).statsCalls(opts));
}
