/**
 * Parameters as the API's query strings take them: arrays as `ids[]=1&ids[]=2`,
 * an empty array as `ids=[]`, Dates as ISO 8601, objects as JSON. Undefined values
 * are left out.
 */
export function toQueryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    // An empty list must still arrive as one (`ids=[]` matches nothing), not vanish.
    if (Array.isArray(value) && value.length === 0) search.append(key, '[]');
    else if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, scalar(item));
    else search.append(key, scalar(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

function scalar(value: unknown): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
