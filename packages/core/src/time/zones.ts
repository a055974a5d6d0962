/** IANA time zones this runtime knows; served by GET /collections/time_zone. */
let zoneList: readonly string[] | undefined;
let zoneSet: ReadonlySet<string> | undefined;

export function timeZones(): readonly string[] {
  if (!zoneList) {
    const zones = new Set(Intl.supportedValuesOf('timeZone'));
    zones.add('UTC');
    zones.add('Etc/UTC');
    zoneList = [...zones].sort();
  }
  return zoneList;
}

export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string') return false;
  zoneSet ??= new Set(timeZones());
  return zoneSet.has(name);
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

/** Wall-clock fields of an instant in a zone. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function wallTime(ms: number, timeZone: string): WallTime {
  const out: Record<string, number> = {};
  for (const p of partsFormatter(timeZone).formatToParts(ms)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year!,
    month: out.month!,
    day: out.day!,
    hour: out.hour!,
    minute: out.minute!,
    second: out.second!,
  };
}

const OFFSET_BUCKET_MS = 15 * 60_000;
const offsetCache = new Map<string, Map<number, number>>();

/**
 * Offset of the zone from UTC at an instant, in minutes (New York in winter: -300).
 * Offsets change only on quarter-hour boundaries, so each quarter hour is asked of Intl once.
 */
export function offsetMinutes(ms: number, timeZone: string): number {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 0;
  const bucket = Math.floor(ms / OFFSET_BUCKET_MS);
  let zone = offsetCache.get(timeZone);
  if (!zone) offsetCache.set(timeZone, (zone = new Map()));
  const hit = zone.get(bucket);
  if (hit !== undefined) return hit;
  const offset = intlOffsetMinutes(bucket * OFFSET_BUCKET_MS, timeZone);
  if (zone.size > 50_000) zone.clear();
  zone.set(bucket, offset);
  return offset;
}

function intlOffsetMinutes(ms: number, timeZone: string): number {
  const w = wallTime(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - (ms - (ms % 1000))) / 60_000);
}

/** The instant at which the zone's wall clock shows these fields (the earlier one in a DST overlap). */
export function zonedToUtc(w: WallTime, timeZone: string): number {
  const naive = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  let guess = naive - offsetMinutes(naive, timeZone) * 60_000;
  // A second pass settles instants near a DST change.
  guess = naive - offsetMinutes(guess, timeZone) * 60_000;
  return guess;
}
