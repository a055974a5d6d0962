import type { Command } from 'commander';

/**
 * `leadline schedules make-call`, beside the `schedules` commands the
 * declarations give. Its code is imported only when it runs.
 */
export function registerScheduleCommands(program: Command): void {
  const schedules =
    program.commands.find((c) => c.name() === 'schedules') ??
    program.command('schedules').description('schedules');
  schedules
    .command('make-call')
    .description(
      'call a lead now through the carrier integration (POST /schedules/make_call): --lead-id, or a schedule ' +
        '(--schedule-id or --lead-token) and --to; prints the call',
    )
    .option('--lead-id <id>', 'the lead to call')
    .option('--schedule-id <id>', "the schedule calling (default: the lead's)")
    .option('--lead-token <token>', "a schedule's lead token, instead of --schedule-id")
    .option('--to <number>', 'the number to call, without --lead-id')
    .option('--from <number>', "caller id: one of the company's numbers (default: the schedule's pool)")
    .option('--integration-id <id>', 'carrier account to call through')
    .option('--profile <name>', 'saved profile (leadline login)')
    .option('--base-url <url>', 'server URL, e.g. http://127.0.0.1:3000')
    .option('--json [fields]', 'print JSON (or only these comma-separated fields)', false)
    .action(async (opts) => (await import('./make-call.js')).makeCall(opts));
}
