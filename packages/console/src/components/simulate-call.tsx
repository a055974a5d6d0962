import type { Call } from '@leadline/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { useSession } from '../context.js';
import { problem, words } from '../format.js';

/**
 * POST /calls/simulate: the simulated carrier calls one of the company's
 * tracking numbers and plays the call through routing; it shows up in the
 * live view through the event stream like any other.
 */
export function SimulateCall({ number }: { number?: string }) {
  const { client } = useSession();
  const numbers = useQuery({
    queryKey: ['phone-numbers', 'simulate'],
    queryFn: async () => await client.phoneNumbers.list({ per_page: 100 }),
  });
  const [done, setDone] = useState<Call | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    setError('');
    try {
      const results = text('dial_results')
        .split(/[\s,]+/)
        .filter(Boolean);
      setDone(
        await client.calls.simulate({
          number: text('number'),
          caller_id: text('caller_id'),
          ...(results.length ? { dial_results: results } : {}),
          ...(text('duration') ? { duration: Number(text('duration')) } : {}),
          ...(text('caller_state') ? { caller_state: text('caller_state') } : {}),
        }),
      );
    } catch (e) {
      setError(problem(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="simulate">
      <h2 id="simulate">Simulate a call</h2>
      <form class="row" onSubmit={submit}>
        <label>
          Tracking number
          <select name="number" required>
            {numbers.data?.data.map((n) => (
              <option key={n.id} value={n.number} selected={n.number === number}>
                {n.number}
                {n.name ? ` — ${n.name}` : ''}
              </option>
            ))}
          </select>
        </label>
        <label>
          Caller
          <input name="caller_id" required defaultValue="+13035550123" inputMode="tel" />
        </label>
        <label>
          Dial results
          <input name="dial_results" defaultValue="completed" aria-describedby="dial-results-help" />
        </label>
        <label>
          Talk seconds
          <input name="duration" type="number" min={0} defaultValue={60} />
        </label>
        <label>
          Caller state
          <input name="caller_state" size={3} />
        </label>
        <button type="submit" disabled={busy || !numbers.data?.data.length}>
          Simulate
        </button>
      </form>
      <p id="dial-results-help" class="note">
        One per ring, in order: completed, busy, no-answer, failed or canceled.
      </p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p role="status">
          Simulated <Link href={`/calls/${done.id}`}>call {done.id}</Link>: {words(done.status)}
          {done.buyer ? ` to ${done.buyer}` : ''}.
        </p>
      )}
    </section>
  );
}
