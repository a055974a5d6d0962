import { readValuePath } from './value-path.js';

/** One buyer of an answer that speaks for several, with the values its paths read. */
export type BuyerEntry = Record<string, unknown>;

/**
 * A webhook answer that holds several buyers (`webhook_contains_many_buyers`,
 * e.g. `{"buyers":[{"bid":12,"ok":"yes"},{"bid":9,"ok":"no"}]}`). The list is
 * the first array that `listPath` (the revenue path, `buyers.bid`) walks
 * through by a name; each named path that starts with the same steps is read
 * inside every entry of that list (`buyers.ok` → the entry's `ok`), any other
 * path from the whole answer. Null when the answer is not JSON or the path
 * reaches no list: the answer is read as one buyer's.
 */
export function readBuyerList(
  body: string,
  listPath: string,
  paths: Record<string, string | null>,
): BuyerEntry[] | null {
  let json: unknown;
  try {
    json = JSON.parse(body.trim());
  } catch {
    return null;
  }
  const steps = listPath
    .replace(/^\$\.?/, '')
    .split('.')
    .filter(Boolean);
  let current = json;
  let prefix = 0;
  while (prefix < steps.length && !Array.isArray(current)) {
    if (current === null || typeof current !== 'object') return null;
    current = (current as Record<string, unknown>)[steps[prefix]!];
    prefix++;
  }
  if (!Array.isArray(current)) return null;
  const listSteps = steps.slice(0, prefix);
  return current.map((entry) => {
    const text = JSON.stringify(entry ?? null);
    const values: BuyerEntry = {};
    for (const [key, path] of Object.entries(paths)) {
      if (!path) continue;
      const own = path
        .replace(/^\$\.?/, '')
        .split('.')
        .filter(Boolean);
      const inside = own.length > prefix && listSteps.every((s, i) => own[i] === s);
      values[key] = inside ? readValuePath(text, own.slice(prefix).join('.')) : readValuePath(body, path);
    }
    return values;
  });
}
