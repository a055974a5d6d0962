import type { PhoneNumber } from '@leadline/sdk';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter-preact';
import { type Column, DataTable } from '../components/data-table.js';
import { useSession } from '../context.js';
import { problem, when } from '../format.js';
import { can } from '../permissions.js';
import { useNames } from '../use-names.js';

/** Tracking numbers with their offer, source and pool; a simulated call to one from the live view. */
export function NumbersPage() {
  const { client, me } = useSession();
  const numbers = useQuery({
    queryKey: ['phone-numbers'],
    queryFn: () => client.phoneNumbers.list({ per_page: 100 }).toArray({ limit: 10_000 }),
  });
  const offers = useNames('offers', can(me, 'offers', 'read'));
  const sources = useNames('traffic_sources', can(me, 'offers', 'read'));
  const pools = useNames('ring_pools', can(me, 'numbers', 'read'));
  const name = (names: Map<number, string> | undefined, id: number | null) =>
    id === null ? '—' : (names?.get(id) ?? `#${id}`);
  const mayCall = can(me, 'calls', 'write');

  const columns: Column<PhoneNumber>[] = [
    { key: 'number', header: 'Number', cell: (n) => n.number, sort: (n) => n.number },
    { key: 'name', header: 'Name', cell: (n) => n.name ?? '—', sort: (n) => n.name },
    { key: 'offer', header: 'Offer', cell: (n) => name(offers.data, n.offer_id) },
    { key: 'source', header: 'Source', cell: (n) => name(sources.data, n.traffic_source_id) },
    { key: 'pool', header: 'Pool', cell: (n) => name(pools.data, n.ring_pool_id) },
    { key: 'provider', header: 'Carrier', cell: (n) => n.provider },
    { key: 'calls', header: 'Calls', numeric: true, cell: (n) => n.calls_count, sort: (n) => n.calls_count },
    { key: 'last', header: 'Last call', cell: (n) => when(n.last_call_at), sort: (n) => n.last_call_at },
    ...(mayCall
      ? [
          {
            key: 'simulate',
            header: 'Try it',
            cell: (n: PhoneNumber) => (
              <Link href={`/?simulate=${encodeURIComponent(n.number)}`}>
                Simulate a call <span class="sr-only">to {n.number}</span>
              </Link>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <h1>Numbers</h1>
      {numbers.error && (
        <p class="error" role="alert">
          {problem(numbers.error)}
        </p>
      )}
      <DataTable
        caption="Tracking numbers"
        rows={numbers.data ?? []}
        columns={columns}
        rowKey={(n) => n.id}
      />
    </>
  );
}
