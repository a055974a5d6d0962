import type { MakeCallParams } from '@leadline/sdk';
import { apiClient, type ServerFlags } from '../util/api-client.js';
import { callApi } from '../util/api-errors.js';
import { ExitError } from '../util/exit-error.js';
import { type Output, printRecord } from '../util/output.js';

export interface MakeCallFlags extends ServerFlags, Output {
  leadId?: string;
  scheduleId?: string;
  leadToken?: string;
  to?: string;
  from?: string;
  integrationId?: string;
}

/** `leadline schedules make-call`: the call as the server recorded it, or the server's refusal. */
export async function makeCall(flags: MakeCallFlags): Promise<void> {
  const params: MakeCallParams = {
    ...(flags.leadId ? { lead_id: id('--lead-id', flags.leadId) } : {}),
    ...(flags.scheduleId ? { schedule_id: id('--schedule-id', flags.scheduleId) } : {}),
    ...(flags.leadToken ? { lead_token: flags.leadToken } : {}),
    ...(flags.to ? { to: flags.to } : {}),
    ...(flags.from ? { from: flags.from } : {}),
    ...(flags.integrationId ? { integration_id: id('--integration-id', flags.integrationId) } : {}),
  };
  if (params.lead_id === undefined && params.to === undefined) {
    throw new ExitError('Say who to call: --lead-id, or --to with --schedule-id or --lead-token', 2);
  }
  const client = await apiClient(flags);
  const call = await callApi(flags, () => client.schedules.makeCall(params));
  printRecord(flags, call as unknown as Record<string, unknown>);
}

function id(flag: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new ExitError(`${flag} must be a record id, got ${value}`, 2);
  return n;
}
