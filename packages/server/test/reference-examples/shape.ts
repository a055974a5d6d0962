/**
 * What a JSON value looks like with its ids, times, tokens and names taken out:
 * the keys of objects (sorted) and the types of values. An array is the shape of
 * its first item, so a list that holds one record more or less has the same shape.
 */
export function shapeOf(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value as object).sort())
      out[key] = shapeOf((value as Record<string, unknown>)[key]);
    return out;
  }
  return typeof value;
}
