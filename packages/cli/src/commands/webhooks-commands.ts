import type { Command } from 'commander';

const server = (c: Command) =>
  c
    .option('--profile <name>', 'saved profile (leadline login)')
    .option('--base-url <url>', 'server URL, e.g. http://127.0.0.1:3000');

/**
 * The operator's live view (issue 17): `webhooks fire`, `listen`,
 * `events tail` and `calls tail`. Their code is imported only when they run.
 */
export function registerWebhookCommands(program: Command): void {
  const webhooks = program.command('webhooks').description('outgoing webhooks: fire one by hand');
  server(
    webhooks
      .command('fire <outgoing_webhook>')
      .description('fire an outgoing webhook now against a lead or a call, and print each attempt')
      .option('--lead <id>', 'the lead whose tokens fill the requests')
      .option('--call <id>', 'the call whose tokens fill the requests')
      .option('--json', 'print JSON', false),
  ).action(async (id, opts) => (await import('./webhook-fire.js')).fireWebhook(id, opts));

  server(
    program
      .command('listen')
      .description(
        'stream events and forward each, signed with Standard Webhooks headers, to a local endpoint ' +
          '(like `stripe listen`); prints the signing secret first',
      )
      .requiredOption('--forward-to <url>', 'where to POST each event, e.g. http://localhost:4000/hooks')
      .option('--events <types>', 'only these event types, comma-separated (default: all)')
      .option('--secret <whsec>', 'sign with this secret (default: a new one, printed at start)')
      .option('--json', 'print one JSON line per forwarded event', false),
  ).action(async (opts) => (await import('./event-stream.js')).listen(opts));

  const events =
    program.commands.find((c) => c.name() === 'events') ?? program.command('events').description('events');
  server(
    events
      .command('tail')
      .description('print events as they happen, one line each (Ctrl-C stops)')
      .option('--events <types>', 'only these event types, comma-separated')
      .option('--json', 'print one JSON line per event', false),
  ).action(async (opts) => (await import('./event-stream.js')).tailEvents(opts));

  const calls =
    program.commands.find((c) => c.name() === 'calls') ?? program.command('calls').description('calls');
  server(
    calls
      .command('tail')
      .description('print live calls as they start, ring, connect and end, one line each (Ctrl-C stops)')
      .option('--json', 'print one JSON line per call event', false),
  ).action(async (opts) => (await import('./event-stream.js')).tailCalls(opts));
}
