import type { Call, Lead, TextMessage } from '@leadline/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { type Column, DataTable } from '../components/data-table.js';
import { Details } from '../components/details.js';
import { useSession } from '../context.js';
import { duration, problem, when, words } from '../format.js';
import { can } from '../permissions.js';

const personOf = (l: Lead) => [l.first_name, l.last_name].filter(Boolean).join(' ') || '—';

/** Lead search (the API's fulltext), newest first. */
export function LeadsPage() {
  const { client } = useSession();
  const [search, setSearch] = useState('');
  const leads = useQuery({
    queryKey: ['leads', search],
    queryFn: async () =>
      await client.leads.list({
        order: 'id',
        order_dir: 'desc',
        page: 1,
        per_page: 200,
        ...(search ? { fulltext: search } : {}),
      }),
  });
  const submit = (event: Event) => {
    event.preventDefault();
    setSearch(String(new FormData(event.currentTarget as HTMLFormElement).get('q') ?? '').trim());
  };
  const columns: Column<Lead>[] = [
    {
      key: 'id',
      header: 'Lead',
      cell: (l) => <Link href={`/leads/${l.id}`}>Lead {l.id}</Link>,
      sort: (l) => l.id,
    },
    { key: 'name', header: 'Name', cell: personOf, sort: personOf },
    { key: 'phone', header: 'Phone', cell: (l) => l.caller_id ?? '—' },
    { key: 'email', header: 'Email', cell: (l) => l.email ?? '—' },
    { key: 'status', header: 'Status', cell: (l) => words(l.status), sort: (l) => l.status },
    { key: 'step', header: 'Step', numeric: true, cell: (l) => l.schedule_step },
    { key: 'created', header: 'Created', cell: (l) => when(l.created_at), sort: (l) => l.id },
  ];
  return (
    <>
      <h1>Leads</h1>
      <form class="row" onSubmit={submit}>
        <label>
          Search leads
          <input name="q" type="search" defaultValue={search} placeholder="name, phone, email…" />
        </label>
        <button type="submit">Search</button>
      </form>
      {leads.error && (
        <p class="error" role="alert">
          {problem(leads.error)}
        </p>
      )}
      <DataTable
        caption={search ? `Leads matching “${search}”` : 'Latest leads'}
        rows={leads.data?.data ?? []}
        columns={columns}
        rowKey={(l) => l.id}
        empty="No lead matches."
      />
    </>
  );
}

/** One lead: where it is in its schedule, its texts and its calls. */
export function LeadPage({ id }: { id: number }) {
  const { client, me } = useSession();
  const lead = useQuery({ queryKey: ['lead', id], queryFn: () => client.leads.show(id) });
  const texts = useQuery({
    queryKey: ['lead-texts', id],
    enabled: can(me, 'messaging', 'read'),
    queryFn: async () => await client.textMessages.list({ lead_id: id, per_page: 100 }),
  });
  const calls = useQuery({
    queryKey: ['lead-calls', id],
    enabled: can(me, 'calls', 'read'),
    queryFn: async () => await client.calls.list({ lead_id: id, per_page: 100 }),
  });
  const l = lead.data;
  const textColumns: Column<TextMessage>[] = [
    { key: 'at', header: 'Sent', cell: (t) => when(t.created_at) },
    { key: 'dir', header: 'Direction', cell: (t) => t.direction },
    { key: 'status', header: 'Status', cell: (t) => t.status },
    { key: 'body', header: 'Text', cell: (t) => t.body },
  ];
  const callColumns: Column<Call>[] = [
    { key: 'id', header: 'Call', cell: (c) => <Link href={`/calls/${c.id}`}>Call {c.id}</Link> },
    { key: 'at', header: 'Started', cell: (c) => when(c.created_at) },
    { key: 'state', header: 'State', cell: (c) => words(c.status) },
    { key: 'buyer', header: 'Buyer', cell: (c) => c.buyer ?? '—' },
    { key: 'duration', header: 'Duration', numeric: true, cell: (c) => duration(c.total_duration) },
  ];
  return (
    <>
      <p>
        <Link href="/leads">← Leads</Link>
      </p>
      <h1>Lead {id}</h1>
      {lead.error && (
        <p class="error" role="alert">
          {problem(lead.error)}
        </p>
      )}
      {l && (
        <>
          <dl class="figures">
            <Fig label="Name" value={personOf(l)} />
            <Fig label="Phone" value={l.caller_id ?? '—'} />
            <Fig label="Status" value={l.human_status ?? words(l.status)} />
            <Fig
              label="Schedule step"
              value={`${l.schedule_step}${l.schedule_phase ? ` (${words(l.schedule_phase)})` : ''}`}
            />
            <Fig label="Next action" value={when(l.next_action_at)} />
            <Fig label="Attempts" value={String(l.contact_attempts)} />
          </dl>
          {l.tokens && (
            <section aria-labelledby="lead-tokens">
              <h2 id="lead-tokens">Fields</h2>
              <Details record={l.tokens as Record<string, unknown>} />
            </section>
          )}
        </>
      )}
      {texts.data && (
        <DataTable
          caption="Texts"
          rows={texts.data.data}
          columns={textColumns}
          rowKey={(t) => t.id}
          empty="No text."
        />
      )}
      {calls.data && (
        <DataTable
          caption="Calls"
          rows={calls.data.data}
          columns={callColumns}
          rowKey={(c) => c.id}
          empty="No call."
        />
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
