import { RESOURCE_METADATA } from '@leadline/sdk/metadata';
import { type Command, Option } from 'commander';
import { flaggedParams, flagHelp } from '../util/resource-flags.js';

/**
 * `leadline texts send`: POST /text_messages under the name people look for,
 * with a flag per field the text_messages declaration takes. Its code is
 * imported only when it runs.
 */
export function registerTextCommands(program: Command): void {
  const resource = RESOURCE_METADATA.find((r) => r.plural === 'text_messages');
  if (!resource) return;
  const send = program
    .command('texts')
    .description('text messages (SMS/MMS) sent through the carrier')
    .command('send')
    .description(
      'queue a text (POST /text_messages): checked, then sent by the job through the carrier of --from ' +
        '(blank: a number of the schedule or offer); prints the text',
    );
  for (const param of flaggedParams(resource.params.create)) {
    const { flag, help } = flagHelp(resource, param);
    send.addOption(new Option(flag, help));
  }
  send
    .option('--data <json>', 'fields as a JSON object (flags override it)')
    .option('--profile <name>', 'saved profile (leadline login)')
    .option('--base-url <url>', 'server URL, e.g. http://127.0.0.1:3000')
    .option('--json [fields]', 'print JSON (or only these comma-separated fields)', false)
    .action(async (opts) => (await import('./resources.js')).createRecord(resource, opts));
}
