import type { Call, Leadline } from '@leadline/sdk';
import { useEffect, useState } from 'preact/hooks';

/** The events that change a call. */
export const CALL_EVENTS = [
  'new_call',
  'call_ringing',
  'call_forwarded',
  'call_answered',
  'buyer_no_answer',
  'call_ended',
  'call_changed',
  'call_recording_available',
] as const;

const IN_PROGRESS = new Set<Call['status']>(['queued', 'ringing', 'in_progress']);
export const isLive = (call: Call): boolean => IN_PROGRESS.has(call.status);

export interface LiveFeed {
  /** Calls queued, ringing or connected, oldest first. */
  live: Call[];
  /** Calls that ended while watching (and the latest before), newest first. */
  recent: Call[];
  /** Whether the event stream is open. */
  connected: boolean;
  /** Bumped on each call event, for figures that follow them. */
  version: number;
}

const RECENT = 25;

/**
 * GET /calls/live_calls and the latest calls, then the event stream (SSE)
 * from the newest event before them:
 * a call enters with its first event and leaves the live list with its last,
 * as the server commits them.
 */
export function useLiveFeed(client: Leadline): LiveFeed {
  const [calls, setCalls] = useState<Map<number, Call>>(new Map());
  const [connected, setConnected] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const stop = new AbortController();
    const put = (call: Call) =>
      setCalls((before) => {
        const next = new Map(before);
        next.set(call.id, call);
        return next;
      });
    (async () => {
      // The stream starts after the newest event seen before the lists are read, so no call falls between.
      const [newest] = await client.events.list({ limit: 1 }, { signal: stop.signal });
      const [live, latest] = await Promise.all([
        client.calls.live({ per_page: 100 }, { signal: stop.signal }),
        client.calls.list(
          { order: 'id', order_dir: 'desc', page: 1, per_page: RECENT },
          { signal: stop.signal },
        ),
      ]);
      setCalls(new Map([...latest.data, ...live.data].map((c) => [c.id, c])));
      setConnected(true);
      for await (const event of client.events.stream({
        types: CALL_EVENTS,
        signal: stop.signal,
        after: newest?.sequence ?? 0,
      })) {
        const data = event.data as unknown as Call | null;
        put(data?.id ? data : await client.calls.show(event.record_id, undefined, { signal: stop.signal }));
        setVersion((v) => v + 1);
      }
    })()
      .catch(() => undefined)
      .finally(() => setConnected(false));
    return () => stop.abort();
  }, [client]);

  const all = [...calls.values()];
  return {
    live: all.filter(isLive).sort((a, b) => a.id - b.id),
    recent: all
      .filter((c) => !isLive(c))
      .sort((a, b) => b.id - a.id)
      .slice(0, RECENT),
    connected,
    version,
  };
}
