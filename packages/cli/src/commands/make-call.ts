import type { MakeCallParams } from '@leadline/sdk';
import { endpointParams } from '@leadline/sdk/metadata';
import { apiClient, type ServerFlags } from '../util/api-client.js';
import { callApi } from '../util/api-errors.js';
import { ExitError } from '../util/exit-error.js';
import { type Output, printRecord } from '../util/output.js';
import { endpointParamsFromFlags } from '../util/resource-flags.js';

/** Server and output flags, and a flag per declared parameter of POST /schedules/make_call (`leadId`, `to`…). */
export type MakeCallFlags = ServerFlags & Output & Record<string, unknown>;

/** `leadline schedules make-call`: the call as the server recorded it, or the server's refusal. */
export async function makeCall(flags: MakeCallFlags): Promise<void> {
  const params = endpointParamsFromFlags(flags, endpointParams('schedules', 'make_call')) as MakeCallParams;
  if (params.lead_id === undefined && params.to === undefined) {
    throw new ExitError('Say who to call: --lead-id, or --to with --schedule-id or --lead-token', 2);
  }
  const client = await apiClient(flags);
  const call = await callApi(flags, () => client.schedules.makeCall(params));
  printRecord(flags, call as unknown as Record<string, unknown>);
}
