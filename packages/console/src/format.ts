/** Dollars as the API counts them (numbers, two decimals). */
export const money = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : `$${value.toFixed(2)}`;

/** Seconds as 1:05 or 1:02:03. */
export function duration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** An API time (`2026-11-27 10:05:00 +0000`) as the API wrote it, without the zone when it is UTC. */
export const when = (value: string | null | undefined): string =>
  value ? value.replace(/ \+0000$/, ' UTC') : '—';

/** A status word for people: no_answer → no answer. */
export const words = (value: string | null | undefined): string => (value ? value.replaceAll('_', ' ') : '—');

/** An API time as epoch milliseconds. */
export function epochMs(value: string): number {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{2})(\d{2})$/.exec(value);
  return m ? Date.parse(`${m[1]}T${m[2]}${m[3]}:${m[4]}`) : Date.parse(value);
}

/** The message of an SDK error (the server's `message`, naming the bad parameter). */
export function problem(error: unknown): string {
  if (!error) return '';
  const e = error as { message?: string; body?: { message?: string; errors?: Record<string, string[]> } };
  const errors = e.body?.errors;
  if (errors && Object.keys(errors).length > 0) {
    return Object.entries(errors)
      .map(([k, v]) => `${k} ${v.join(', ')}`)
      .join('; ');
  }
  return e.body?.message ?? e.message ?? String(error);
}
