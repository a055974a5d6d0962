/**
 * `webhook_response_success_codes` as a test: `200`, `200,201`, `200-299` or
 * a mix. Blank means any 2xx (the declaration's default).
 */
export function successCodes(spec: string | null | undefined): (status: number) => boolean {
  const text = (spec ?? '').trim();
  if (!text) return (s) => s >= 200 && s <= 299;
  const ranges = text.split(',').map((part) => {
    const [lo, hi] = part.split('-').map((n) => Number(n.trim()));
    return [lo!, hi ?? lo!] as const;
  });
  return (s) => ranges.some(([lo, hi]) => s >= lo && s <= hi);
}
