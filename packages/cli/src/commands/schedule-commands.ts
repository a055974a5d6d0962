import { endpointParams } from '@leadline/sdk/metadata';
import type { Command } from 'commander';
import { endpointFlags } from '../util/resource-flags.js';

/**
 * `leadline schedules make-call`, beside the `schedules` commands the
 * declarations give. Its code is imported only when it runs.
 */
export function registerScheduleCommands(program: Command): void {
  const schedules =
    program.commands.find((c) => c.name() === 'schedules') ??
    program.command('schedules').description('schedules');
  const command = schedules
    .command('make-call')
    .description(
      'call a lead now through the carrier integration (POST /schedules/make_call): --lead-id, or a schedule ' +
        '(--schedule-id or --lead-token) and --to; prints the call',
    );
  // A flag per parameter POST /schedules/make_call declares in core.
  for (const { flag, help } of endpointFlags(endpointParams('schedules', 'make_call')))
    command.option(flag, help);
  command
    .option('--profile <name>', 'saved profile (leadline login)')
    .option('--base-url <url>', 'server URL, e.g. http://127.0.0.1:3000')
    .option('--json [fields]', 'print JSON (or only these comma-separated fields)', false)
    .action(async (opts) => (await import('./make-call.js')).makeCall(opts));
}
