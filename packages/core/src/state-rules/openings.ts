import { type WallTime, wallTime, zonedToUtc } from '../time/zones.js';

/**
 * One rule as a function of time: null when it allows contact at `t`, else
 * the earliest later instant at which it might (Infinity: never). A rule
 * never skips an instant it would allow, so the first instant all rules
 * allow is found by moving to the latest answer until none objects.
 */
export type NextAllowed = (t: number) => number | null;

export interface Rule<Why> {
  why: Why;
  next: NextAllowed;
}

export type Opening<Why> =
  | { open: true }
  /** `at`: the first instant every rule allows (null: none within the horizon, or never). */
  | { open: false; at: number | null; blockedBy: Why };

const MAX_STEPS = 1000;

/** When contact is next allowed by every rule, looking `horizonMs` ahead; `blockedBy` is the rule that objects now. */
export function firstOpening<Why>(now: number, rules: readonly Rule<Why>[], horizonMs: number): Opening<Why> {
  let blockedBy: Why | undefined;
  let t = now;
  for (let step = 0; step < MAX_STEPS; step++) {
    let moved = false;
    for (const rule of rules) {
      const next = rule.next(t);
      if (next === null) continue;
      blockedBy ??= rule.why;
      if (!Number.isFinite(next) || next - now > horizonMs) return { open: false, at: null, blockedBy };
      t = Math.max(next, t + 1);
      moved = true;
    }
    if (!moved) return blockedBy === undefined ? { open: true } : { open: false, at: t, blockedBy };
  }
  return { open: false, at: null, blockedBy: blockedBy as Why };
}

const minutesOf = (hhmm: unknown): number | null => {
  const m = typeof hhmm === 'string' ? /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim()) : null;
  if (!m || Number(m[1]) > 24 || Number(m[2]) > 59) return null;
  return Math.min(Number(m[1]) * 60 + Number(m[2]), 24 * 60);
};

const weekday = (w: WallTime) => new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
const at = (w: WallTime, dayOffset: number, minutes: number, zone: string) =>
  zonedToUtc(
    {
      year: w.year,
      month: w.month,
      day: w.day + dayOffset,
      hour: Math.floor(minutes / 60),
      minute: minutes % 60,
      second: 0,
    },
    zone,
  );
/** The next local midnight after `t` in `zone`. */
const nextMidnight = (t: number, zone: string) => {
  const next = at(wallTime(t, zone), 1, 0, zone);
  return next > t ? next : t + 3_600_000;
};
/** The local date of `t` in `zone`, as YYYY-MM-DD. */
export const localDate = (t: number, zone: string): string => {
  const w = wallTime(t, zone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
};

export interface WeekdayHours {
  /** 0 = Sunday … 6 = Saturday. */
  day: number;
  open: unknown;
  close: unknown;
  /** No contact at all that day. */
  closed: boolean;
  zone: string;
}

/**
 * Contact only inside one of the rows of the local weekday; a closed row shuts
 * its whole day; a day with no row is shut. A row whose close is not after its
 * open (or with a time that is not HH:MM) opens nothing.
 */
export function weeklyHours(rows: readonly WeekdayHours[]): NextAllowed {
  const open = rows
    .filter((r) => !r.closed)
    .map((r) => ({ ...r, from: minutesOf(r.open), to: minutesOf(r.close) }))
    .filter(
      (r): r is typeof r & { from: number; to: number } => r.from !== null && r.to !== null && r.to > r.from,
    );
  const closed = rows.filter((r) => r.closed);
  return (t) => {
    const shutBy = closed.filter((r) => weekday(wallTime(t, r.zone)) === r.day);
    const inside = open.some((r) => {
      const w = wallTime(t, r.zone);
      return weekday(w) === r.day && t >= at(w, 0, r.from, r.zone) && t < at(w, 0, r.to, r.zone);
    });
    if (inside && shutBy.length === 0) return null;
    // The next start of any open row, or the end of a shut day while inside a row: the earliest is safe to try.
    let best = Number.POSITIVE_INFINITY;
    for (const r of open) {
      const w = wallTime(t, r.zone);
      for (let k = 0; k <= 7; k++) {
        if ((weekday(w) + k) % 7 !== r.day) continue;
        const start = at(w, k, r.from, r.zone);
        if (start > t) best = Math.min(best, start);
      }
    }
    if (inside) for (const r of shutBy) best = Math.min(best, nextMidnight(t, r.zone));
    return best;
  };
}

/** No contact on these local dates (YYYY-MM-DD) in `zone`. */
export function holidays(dates: ReadonlySet<string>, zone: string): NextAllowed {
  return (t) => (dates.has(localDate(t, zone)) ? nextMidnight(t, zone) : null);
}

/**
 * At most `max` contacts in any window of `windowMs`: blocked while the window
 * ending now holds `max` of the earlier contacts `times`; open again once the
 * oldest of those leaves it.
 */
export function slidingLimit(times: readonly number[], max: number, windowMs: number): NextAllowed {
  const sorted = [...times].sort((a, b) => a - b);
  return (t) => {
    const recent = sorted.filter((c) => c > t - windowMs && c <= t);
    return recent.length < max ? null : recent[recent.length - max]! + windowMs;
  };
}

/**
 * Every day from `open` to `close` (HH:MM) local time: a schedule's daylight
 * hours. A window whose close is before its open runs past midnight; equal
 * times mean all day. A stored value that is not HH:MM falls back to the
 * schedule defaults, 08:00 and 21:00.
 */
export function dailyWindow(open: unknown, close: unknown, zone: string): NextAllowed {
  const from = minutesOf(open) ?? 8 * 60;
  const to = minutesOf(close) ?? 21 * 60;
  return (t) => {
    if (from === to) return null;
    const w = wallTime(t, zone);
    const now = w.hour * 60 + w.minute;
    const inside = from < to ? now >= from && now < to : now >= from || now < to;
    if (inside) return null;
    const opening = at(w, now < from ? 0 : 1, from, zone);
    return opening > t ? opening : t + 60_000;
  };
}
