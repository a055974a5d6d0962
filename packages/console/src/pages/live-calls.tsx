import type { Call } from '@leadline/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'preact/hooks';
import { Link, useSearch } from 'wouter-preact';
import { type Column, DataTable } from '../components/data-table.js';
import { SimulateCall } from '../components/simulate-call.js';
import { useSession } from '../context.js';
import { duration, epochMs, money, problem, words } from '../format.js';
import { useLiveFeed } from '../live-feed.js';
import { can } from '../permissions.js';

/** Seconds since a call began, ticking while it is live. */
function useNow(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Today in the company's zone, as created_at_from takes it. */
const today = (zone: string) => new Date().toLocaleDateString('en-CA', { timeZone: zone });

/** Calls in progress as they happen (SSE), the day's figures, hang-up and a simulated call. */
export function LiveCallsPage() {
  const { client, me } = useSession();
  const feed = useLiveFeed(client);
  const now = useNow();
  const mayWrite = can(me, 'calls', 'write');
  const zone = me.company.time_zone;
  const day = useQuery({
    queryKey: ['day-figures', zone, feed.version],
    queryFn: () =>
      client.calls.reports({ created_at_from: today(zone), time_zone: zone, group_by: ['status'] }),
    placeholderData: (previous) => previous,
  });
  const [hangUpError, setHangUpError] = useState('');
  const simulateTo = new URLSearchParams(useSearch()).get('simulate') ?? undefined;

  const hangUp = async (call: Call) => {
    setHangUpError('');
    try {
      await client.calls.hangUp(call.id);
    } catch (e) {
      setHangUpError(`Call ${call.id}: ${problem(e)}`);
    }
  };

  const story = (c: Call) => <Link href={`/calls/${c.id}`}>Call {c.id}</Link>;
  const common: Column<Call>[] = [
    { key: 'id', header: 'Call', cell: story, sort: (c) => c.id },
    { key: 'offer', header: 'Offer', cell: (c) => c.offer ?? '—', sort: (c) => c.offer },
    { key: 'source', header: 'Source', cell: (c) => c.traffic_source ?? '—', sort: (c) => c.traffic_source },
    { key: 'buyer', header: 'Buyer', cell: (c) => c.buyer ?? '—', sort: (c) => c.buyer },
    {
      key: 'state',
      header: 'State',
      cell: (c) => <span class={`state ${c.status}`}>{words(c.status)}</span>,
    },
  ];
  const liveColumns: Column<Call>[] = [
    ...common,
    {
      key: 'duration',
      header: 'Duration',
      numeric: true,
      cell: (c) => duration((now - epochMs(c.created_at)) / 1000),
    },
    { key: 'wait', header: 'Queue wait', numeric: true, cell: (c) => duration(c.hold_duration) },
    ...(mayWrite
      ? [
          {
            key: 'hang-up',
            header: 'Actions',
            cell: (c: Call) => (
              <button type="button" class="danger" onClick={() => hangUp(c)}>
                Hang up <span class="sr-only">call {c.id}</span>
              </button>
            ),
          },
        ]
      : []),
  ];
  const recentColumns: Column<Call>[] = [
    ...common,
    { key: 'duration', header: 'Duration', numeric: true, cell: (c) => duration(c.total_duration) },
    { key: 'revenue', header: 'Revenue', numeric: true, cell: (c) => money(c.revenue) },
  ];
  const totals = day.data?.totals;

  return (
    <>
      <h1>Live calls</h1>
      <p class="status-line" role="status">
        {feed.connected ? 'Live: calls appear and leave as they happen.' : 'Connecting to the event stream…'}
      </p>
      <section aria-labelledby="today">
        <h2 id="today">Today</h2>
        <dl class="figures">
          <Figure label="Calls" value={totals?.calls_count} />
          <Figure label="Connected" value={totals?.answered_count} />
          <Figure label="Converted" value={totals?.converted_count} />
          <Figure label="Revenue" value={totals && money(totals.revenue)} />
          <Figure label="Payout" value={totals && money(totals.payout)} />
          <Figure label="Profit" value={totals && money(totals.profit)} />
        </dl>
      </section>
      {hangUpError && (
        <p class="error" role="alert">
          {hangUpError}
        </p>
      )}
      <DataTable
        caption={`In progress (${feed.live.length})`}
        rows={feed.live}
        columns={liveColumns}
        rowKey={(c) => c.id}
        empty="No call in progress."
      />
      {mayWrite && <SimulateCall number={simulateTo} />}
      <DataTable
        caption="Just ended"
        rows={feed.recent}
        columns={recentColumns}
        rowKey={(c) => c.id}
        empty="No call yet."
      />
    </>
  );
}

function Figure({ label, value }: { label: string; value: string | number | undefined }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value ?? '…'}</dd>
    </div>
  );
}
