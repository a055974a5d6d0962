import type { Buyer, Leadline, Offer } from '@leadline/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'preact/hooks';
import { CallFlowTree } from '../call-flow-tree.js';
import { capLines, capUsage } from '../cap-usage.js';
import { CallFlow } from '../components/call-flow.js';
import { type Column, DataTable } from '../components/data-table.js';
import { useSession } from '../context.js';
import { problem } from '../format.js';
import { openNow } from '../open-hours.js';
import { can } from '../permissions.js';

const capText = (used: number, limit: number | null) =>
  limit === null ? `${used} / —` : `${used} / ${limit}`;

/** Buyers with their caps (calls so far / limit per window), hours, and pause; offers as routing trees. */
export function BuyersPage() {
  const { client, me } = useSession();
  const queries = useQueryClient();
  const zone = me.company.time_zone;
  const mayWrite = can(me, 'buyers', 'write');
  const buyers = useQuery({
    queryKey: ['buyers'],
    queryFn: () => client.buyers.list({ per_page: 100 }).toArray({ limit: 10_000 }),
  });
  const usage = useQuery({
    // Keyed by the zones in use, so pausing a buyer does not ask the reports again.
    queryKey: ['cap-usage', zone, [...new Set(buyers.data?.map((b) => b.time_zone ?? zone))].sort()],
    enabled: buyers.data !== undefined,
    queryFn: () => capUsage(client, buyers.data ?? [], zone),
  });
  const offers = useQuery({
    queryKey: ['offers'],
    enabled: can(me, 'offers', 'read'),
    queryFn: () => client.offers.list({ per_page: 100 }).toArray({ limit: 10_000 }),
  });
  const flows = useQuery({
    queryKey: ['call-flows'],
    enabled: can(me, 'offers', 'read'),
    queryFn: () => callFlowRecords(client),
  });
  const [error, setError] = useState('');

  const setPaused = async (buyer: Buyer, paused: boolean) => {
    setError('');
    try {
      await client.buyers.update(buyer.id, { paused });
      await queries.invalidateQueries({ queryKey: ['buyers'] });
    } catch (e) {
      setError(`${buyer.name}: ${problem(e)}`);
    }
  };

  const columns: Column<Buyer>[] = [
    { key: 'name', header: 'Buyer', cell: (b) => b.name, sort: (b) => b.name.toLowerCase() },
    { key: 'tier', header: 'Tier', numeric: true, cell: (b) => b.tier, sort: (b) => b.tier },
    {
      key: 'paused',
      header: 'Routing',
      cell: (b) => (b.paused ? <strong class="error">Paused</strong> : 'Taking calls'),
      sort: (b) => (b.paused ? 1 : 0),
    },
    {
      key: 'open',
      header: 'Open now',
      cell: (b) => (openNow(b.open_times, b.time_zone ?? zone) ? 'Open' : 'Closed'),
    },
    {
      key: 'concurrency',
      header: 'Concurrency',
      numeric: true,
      cell: (b) => capText(usage.data?.concurrent.get(b.id) ?? 0, b.concurrency_cap_limit),
    },
    {
      key: 'caps',
      header: 'Caps',
      cell: (b) => {
        const lines = capLines(b, usage.data);
        if (lines.length === 0) return <span class="muted">No cap</span>;
        return (
          <ul class="caps" aria-label={`Caps of ${b.name}`}>
            {lines.map((line) => (
              <li key={line.label}>
                {line.label}: {line.text}
              </li>
            ))}
          </ul>
        );
      },
    },
    ...(mayWrite
      ? [
          {
            key: 'action',
            header: 'Actions',
            cell: (b: Buyer) => (
              <button type="button" class="secondary" onClick={() => setPaused(b, !b.paused)}>
                {b.paused ? 'Resume' : 'Pause'} <span class="sr-only">{b.name}</span>
              </button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <h1>Buyers and caps</h1>
      <p class="note">
        Caps read so far / limit in this hour, day and month on the buyer’s clock (else {zone}), counted from
        call reports; — is no cap.
      </p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {buyers.error && (
        <p class="error" role="alert">
          {problem(buyers.error)}
        </p>
      )}
      <DataTable caption="Buyers" rows={buyers.data ?? []} columns={columns} rowKey={(b) => b.id} />
      {offers.data && buyers.data && (
        <OfferTrees offers={offers.data} buyers={buyers.data} flows={flows.data} />
      )}
    </>
  );
}

/** Every call flow rule, menu, key and key action of the company: the offers' call flow trees. */
async function callFlowRecords(client: Leadline) {
  const all = { per_page: 100 } as const;
  const [rules, groups, flows, actions] = await Promise.all([
    client.callRouters.list(all).toArray({ limit: 10_000 }),
    client.keyPressFlowGroups.list(all).toArray({ limit: 10_000 }),
    client.keyPressFlows.list(all).toArray({ limit: 10_000 }),
    client.callControlActions.list(all).toArray({ limit: 10_000 }),
  ]);
  return { rules, groups, flows, actions };
}

/** Each offer's buyers in the order the router tries them: by tier, then by weight inside a tier. */
function OfferTrees({
  offers,
  buyers,
  flows,
}: {
  offers: Offer[];
  buyers: Buyer[];
  flows: Awaited<ReturnType<typeof callFlowRecords>> | undefined;
}) {
  const tree =
    flows &&
    new CallFlowTree({
      ...flows,
      buyerNames: new Map(buyers.map((b) => [b.id, b.name])),
      offerNames: new Map(offers.map((o) => [o.id, o.name])),
    });
  return (
    <section aria-labelledby="offers">
      <h2 id="offers">Offers and their routing</h2>
      <div class="tree panel">
        <ul>
          {offers.map((offer) => {
            const mine = buyers.filter((b) => b.offer_ids.includes(offer.id));
            const tiers = [...new Set(mine.map((b) => b.tier ?? 1))].sort((a, b) => a - b);
            return (
              <li key={offer.id}>
                <strong>{offer.name}</strong>
                {offer.paused ? ' (paused)' : ''}
                <ul>
                  {tiers.length === 0 && <li class="muted">No buyer attached.</li>}
                  {tiers.map((tier) => (
                    <li key={tier}>
                      Tier {tier}
                      <ul>
                        {mine
                          .filter((b) => (b.tier ?? 1) === tier)
                          .map((b) => (
                            <li key={b.id}>
                              {b.name} · weight {b.weight}
                              {b.paused ? ' · paused' : ''}
                            </li>
                          ))}
                      </ul>
                    </li>
                  ))}
                </ul>
                {tree && (
                  <details open>
                    <summary>Call flow of {offer.name}</summary>
                    <CallFlow nodes={tree.forOffer(offer.id)} label={`Call flow of ${offer.name}`} />
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
