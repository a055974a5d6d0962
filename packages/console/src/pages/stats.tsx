import type { CallStatsParams } from '@leadline/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Chart } from '../components/chart.js';
import { type Column, DataTable } from '../components/data-table.js';
import { useSession } from '../context.js';
import { money, problem } from '../format.js';
import { can } from '../permissions.js';
import { useNames } from '../use-names.js';

const STATS = {
  count: 'Calls',
  revenue: 'Revenue',
  profit: 'Profit',
  cost: 'Cost',
  payout: 'Payout',
} as const;
const GROUPS = {
  created_at_day: 'Day',
  created_at_hour: 'Hour',
  offer: 'Offer',
  buyer: 'Buyer',
  traffic_source: 'Source',
  state: 'State',
  buyer_converted: 'Converted',
} as const;
type Stat = keyof typeof STATS;
type Group = keyof typeof GROUPS;

/** Filters of GET /calls/stats the page offers: blank is every record. */
const FILTERS = [
  ['offer_id', 'Offer', 'offers'],
  ['buyer_id', 'Buyer', 'buyers'],
  ['traffic_source_id', 'Source', 'traffic_sources'],
] as const;
type FilterKey = (typeof FILTERS)[number][0];

type Ask = { stat: Stat; group_by: Group; from: string; to: string } & Partial<Record<FilterKey, number>>;

interface Row {
  label: string;
  value: number;
  calls: number;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A file the browser saves, made here from the figures on screen. */
function csvHref(rows: Row[], stat: Stat): string {
  const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
  const lines = [`label,${stat},calls_count`, ...rows.map((r) => `${quote(r.label)},${r.value},${r.calls}`)];
  return URL.createObjectURL(new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' }));
}

/** GET /calls/stats as a chart and a table, with its filters, and the figures as CSV. */
export function StatsPage() {
  const { client, me } = useSession();
  const zone = me.company.time_zone;
  const names = {
    offers: useNames('offers', can(me, 'offers', 'read')),
    buyers: useNames('buyers', can(me, 'buyers', 'read')),
    traffic_sources: useNames('traffic_sources', can(me, 'offers', 'read')),
  };
  const [ask, setAsk] = useState<Ask>(() => {
    const to = new Date();
    return {
      stat: 'count',
      group_by: 'created_at_day',
      from: isoDay(new Date(to.getTime() - 6 * 864e5)),
      to: isoDay(to),
    };
  });
  const stats = useQuery({
    queryKey: ['stats', ask, zone],
    queryFn: () =>
      client.calls.stats({
        stat: ask.stat,
        group_by: ask.group_by,
        created_at_from: ask.from,
        // The last day counts whole: a date alone would mean its first second.
        created_at_to: `${ask.to} 23:59:59`,
        time_zone: zone,
        ...Object.fromEntries(FILTERS.flatMap(([key]) => (ask[key] ? [[key, ask[key]]] : []))),
      } as CallStatsParams),
  });
  const rows: Row[] = useMemo(
    () =>
      (stats.data?.groups ?? []).map((g) => ({
        label: g.label ?? String(g.key),
        value: g.value,
        calls: g.calls_count,
      })),
    [stats.data],
  );
  const href = useMemo(() => csvHref(rows, ask.stat), [rows, ask.stat]);
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  const show = useMemo(() => (v: number) => (ask.stat === 'count' ? String(v) : money(v)), [ask.stat]);

  const submit = (event: Event) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const chosen = FILTERS.flatMap(([key]) => (form.get(key) ? [[key, Number(form.get(key))]] : []));
    setAsk({
      stat: form.get('stat') as Stat,
      group_by: form.get('group_by') as Group,
      from: String(form.get('from')),
      to: String(form.get('to')),
      ...Object.fromEntries(chosen),
    });
  };
  const columns: Column<Row>[] = [
    { key: 'label', header: GROUPS[ask.group_by], cell: (r) => r.label, sort: (r) => r.label },
    {
      key: 'value',
      header: STATS[ask.stat],
      numeric: true,
      cell: (r) => show(r.value),
      sort: (r) => r.value,
    },
    ...(ask.stat === 'count'
      ? []
      : [
          {
            key: 'calls',
            header: 'Calls',
            numeric: true,
            cell: (r: Row) => r.calls,
            sort: (r: Row) => r.calls,
          },
        ]),
  ];
  const title = `${STATS[ask.stat]} by ${GROUPS[ask.group_by].toLowerCase()}`;

  return (
    <>
      <h1>Stats</h1>
      <form class="row" onSubmit={submit} aria-label="Stats filters">
        <label>
          Figure
          <select name="stat" defaultValue={ask.stat}>
            {Object.entries(STATS).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </select>
        </label>
        <label>
          By
          <select name="group_by" defaultValue={ask.group_by}>
            {Object.entries(GROUPS).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input name="from" type="date" defaultValue={ask.from} required />
        </label>
        <label>
          To
          <input name="to" type="date" defaultValue={ask.to} required />
        </label>
        {FILTERS.map(([key, label, plural]) =>
          names[plural].data ? (
            <label key={key}>
              {label}
              <select name={key} defaultValue={ask[key] ? String(ask[key]) : ''}>
                <option value="">Every {label.toLowerCase()}</option>
                {[...names[plural].data].map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
          ) : null,
        )}
        <button type="submit">Show</button>
      </form>
      {stats.error && (
        <p class="error" role="alert">
          {problem(stats.error)}
        </p>
      )}
      {stats.data && (
        <>
          <h2>{title}</h2>
          <p class="status-line" role="status">
            Total {show(stats.data.total)} over {stats.data.calls_count} calls ({stats.data.time_zone}).{' '}
            <a href={href} download={`calls-${ask.stat}-by-${ask.group_by}.csv`}>
              Download CSV
            </a>
          </p>
          <Chart
            label={title}
            labels={rows.map((r) => r.label)}
            values={rows.map((r) => r.value)}
            kind={ask.group_by.startsWith('created_at') ? 'line' : 'bars'}
            format={show}
          />
          <DataTable caption={`${title}: figures`} rows={rows} columns={columns} rowKey={(r) => r.label} />
        </>
      )}
    </>
  );
}
