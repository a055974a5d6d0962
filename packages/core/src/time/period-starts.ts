import { wallTime, zonedToUtc } from './zones.js';

/** The calendar windows caps and counters use: the hour, day and month on a clock, and ever. */
export type PeriodStarts = { hourly: number; daily: number; monthly: number; total: number };

/**
 * The instants (epoch ms) at which the hour, day and month holding `ms` began on the zone's wall
 * clock; `total` is 0 (ever). A counter bucket and the window that reads it are both named by
 * these starts, so writer and reader agree by construction.
 */
export function periodStarts(zone: string, ms: number): PeriodStarts {
  const w = wallTime(ms, zone);
  return {
    hourly: zonedToUtc({ ...w, minute: 0, second: 0 }, zone),
    daily: zonedToUtc({ ...w, hour: 0, minute: 0, second: 0 }, zone),
    monthly: zonedToUtc({ ...w, day: 1, hour: 0, minute: 0, second: 0 }, zone),
    total: 0,
  };
}

/** The last starts computed per zone, with the second they hold for. */
const recent = new Map<string, { second: number; starts: PeriodStarts }>();

/**
 * `periodStarts` for a decision happening now: the wall clock is read to the second, so every
 * instant of one second has the same starts, and a busy router reads the zone's clock (Intl, the
 * largest part of this) once a second instead of once per decision. The starts are shared: frozen.
 */
export function periodStartsNow(zone: string, ms: number): PeriodStarts {
  const second = Math.floor(ms / 1000);
  const hit = recent.get(zone);
  if (hit && hit.second === second) return hit.starts;
  const starts = Object.freeze(periodStarts(zone, ms));
  if (recent.size >= 1000) recent.clear();
  recent.set(zone, { second, starts });
  return starts;
}
