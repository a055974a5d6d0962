import type { Command } from 'commander';

const collect = (value: string, previous: string[] = []) => [...previous, value];

/**
 * `leadline calls simulate`, `leadline calls events` and `leadline
 * phone-numbers point-webhooks`, beside the commands the declarations give.
 * Their code is imported only when they run.
 */
export function registerCallCommands(program: Command): void {
  const calls =
    program.commands.find((c) => c.name() === 'calls') ?? program.command('calls').description('calls');
  const server = (c: Command) =>
    c
      .option('--profile <name>', 'saved profile (leadline login)')
      .option('--base-url <url>', 'server URL, e.g. http://127.0.0.1:3000')
      .option('--json', 'print JSON', false);
  server(
    calls
      .command('simulate')
      .description(
        'place a simulated inbound call to a tracking number and play it through (POST /calls/simulate): ' +
          'routing, failover, conversions and the trace are real; prints the call',
      )
      .requiredOption('--number <number>', 'the tracking number to call')
      .requiredOption('--caller-id <number>', "the caller's number")
      .option('--digits <digits>', 'keys the caller presses')
      .option(
        '--key-press <keys>',
        'keys pressed at a menu, once per menu in order ("" presses nothing)',
        collect,
      )
      .option(
        '--result <result>',
        'how a ring ends, once per ring in order: completed, busy, no-answer, failed (default completed)',
        collect,
      )
      .option('--duration <seconds>', 'seconds the answering buyer talks (default 60)')
      .option('--caller-state <state>', 'caller state token')
      .option(
        '--no-end-call',
        "the call stays up once a buyer answers, holding the buyer's concurrency, until DELETE /calls/:id",
      )
      .option(
        '--buyer-accepts <yes|no>',
        'no: an agent asked to press 1 presses nothing (too slow), and the call moves on (default yes)',
      )
      .option('--machine', "an answering machine picks up: the offer's AMD flow decides", false),
  ).action(async (opts) => (await import('./simulate-call.js')).simulateCall(opts));
  server(
    calls
      .command('events')
      .description(
        "a call's timeline: legs, buyers considered and why, dials, conversions (GET /calls/:id/events)",
      )
      .argument('<id>', 'call id or uuid'),
  ).action(async (id, opts) => (await import('./simulate-call.js')).callEvents(id, opts));

  const numbers =
    program.commands.find((c) => c.name() === 'phone-numbers') ??
    program.commands.find((c) => c.name() === 'phone_numbers') ??
    program.command('phone-numbers').description('phone numbers');
  server(
    numbers
      .command('point-webhooks')
      .description(
        "point a rented number's voice and status webhooks at Leadline (POST /phone_numbers/:id/point_webhooks)",
      )
      .argument('<id>', 'phone number id'),
  ).action(async (id, opts) => (await import('./simulate-call.js')).pointWebhooks(id, opts));
}
