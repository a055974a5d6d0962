/** One span of a buyer's hours, as `open_times` holds them (day 0 = Sunday). */
interface Span {
  day: number;
  time_from: string;
  time_to: string;
}

const DAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/**
 * Whether hours are open at `now` in `zone`: blank hours are always open, as
 * the router reads them. The server's router decides calls; this only shows.
 */
export function openNow(openTimes: unknown, zone: string, now = new Date()): boolean {
  if (!Array.isArray(openTimes) || openTimes.length === 0) return true;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = DAYS[part('weekday')];
  const time = `${part('hour')}:${part('minute')}`;
  return (openTimes as Span[]).some((s) => s.day === day && s.time_from <= time && time < s.time_to);
}
