/**
 * Parameters as name/value pairs, the way the API's query strings and form
 * bodies take them: arrays as `ids[]=1&ids[]=2`, an empty array as `ids=[]`,
 * Dates as ISO 8601, objects as JSON, null as ''. Undefined values are left out.
 */
export function formEntries(params: Record<string, unknown>): [string, string][] {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    // An empty list must still arrive as one (`ids=[]` matches nothing), not vanish.
    if (Array.isArray(value) && value.length === 0) entries.push([key, '[]']);
    else if (Array.isArray(value)) for (const item of value) entries.push([`${key}[]`, scalar(item)]);
    else entries.push([key, scalar(value)]);
  }
  return entries;
}

/** The query string of `formEntries(params)`, with its `?`, or '' when there is nothing to send. */
export function toQueryString(params: Record<string, unknown>): string {
  const s = new URLSearchParams(formEntries(params)).toString();
  return s ? `?${s}` : '';
}

function scalar(value: unknown): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
