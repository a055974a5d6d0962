import { createHmac, randomBytes } from 'node:crypto';
import type { CallEvent, Leadline, LeadlineEvent } from '@leadline/sdk';
import { apiClient, type ServerFlags } from '../util/api-client.js';
import { callApi } from '../util/api-errors.js';
import { ExitError } from '../util/exit-error.js';
import { type Output, useColour } from '../util/output.js';

interface StreamFlags extends ServerFlags, Output {
  events?: string;
}

export interface ListenFlags extends StreamFlags {
  forwardTo: string;
  secret?: string;
}

/** Every event about a call (the server's catalog, GET /events/types), call_changed included: a routing step commits with one. */
async function callEventTypes(client: Leadline): Promise<string[]> {
  return (await client.events.types()).filter((t) => t.record === 'calls').map((t) => t.name);
}

const typesOf = (text?: string) =>
  text
    ? text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
    : undefined;

/**
 * Streams until Ctrl-C (or SIGTERM), then returns: exit code 0. It reads on from the newest event
 * there is when it starts, and says so on stderr (`ready`), so nothing after that line is missed
 * however late the stream connects.
 */
async function follow(
  flags: StreamFlags,
  types: string[] | undefined | ((client: Leadline) => Promise<string[]>),
  each: (e: LeadlineEvent, client: Leadline) => Promise<void> | void,
  ready: (client: Leadline) => void = () =>
    process.stderr.write('Ready: waiting for events (Ctrl-C to stop)\n'),
) {
  const client = await apiClient(flags);
  const abort = new AbortController();
  const stop = () => abort.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await callApi(flags, async () => {
    const only = typeof types === 'function' ? await types(client) : types;
    const [newest] = await client.events.list({ limit: 1 });
    ready(client);
    const stream = client.events.stream({ types: only, after: newest?.sequence ?? 0, signal: abort.signal });
    for await (const event of stream) await each(event, client);
  });
}

const line = (text: string) => process.stdout.write(`${text}\n`);

const COLOURS = { red: 31, green: 32, yellow: 33, blue: 34, magenta: 35, cyan: 36, dim: 2 } as const;
type Colour = keyof typeof COLOURS;
/** Colour at a terminal only, never with NO_COLOR (useColour). */
const paint = (colour: Colour, text: string) =>
  useColour() ? `\x1b[${COLOURS[colour]}m${text}\x1b[${colour === 'dim' ? 22 : 39}m` : text;

/** `leadline events tail`: one line per event. */
export async function tailEvents(flags: StreamFlags): Promise<void> {
  await follow(flags, typesOf(flags.events), (e) => {
    if (flags.json) return void line(JSON.stringify(e));
    line(`${e.created_at}  ${paint('cyan', e.type.padEnd(22))} ${e.record_type} ${e.record_id}  ${e.id}`);
  });
}

/** One line of `calls tail`: the step's name (and its colour), the rest. */
interface CallStep {
  step: string;
  colour: Colour;
  detail: string;
}

const ENDED_WELL = new Set(['completed']);

/** What a call event says, as a step; null where the call's timeline says it better. */
function eventStep(e: LeadlineEvent): CallStep | null {
  const call = (e.data ?? {}) as Record<string, unknown>;
  const who = `${call.caller_number ?? '?'}${call.connected_to ? ` → ${call.connected_to}` : ''}`;
  const buyer = call.buyer_id == null ? '' : ` buyer ${call.buyer_id}`;
  switch (e.type) {
    case 'new_call':
      return {
        step: 'started',
        colour: 'cyan',
        detail: `${who}${call.direction ? ` (${call.direction})` : ''}`,
      };
    case 'call_ringing':
      return { step: 'ringing', colour: 'yellow', detail: who };
    case 'call_answered':
      return { step: 'answered', colour: 'green', detail: `${who}${buyer}` };
    case 'call_forwarded':
      return { step: 'forwarded', colour: 'blue', detail: `${who}${buyer}` };
    case 'call_ended': {
      const status = String(call.status ?? '');
      return {
        step: 'ended',
        colour: ENDED_WELL.has(status) ? 'green' : 'red',
        detail: `${status} ${call.total_duration ?? 0}s`,
      };
    }
    // call_changed: its timeline steps print instead; buyer_no_answer: the timeline's DialResult
    // says it, with the buyer and how the ring ended.
    case 'call_changed':
    case 'buyer_no_answer':
      return null;
    default:
      return { step: e.type.replace(/^call_/, '').replaceAll('_', ' '), colour: 'magenta', detail: who };
  }
}

/** A routing step of the call's timeline (GET /calls/:id/events); null for the ones not worth a line. */
function traceStep(t: CallEvent): CallStep | null {
  const buyer = t.buyer_id == null ? '' : `buyer ${t.buyer_id}`;
  const reason = t.reason ? ` ${t.reason}` : '';
  switch (t.type) {
    case 'BuyerConsidered':
    case 'Leg':
      return null;
    case 'Dial':
      return { step: 'ringing', colour: 'yellow', detail: buyer };
    case 'DialResult':
      return t.reason === 'completed'
        ? { step: 'answered', colour: 'green', detail: buyer }
        : { step: 'failed ring', colour: 'red', detail: `${buyer}${reason}` };
    case 'WebhookLog':
      return { step: 'webhook', colour: 'dim', detail: t.reason ?? '' };
    default:
      return { step: String(t.type), colour: 'magenta', detail: `${buyer}${reason}`.trim() };
  }
}

/**
 * `leadline calls tail`: live calls, a line per step as each commits: started, ringing (a buyer
 * dialled), a failed ring, answered, forwarded, ended, and the other steps of the call's timeline.
 * Each call event brings the timeline steps committed with it (GET /calls/:id/events): after
 * `started`, before the event's own line otherwise.
 */
export async function tailCalls(flags: Output & ServerFlags): Promise<void> {
  // The timeline steps already printed, per call (the latest calls only: a tail runs for days).
  const printed = new Map<number, Set<number>>();
  const print = (
    callId: number,
    at: string | null,
    event: string,
    step: CallStep,
    extra: Record<string, unknown>,
  ) => {
    if (flags.json) line(JSON.stringify({ event, step: step.step, at, call_id: callId, ...extra }));
    else line(`${at}  call ${callId}  ${paint(step.colour, step.step.padEnd(11))} ${step.detail}`);
  };
  await follow(flags, callEventTypes, async (e, client) => {
    const callId = e.record_id;
    let seen = printed.get(callId);
    if (!seen) {
      seen = new Set<number>();
      printed.set(callId, seen);
      if (printed.size > 1000) printed.delete(printed.keys().next().value!);
    }
    const call = (e.data ?? {}) as Record<string, unknown>;
    const own = eventStep(e);
    const printOwn = () =>
      own &&
      print(callId, e.created_at, e.type, own, {
        status: call.status ?? null,
        direction: call.direction ?? null,
        caller_number: call.caller_number ?? null,
        buyer_id: call.buyer_id ?? null,
        total_duration: call.total_duration ?? null,
      });
    if (e.type === 'new_call') printOwn();
    const timeline = await client.calls.events(callId).catch(() => [] as CallEvent[]);
    for (const t of timeline) {
      if (seen.has(t.id)) continue;
      seen.add(t.id);
      const step = traceStep(t);
      if (step)
        print(callId, t.created_at, String(t.type), step, { buyer_id: t.buyer_id, reason: t.reason ?? null });
    }
    // A buyer's answer is already on screen from the timeline (DialResult completed).
    const answeredAlready =
      e.type === 'call_answered' && timeline.some((t) => t.type === 'DialResult' && t.reason === 'completed');
    if (e.type !== 'new_call' && !answeredAlready) printOwn();
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
  const ready = () => {
    if (flags.json) line(JSON.stringify({ ready: true, forward_to: target.toString(), secret }));
    else process.stderr.write(`Ready! Forwarding to ${target}. Your webhook signing secret is ${secret}\n`);
  };
  await follow(
    flags,
    typesOf(flags.events),
    async (e) => {
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
      else {
        const answered = paint(typeof status === 'number' && status < 300 ? 'green' : 'red', `[${status}]`);
        line(`${e.created_at}  --> ${paint('cyan', e.type)} [${e.id}]  <-- ${answered} POST ${target}`);
      }
    },
    ready,
  );
}
