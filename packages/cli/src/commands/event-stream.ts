import { createHmac, randomBytes } from 'node:crypto';
import type { LeadlineEvent } from '@leadline/sdk';
import { apiClient, type ServerFlags } from '../util/api-client.js';
import { callApi } from '../util/api-errors.js';
import { ExitError } from '../util/exit-error.js';
import type { Output } from '../util/output.js';

interface StreamFlags extends ServerFlags, Output {
  events?: string;
}

export interface ListenFlags extends StreamFlags {
  forwardTo: string;
  secret?: string;
}

const CALL_EVENTS = ['new_call', 'call_ringing', 'call_answered', 'call_forwarded', 'call_ended'];

const typesOf = (text?: string) =>
  text
    ? text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
    : undefined;

/** Streams until Ctrl-C (or SIGTERM), then returns: exit code 0. */
async function follow(
  flags: StreamFlags,
  types: string[] | undefined,
  each: (e: LeadlineEvent) => Promise<void> | void,
) {
  const client = await apiClient(flags);
  const abort = new AbortController();
  const stop = () => abort.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await callApi(flags, async () => {
    for await (const event of client.events.stream({ types, signal: abort.signal })) await each(event);
  });
}

const line = (text: string) => process.stdout.write(`${text}\n`);

/** `leadline events tail`: one line per event. */
export async function tailEvents(flags: StreamFlags): Promise<void> {
  await follow(flags, typesOf(flags.events), (e) => {
    if (flags.json) return void line(JSON.stringify(e));
    line(`${e.created_at}  ${e.type.padEnd(22)} ${e.record_type} ${e.record_id}  ${e.id}`);
  });
}

/** `leadline calls tail`: live calls, one line per step. */
export async function tailCalls(flags: Output & ServerFlags): Promise<void> {
  await follow(flags, CALL_EVENTS, (e) => {
    const call = (e.data ?? {}) as Record<string, unknown>;
    if (flags.json) {
      return void line(
        JSON.stringify({
          event: e.type,
          at: e.created_at,
          call_id: e.record_id,
          status: call.status ?? null,
          direction: call.direction ?? null,
          caller_number: call.caller_number ?? null,
          buyer_id: call.buyer_id ?? null,
          total_duration: call.total_duration ?? null,
        }),
      );
    }
    const step = e.type.replace(/^call_|^new_call$/, (m) => (m === 'new_call' ? 'started' : ''));
    const who = `${call.caller_number ?? '?'}${call.connected_to ? ` → ${call.connected_to}` : ''}`;
    const extra = e.type === 'call_ended' ? `  ${call.status} ${call.total_duration ?? 0}s` : '';
    line(`${e.created_at}  call ${e.record_id}  ${step.padEnd(9)} ${who}${extra}`);
  });
}

/** `leadline listen --forward-to URL`: each event's record, signed, POSTed to a local endpoint. */
export async function listen(flags: ListenFlags): Promise<void> {
  let target: URL;
  try {
    target = new URL(flags.forwardTo);
  } catch {
    throw new ExitError(`--forward-to must be a URL, got ${flags.forwardTo}`, 2);
  }
  const secret = flags.secret ?? `whsec_${randomBytes(24).toString('base64')}`;
  if (!secret.startsWith('whsec_')) throw new ExitError('--secret must be a whsec_ secret', 2);
  const key = Buffer.from(secret.slice(6), 'base64');
  if (flags.json) line(JSON.stringify({ ready: true, forward_to: target.toString(), secret }));
  else process.stderr.write(`Ready! Forwarding to ${target}. Your webhook signing secret is ${secret}\n`);
  await follow(flags, typesOf(flags.events), async (e) => {
    const body = JSON.stringify(e.data ?? {});
    const ts = Math.floor(Date.now() / 1000);
    const signature = `v1,${createHmac('sha256', key).update(`${e.id}.${ts}.${body}`).digest('base64')}`;
    let status: number | string;
    try {
      const res = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': e.id,
          'webhook-timestamp': String(ts),
          'webhook-signature': signature,
          'leadline-event-type': e.type,
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      status = res.status;
    } catch (error) {
      status = (error as { cause?: Error }).cause?.message ?? (error as Error).message;
    }
    if (flags.json) line(JSON.stringify({ id: e.id, type: e.type, record_id: e.record_id, status }));
    else line(`${e.created_at}  --> ${e.type} [${e.id}]  <-- [${status}] POST ${target}`);
  });
}
