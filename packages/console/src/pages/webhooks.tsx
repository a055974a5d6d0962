import type { OutgoingWebhook, WebhookLog } from '@leadline/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'preact/hooks';
import { type Column, DataTable } from '../components/data-table.js';
import { useSession } from '../context.js';
import { problem, when } from '../format.js';
import { can } from '../permissions.js';

/** Webhook deliveries with their request and answer, re-firing one, and endpoints disabled by failures. */
export function WebhooksPage() {
  const { client, me } = useSession();
  const queries = useQueryClient();
  const mayWrite = can(me, 'webhooks', 'write');
  const logs = useQuery({
    queryKey: ['webhook-logs'],
    queryFn: async () =>
      await client.webhookLogs.list({ order: 'id', order_dir: 'desc', page: 1, per_page: 200 }),
  });
  const hooks = useQuery({
    queryKey: ['outgoing-webhooks'],
    queryFn: () => client.outgoingWebhooks.list({ per_page: 100 }).toArray({ limit: 10_000 }),
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const open = logs.data?.data.find((l) => l.id === openId) ?? null;
  const disabled = (hooks.data ?? []).filter((h) => h.disabled_at !== null || h.active === false);

  const refire = async (log: WebhookLog) => {
    setError('');
    setMessage('');
    try {
      const fire = await client.webhookManualFires.create({
        outgoing_webhook_id: log.outgoing_webhook_id,
        ...(log.call_id ? { call_id: log.call_id } : {}),
        ...(log.lead_id ? { lead_id: log.lead_id } : {}),
      });
      await queries.invalidateQueries({ queryKey: ['webhook-logs'] });
      const ids = fire.webhook_log_ids ?? [];
      setMessage(`Fired again: ${ids.length === 1 ? 'attempt' : 'attempts'} ${ids.join(', ')}.`);
      if (ids[0]) setOpenId(ids[0]);
    } catch (e) {
      setError(problem(e));
    }
  };
  const enable = async (hook: OutgoingWebhook) => {
    setError('');
    try {
      await client.outgoingWebhooks.update(hook.id, { active: true });
      await queries.invalidateQueries({ queryKey: ['outgoing-webhooks'] });
    } catch (e) {
      setError(`${hook.name}: ${problem(e)}`);
    }
  };

  const columns: Column<WebhookLog>[] = [
    {
      key: 'id',
      header: 'Attempt',
      cell: (l) => (
        <button
          type="button"
          class="quiet link"
          aria-pressed={l.id === openId}
          onClick={() => setOpenId(l.id)}
        >
          #{l.id}
        </button>
      ),
      sort: (l) => l.id,
    },
    { key: 'at', header: 'Sent', cell: (l) => when(l.created_at), sort: (l) => l.id },
    { key: 'trigger', header: 'Trigger', cell: (l) => l.trigger ?? '—', sort: (l) => l.trigger },
    { key: 'code', header: 'Status', numeric: true, cell: (l) => l.code ?? 'none', sort: (l) => l.code },
    {
      key: 'ok',
      header: 'Result',
      cell: (l) => (l.success ? 'Delivered' : <span class="error">Failed</span>),
      sort: (l) => (l.success ? 1 : 0),
    },
    { key: 'n', header: 'Try', numeric: true, cell: (l) => l.attempt },
    { key: 'call', header: 'Call', cell: (l) => l.call_id ?? '—' },
    { key: 'url', header: 'URL', cell: (l) => <span class="url">{l.request_url}</span> },
  ];

  return (
    <>
      <h1>Webhooks</h1>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {message && <p role="status">{message}</p>}
      <section aria-labelledby="disabled">
        <h2 id="disabled">Disabled endpoints</h2>
        {disabled.length === 0 ? (
          <p class="muted">None: every webhook is active.</p>
        ) : (
          <ul>
            {disabled.map((h) => (
              <li key={h.id}>
                <strong>{h.name}</strong> ({h.trigger}) — {h.disabled_reason ?? 'turned off'}
                {h.disabled_at ? ` since ${when(h.disabled_at)}` : ''}{' '}
                {mayWrite && (
                  <button type="button" class="secondary" onClick={() => enable(h)}>
                    Enable <span class="sr-only">{h.name}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <div class={open ? 'split' : undefined}>
        <DataTable
          caption="Deliveries, newest first"
          rows={logs.data?.data ?? []}
          columns={columns}
          rowKey={(l) => l.id}
        />
        {open && (
          <section class="panel" aria-labelledby="attempt">
            <h2 id="attempt">Attempt #{open.id}</h2>
            <p>
              {open.request_method?.toUpperCase()} <span class="url">{open.request_url}</span>
            </p>
            <p>
              Answered {open.code ?? 'nothing'} in {open.latency_ms ?? '—'} ms
              {open.error_message ? ` — ${open.error_message}` : ''}
              {open.next_attempt_at ? `; retries at ${when(open.next_attempt_at)}` : ''}
            </p>
            <h3>Request</h3>
            <pre class="body">{JSON.stringify(open.request_headers, null, 2)}</pre>
            {open.request_body && <pre class="body">{open.request_body}</pre>}
            <h3>Answer</h3>
            <pre class="body">{JSON.stringify(open.response_headers, null, 2)}</pre>
            {open.response_body && <pre class="body">{open.response_body}</pre>}
            {mayWrite && open.outgoing_webhook_id !== null && (
              <button type="button" onClick={() => refire(open)}>
                Fire again
              </button>
            )}
          </section>
        )}
      </div>
    </>
  );
}
