import { APIUserAbortError } from '../errors.js';
import type { EndpointAnswers } from '../generated/answers.js';
import type { RequestOptions, Transport } from '../transport/transport.js';

/** An event as GET /events and the stream send it (declared in core). */
export type LeadlineEvent = EndpointAnswers['events']['list']['events'][number];

/** An event type of the catalog: what it means, the record it carries, whether subscriptions may ask for it. */
export type LeadlineEventType = EndpointAnswers['events']['types']['event_types'][number];

export interface EventStreamParams {
  /** Only these types (new_lead, call_ended, …). */
  types?: readonly string[];
  /** Start after this sequence (default: now). */
  after?: number;
  signal?: AbortSignal;
  /** Wait before reconnecting after the connection drops (ms, default 1000). */
  reconnectMs?: number;
}

/**
 * `client.events`: recent events, and the live stream.
 *
 * @example
 *   for await (const event of client.events.stream({ types: ['call_ended'] })) console.log(event.type);
 */
export class EventsResource {
  constructor(private readonly transport: Transport) {}

  /** GET /events: recent events, newest first (with `after`: the ones after it, oldest first). */
  async list(
    params: { types?: readonly string[]; after?: number; limit?: number } = {},
    options?: RequestOptions,
  ): Promise<LeadlineEvent[]> {
    const query: Record<string, unknown> = { ...params, types: params.types?.join(',') };
    const body = await this.transport.request<{ events: LeadlineEvent[] }>(
      { method: 'GET', path: '/events', query },
      options,
    );
    return body.events;
  }

  /** GET /events/types: every event type there is (the catalog declared in core). */
  async types(options?: RequestOptions): Promise<LeadlineEventType[]> {
    const body = await this.transport.request<{ event_types: LeadlineEventType[] }>(
      { method: 'GET', path: '/events/types' },
      options,
    );
    return body.event_types;
  }

  /**
   * GET /events/stream as an async iterator: yields each event as it
   * commits, reconnects after a dropped connection with Last-Event-ID (so
   * nothing is missed), and ends when `signal` aborts or the loop breaks.
   */
  async *stream(params: EventStreamParams = {}): AsyncGenerator<LeadlineEvent> {
    const { signal } = params;
    let last = params.after;
    const query = { types: params.types?.join(','), ...(last === undefined ? {} : { after: last }) };
    while (!signal?.aborted) {
      const headers: Record<string, string> = last === undefined ? {} : { 'last-event-id': String(last) };
      let response: Awaited<ReturnType<Transport['open']>>;
      try {
        response = await this.transport.open({ path: '/events/stream', query }, headers, signal);
      } catch (error) {
        if (error instanceof APIUserAbortError) return;
        throw error;
      }
      const reader = response.body?.getReader();
      if (!reader) return;
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const event = parseMessage(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            if (!event) continue;
            last = event.sequence;
            yield event;
          }
        }
      } catch {
        if (signal?.aborted) return;
      } finally {
        reader.releaseLock();
      }
      if (signal?.aborted) return;
      await new Promise((r) => setTimeout(r, params.reconnectMs ?? 1000));
    }
  }
}

/** One SSE message's `data:` lines as an event (comments and keep-alives: null). */
function parseMessage(block: string): LeadlineEvent | null {
  const data = block
    .split('\n')
    .filter((l) => l.startsWith('data:'))
    .map((l) => l.slice(5).replace(/^ /, ''))
    .join('\n');
  if (!data) return null;
  try {
    return JSON.parse(data) as LeadlineEvent;
  } catch {
    return null;
  }
}
