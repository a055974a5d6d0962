import type { FieldErrors } from '../errors/index.js';

/** One prefix of a number order, as POST /number_orders takes it. */
export interface PrefixInput {
  prefix: string;
  quantity: number | null;
}

const DIGITS = /^\d{1,10}$/;

/**
 * Reads the `prefixes` of a new number order: "415", 415, or
 * {"prefix":"415","quantity":3}. Every problem is named by its place
 * (`prefixes[1].quantity`), so nothing is written when one is wrong.
 */
export function parseOrderPrefixes(raw: unknown): { prefixes: PrefixInput[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (raw === undefined || raw === null || raw === '') return { prefixes: [], errors };
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      // A bare "415a" is not JSON: read as a list of prefixes, "415,212", each checked below.
      list = raw.split(',').map((p) => p.trim());
    }
  }
  if (!Array.isArray(list)) list = [list];
  const prefixes: PrefixInput[] = [];
  (list as unknown[]).forEach((item, i) => {
    const at = `prefixes[${i}]`;
    const obj =
      typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : { prefix: item };
    const prefix = typeof obj.prefix === 'number' ? String(obj.prefix) : obj.prefix;
    if (typeof prefix !== 'string' || !DIGITS.test(prefix)) {
      errors[`${at}.prefix`] = ['must be 1 to 10 digits'];
      return;
    }
    const q = obj.quantity;
    let quantity: number | null = null;
    if (q !== undefined && q !== null && q !== '') {
      quantity = Number(q);
      if (!Number.isInteger(quantity) || quantity < 1) {
        errors[`${at}.quantity`] = ['must be a whole number of at least 1'];
        return;
      }
    }
    prefixes.push({ prefix, quantity });
  });
  if (prefixes.length > 100 && !errors.prefixes) errors.prefixes = ['must name at most 100 prefixes'];
  return { prefixes, errors };
}
