import { apiClient, type ServerFlags } from '../util/api-client.js';
import { callApi } from '../util/api-errors.js';
import { ExitError } from '../util/exit-error.js';
import { type Output, printRecord } from '../util/output.js';

export interface SimulateFlags extends ServerFlags, Output {
  number: string;
  callerId: string;
  digits?: string;
  keyPress?: string[];
  result?: string[];
  duration?: string;
  callerState?: string;
  /** false (--no-end-call): the call stays up once a buyer answers. */
  endCall?: boolean;
  buyerAccepts?: string;
  machine?: boolean;
}

/** `leadline calls simulate`: the call as it ended, or the server's refusal. */
export async function simulateCall(flags: SimulateFlags): Promise<void> {
  const duration = flags.duration === undefined ? undefined : Number(flags.duration);
  if (duration !== undefined && (!Number.isInteger(duration) || duration < 0)) {
    throw new ExitError(`--duration must be whole seconds, got ${flags.duration}`, 2);
  }
  const accepts = flags.buyerAccepts?.trim().toLowerCase();
  if (accepts !== undefined && !['yes', 'no'].includes(accepts)) {
    throw new ExitError(`--buyer-accepts must be yes or no, got ${flags.buyerAccepts}`, 2);
  }
  const client = await apiClient(flags);
  const call = await callApi(flags, () =>
    client.calls.simulate({
      number: flags.number,
      caller_id: flags.callerId,
      ...(flags.digits ? { digits: flags.digits } : {}),
      ...(flags.keyPress?.length ? { key_presses: flags.keyPress } : {}),
      ...(flags.result?.length ? { dial_results: flags.result } : {}),
      ...(duration !== undefined ? { duration } : {}),
      ...(flags.callerState ? { caller_state: flags.callerState } : {}),
      ...(flags.endCall === false ? { end_call: false } : {}),
      ...(accepts !== undefined ? { buyer_accepts: accepts === 'yes' } : {}),
      ...(flags.machine ? { machine: true } : {}),
    }),
  );
  printRecord(flags, call as unknown as Record<string, unknown>);
}

/** `leadline calls events <id>`: one line a step (or the events as JSON). */
export async function callEvents(id: string, flags: ServerFlags & Output): Promise<void> {
  const client = await apiClient(flags);
  const events = await callApi(flags, () => client.calls.events(id));
  if (flags.json) {
    process.stdout.write(`${JSON.stringify(events, null, 2)}\n`);
    return;
  }
  for (const e of events) {
    const who = e.buyer_id === null ? '' : ` buyer ${e.buyer_id}`;
    process.stdout.write(`${e.created_at}  ${e.type}${who}${e.reason ? `  ${e.reason}` : ''}\n`);
  }
}

/** `leadline phone-numbers point-webhooks <id>`. */
export async function pointWebhooks(id: string, flags: ServerFlags & Output): Promise<void> {
  const client = await apiClient(flags);
  const number = await callApi(flags, () => client.phoneNumbers.pointWebhooks(id));
  printRecord(flags, number as unknown as Record<string, unknown>);
}
