import { endpointParam } from '@leadline/sdk/metadata';
import type { Command } from 'commander';

const collect = (value: string, previous: string[] = []) => [...previous, value];

/** `a, b or c`: the values GET /calls/stats declares for a parameter. */
function declaredValues(name: string): string {
  const values = endpointParam('calls', 'stats', name).values ?? [];
  return values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values.at(-1)}` : values.join('');
}

/** `leadline stats calls`: GET /calls/stats as a table, JSON, CSV or a terminal chart. */
export function registerStatsCommands(program: Command): void {
  const stats = program.command('stats').description('figures from the reporting endpoints');
  stats
    .command('calls')
    .description(
      'one stat of the calls (GET /calls/stats) by a category or a time bucket: a table, or --chart, --json, --csv',
    )
    .requiredOption('--group-by <group>', declaredValues('group_by'))
    .option('--stat <stat>', declaredValues('stat'), 'count')
    .option('--from <time>', 'calls created at or after (YYYY-MM-DD [HH:MM:SS ±ZZZZ])')
    .option('--to <time>', 'calls created at or before')
    .option('--interval <bucket>', `with a category: each group per ${declaredValues('interval')}`)
    .option('--time-zone <zone>', 'IANA zone of the buckets and dates (default the company zone)')
    .option('--filter <key=value>', 'any GET /calls filter, e.g. buyer_converted=true (repeatable)', collect)
    .option('--chart', 'draw the figures as a terminal chart', false)
    .option('--csv', 'print CSV', false)
    .option('--profile <name>', 'saved profile (leadline login)')
    .option('--base-url <url>', 'server URL, e.g. http://127.0.0.1:3000')
    .option('--json', 'print JSON', false)
    .action(async (opts) => (await import('./stats-calls.js')).statsCalls(opts));
}
