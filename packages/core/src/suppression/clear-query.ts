import type { Database, SqliteStatements } from '../db/dialects/types.js';
import { ARMS, CONTACT_SQL, run, splitNamed, truthy } from './check-query.js';

/** What a batch asks: one caller, the offer (and schedule), and every buyer it may be forwarded to. */
export interface ClearKeys {
  companyId: number;
  /** E.164. */
  e164: string;
  /** The same number as suppression lists store it. */
  digits: number;
  offerId: number | null;
  scheduleId: number | null;
  buyerIds: readonly number[];
}

const cache = new Map<string, string>();

/** Which lists attached to the offer, schedule or any of the buyers hold the number: `check-query.ts`'s hits, the buyer a list of ids. */
function anyHitSql(k: ClearKeys): string | null {
  const present = ARMS.filter((a) =>
    a.param === 'buyer' ? k.buyerIds.length > 0 : (a.param === 'offer' ? k.offerId : k.scheduleId) != null,
  );
  if (present.length === 0) return null;
  const key = `${present.map((a) => a.param).join(',')}/${k.buyerIds.length}`;
  let text = cache.get(key);
  if (!text) {
    const target = (a: (typeof ARMS)[number]) =>
      a.param === 'buyer' ? `in (${k.buyerIds.map((_, i) => `@b${i}`).join(', ')})` : `= @${a.param}`;
    const arms = present.flatMap((a) => [
      `select owner_id from record_links
        where company_id = @company and owner_table = 'buyer_suppressions' and field = '${a.field}' and target_id ${target(a)}`,
      `select target_id from record_links
        where owner_table = '${a.owner}' and owner_id ${target(a)} and field = 'buyer_suppression_ids'`,
    ]);
    text = `select list_id from suppression_numbers where number = @digits and list_id in (${arms.join(' union all ')}) limit 1`;
    if (cache.size > 500) cache.clear();
    cache.set(key, text);
  }
  return text;
}

function paramOf(name: string, k: ClearKeys): unknown {
  if (name.startsWith('b') && /^b\d+$/.test(name)) return k.buyerIds[Number(name.slice(1))];
  switch (name) {
    case 'company':
      return k.companyId;
    case 'e164':
      return k.e164;
    case 'digits':
      return k.digits;
    case 'offer':
      return k.offerId;
    default:
      return k.scheduleId;
  }
}

type ContactRow = { blocked: unknown; opt_out: unknown; sms_opt_out_at: unknown } | undefined;

/** Nothing in the contact can block on any channel (the blacklist, an opt-out, an SMS opt-out). */
const contactClear = (c: ContactRow) =>
  !c ||
  (!truthy(c.blocked) && !truthy(c.opt_out) && (c.sms_opt_out_at === null || c.sms_opt_out_at === undefined));

/**
 * "Is this caller clear for every one of these buyers?", in two statements
 * whatever the number of buyers: the caller's contact, and whether any list
 * attached to the offer, the schedule or any of the buyers holds the number.
 * True means each buyer's own check (`check-query.ts`) would find no contact
 * block and no list, and answer allowed: what almost every call finds. False
 * says only that something may block; the one-buyer checks then name the
 * reason and log each block as before.
 */
export function clearReader(database: Database): (keys: ClearKeys) => boolean | Promise<boolean> {
  const native = database.sqlite;
  if (native) {
    const prepared = new Map<string, { stmt: ReturnType<SqliteStatements['prepare']>; names: string[] }>();
    const statement = (text: string) => {
      let entry = prepared.get(text);
      if (!entry) {
        const { parts, names } = splitNamed(text);
        entry = { stmt: native.prepare(parts.join('?')), names };
        if (prepared.size > 500) prepared.clear();
        prepared.set(text, entry);
      }
      return entry;
    };
    return (k) => {
      const c = statement(CONTACT_SQL);
      if (!contactClear(c.stmt.get(...c.names.map((n) => paramOf(n, k))) as ContactRow)) return false;
      const hitSql = anyHitSql(k);
      if (!hitSql) return true;
      const h = statement(hitSql);
      return h.stmt.get(...h.names.map((n) => paramOf(n, k))) === undefined;
    };
  }
  return async (k) => {
    const named = (text: string) => {
      const q = splitNamed(text);
      return { q, params: Object.fromEntries(q.names.map((n) => [n, paramOf(n, k)])) };
    };
    const c = named(CONTACT_SQL);
    const hitSql = anyHitSql(k);
    const h = hitSql ? named(hitSql) : null;
    const [contact, hits] = await Promise.all([
      run<NonNullable<ContactRow>>(database.db, c.q, c.params),
      h ? run<{ list_id: unknown }>(database.db, h.q, h.params) : [],
    ]);
    return contactClear(contact[0]) && hits.length === 0;
  };
}
