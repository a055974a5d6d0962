import type { CallEvent } from '@leadline/sdk';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter-preact';
import { Details } from '../components/details.js';
import { useSession } from '../context.js';
import { duration, money, problem, when, words } from '../format.js';

/** What each kind of step is called on screen. */
const STEP: Record<CallEvent['type'], string> = {
  Leg: 'Call leg',
  Greeting: 'Greeting',
  Menu: 'Menu',
  KeyPress: 'Key press',
  ZipEntry: 'ZIP entry',
  Extension: 'Extension',
  Question: 'Question',
  Whisper: 'Whisper',
  BuyerAccept: 'Buyer accept',
  HoldQueue: 'Hold queue',
  MachineDetected: 'Answering machine detection',
  CallAction: 'Call action',
  BuyerConsidered: 'Buyer considered',
  Dial: 'Dialled',
  DialResult: 'Dial result',
  ExceptionRule: 'Exception rule',
  Conversion: 'Conversion',
  CallRecording: 'Recording',
  Transcription: 'Transcription',
  WebhookLog: 'Webhook attempt',
  Disposition: 'Disposition applied',
};
const SHOWN = new Set(['id', 'type', 'created_at', 'buyer_id', 'reason']);

/** A call's story: the routing trace (GET /calls/:id/events) as a timeline, its recording and tokens. */
export function CallStoryPage({ id }: { id: number }) {
  const { client } = useSession();
  const call = useQuery({ queryKey: ['call', id], queryFn: () => client.calls.show(id) });
  const events = useQuery({ queryKey: ['call-events', id], queryFn: () => client.calls.events(id) });
  const buyerIds = [
    ...new Set((events.data ?? []).map((e) => e.buyer_id).filter((b): b is number => b !== null)),
  ];
  const buyers = useQuery({
    queryKey: ['buyer-names', buyerIds],
    enabled: buyerIds.length > 0,
    queryFn: async () => await client.buyers.list({ ids: buyerIds, per_page: 100, columns: ['id', 'name'] }),
  });
  const buyerName = (buyerId: number) =>
    buyers.data?.data.find((b) => b.id === buyerId)?.name ?? `buyer ${buyerId}`;
  const c = call.data;

  if (call.error) {
    return (
      <>
        <h1>Call {id}</h1>
        <p class="error" role="alert">
          {problem(call.error)}
        </p>
      </>
    );
  }
  return (
    <>
      <p>
        <Link href="/">← Live calls</Link>
      </p>
      <h1>Call {id}</h1>
      {c && (
        <dl class="figures">
          <Fig label="State" value={words(c.status)} />
          <Fig label="Caller" value={c.caller_number ?? '—'} />
          <Fig label="Number called" value={c.number_called ?? '—'} />
          <Fig label="Offer" value={c.offer ?? '—'} />
          <Fig label="Source" value={c.traffic_source ?? '—'} />
          <Fig label="Buyer" value={c.buyer ?? '—'} />
          <Fig label="Duration" value={duration(c.total_duration)} />
          <Fig label="Revenue" value={money(c.revenue)} />
          <Fig label="Payout" value={money(c.payout)} />
          <Fig label="Started" value={when(c.created_at)} />
        </dl>
      )}
      {c?.recording_url && (
        <section aria-labelledby="recording">
          <h2 id="recording">Recording</h2>
          {/* biome-ignore lint/a11y/useMediaCaption: a call recording has no captions to offer. */}
          <audio controls preload="none" src={c.recording_url} aria-labelledby="recording" />
        </section>
      )}
      <section aria-labelledby="trace">
        <h2 id="trace">Routing trace</h2>
        {events.isPending && <p role="status">Loading the trace…</p>}
        {events.error && (
          <p class="error" role="alert">
            {problem(events.error)}
          </p>
        )}
        <ol class="timeline" aria-label="Steps of the call">
          {events.data?.map((e) => (
            <li
              key={e.id}
              class={`step ${e.type}${e.type === 'BuyerConsidered' && e.reason ? ' skipped' : ''}`}
            >
              <p class="step-head">
                <strong>{STEP[e.type]}</strong>
                {e.buyer_id !== null && <> · {buyerName(e.buyer_id)}</>}
                {e.type === 'BuyerConsidered' && (
                  <> · {e.reason ? `skipped: ${words(e.reason)}` : 'eligible'}</>
                )}
                {e.type !== 'BuyerConsidered' && e.reason && <> · {words(e.reason)}</>}
                <time class="muted"> {when(e.created_at)}</time>
              </p>
              <Details record={Object.fromEntries(Object.entries(e).filter(([k]) => !SHOWN.has(k)))} />
            </li>
          ))}
        </ol>
      </section>
      {c?.token_values && Object.values(c.token_values).some((v) => v !== null && v !== '') && (
        <section aria-labelledby="tokens">
          <h2 id="tokens">Tokens</h2>
          <Details record={c.token_values as Record<string, unknown>} />
        </section>
      )}
    </>
  );
}

function Fig({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
