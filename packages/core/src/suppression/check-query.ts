import { type Kysely, sql } from 'kysely';
import type { Database, SqliteStatements } from '../db/dialects/types.js';
import type { DB } from '../db/tables.js';

/** How a list reached the check: attached to the offer, the schedule or the buyer. */
export type Attachment = 'offer' | 'schedule' | 'buyer';

export interface CheckKeys {
  companyId: number;
  /** E.164. */
  e164: string;
  /** The same number as suppression lists store it. */
  digits: number;
  offerId: number | null;
  scheduleId: number | null;
  buyerId: number | null;
}

export interface CheckFacts {
  contact: { blocked: boolean; optOut: boolean; smsOptOut: boolean } | undefined;
  /** Lists holding the number, each with how it is attached (a list may be attached several ways). */
  lists: { listId: number; via: Attachment }[];
}

type Ids = Pick<CheckKeys, 'offerId' | 'scheduleId' | 'buyerId'>;

/** One attachment kind: the list names the target, or the target names the list. */
export const ARMS: {
  via: Attachment;
  param: 'offer' | 'schedule' | 'buyer';
  field: string;
  owner: string;
}[] = [
  { via: 'offer', param: 'offer', field: 'offer_ids', owner: 'offers' },
  { via: 'schedule', param: 'schedule', field: 'schedule_ids', owner: 'schedules' },
  { via: 'buyer', param: 'buyer', field: 'buyer_ids', owner: 'buyers' },
];
const cache = new Map<string, { hits: string; attached: string }>();

/**
 * The two statements of a check, for the ids given (one shape per
 * combination, prepared once). Attachments are read both ways they can be
 * written: the list's offer_ids / schedule_ids / buyer_ids, or the offer's,
 * schedule's or buyer's buyer_suppression_ids; each is one index probe in
 * record_links.
 *
 * `hits` is the hot path: which attached lists hold the number, as
 * `number = ? and list_id in (…)` — primary-key probes SQLite runs several
 * times faster than the same thing written as a join. Only when it finds
 * something does `attached` run: the attached lists that exist in this
 * company (deleted lists and other companies' never block), and how each is
 * attached.
 */
export function checkSql(ids: Ids): { hits: string; attached: string } | undefined {
  const present = ARMS.filter((a) => ids[`${a.param}Id`] != null);
  if (present.length === 0) return undefined;
  const key = present.map((a) => a.param).join(',');
  let sqls = cache.get(key);
  if (!sqls) {
    const arms = present.flatMap((a) => [
      `select owner_id as list_id, '${a.via}' as via from record_links
        where company_id = @company and owner_table = 'buyer_suppressions' and field = '${a.field}' and target_id = @${a.param}`,
      `select target_id as list_id, '${a.via}' as via from record_links
        where owner_table = '${a.owner}' and owner_id = @${a.param} and field = 'buyer_suppression_ids'`,
    ]);
    const listIds = arms.map((arm) => arm.replace(/, '\w+' as via/, '')).join(' union all ');
    sqls = {
      hits: `select list_id from suppression_numbers where number = @digits and list_id in (${listIds})`,
      // `in (…)`, not a join on buyer_suppressions: SQLite runs the join six times slower
      // (25 µs against 4), and a company has few lists to look through.
      attached: `select a.list_id as list_id, a.via as via from (${arms.join(' union all ')}) a
        where a.list_id in (select id from buyer_suppressions where company_id = @company and deleted_at is null)`,
    };
    cache.set(key, sqls);
  }
  return sqls;
}

export const CONTACT_SQL = `
select blocked, opt_out, sms_opt_out_at from contacts where company_id = @company and number = @e164`;

type ContactRow = { blocked: unknown; opt_out: unknown; sms_opt_out_at: unknown } | undefined;
type ListRow = { list_id: unknown; via: Attachment };
type HitRow = { list_id: unknown };

export const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 't';

function facts(contact: ContactRow, hits: HitRow[], attached: ListRow[]): CheckFacts {
  const found = contact && {
    blocked: truthy(contact.blocked),
    optOut: truthy(contact.opt_out),
    smsOptOut: contact.sms_opt_out_at !== null && contact.sms_opt_out_at !== undefined,
  };
  if (hits.length === 0) return { contact: found, lists: [] };
  const holding = new Set(hits.map((h) => Number(h.list_id)));
  return {
    contact: found,
    lists: attached
      .map((r) => ({ listId: Number(r.list_id), via: r.via }))
      .filter((l) => holding.has(l.listId)),
  };
}

/**
 * Reads what a check needs. On SQLite the two statements run synchronously,
 * prepared once, on the native handle: a check is then a few microseconds
 * instead of a query builder's tens. PostgreSQL runs the same SQL through
 * kysely (the network round trip dwarfs building it).
 */
export function checkReader(database: Database): (keys: CheckKeys) => CheckFacts | Promise<CheckFacts> {
  const native = database.sqlite;
  if (native) {
    // Statements kept here, positional, so a check allocates next to nothing:
    // at ten thousand checks a second, garbage is what shows in the p99.
    const prepared = new Map<string, { stmt: ReturnType<SqliteStatements['prepare']>; names: string[] }>();
    const statement = (text: string) => {
      let entry = prepared.get(text);
      if (!entry) {
        const { parts, names } = splitNamed(text);
        entry = { stmt: native.prepare(parts.join('?')), names };
        prepared.set(text, entry);
      }
      return entry;
    };
    const values = (names: string[], k: CheckKeys) => names.map((n) => paramValue(n, k));
    return (k) => {
      const c = statement(CONTACT_SQL);
      const contact = c.stmt.get(...values(c.names, k)) as ContactRow;
      const sqls = checkSql(k);
      if (!sqls) return facts(contact, [], []);
      const h = statement(sqls.hits);
      const hits = h.stmt.all(...values(h.names, k)) as HitRow[];
      if (hits.length === 0) return facts(contact, hits, []);
      const a = statement(sqls.attached);
      return facts(contact, hits, a.stmt.all(...values(a.names, k)) as ListRow[]);
    };
  }
  const contactSql = splitNamed(CONTACT_SQL);
  return async (k) => {
    const sqls = checkSql(k);
    const p = sqls ? params(k) : {};
    const [contact, hits] = await Promise.all([
      run<NonNullable<ContactRow>>(database.db, contactSql, { company: k.companyId, e164: k.e164 }),
      sqls ? run<HitRow>(database.db, splitNamed(sqls.hits), { ...p, digits: k.digits }) : [],
    ]);
    const attached = sqls && hits.length ? await run<ListRow>(database.db, splitNamed(sqls.attached), p) : [];
    return facts(contact[0], hits, attached);
  };
}

function paramValue(name: string, k: CheckKeys): unknown {
  switch (name) {
    case 'company':
      return k.companyId;
    case 'e164':
      return k.e164;
    case 'digits':
      return k.digits;
    case 'offer':
      return k.offerId;
    case 'schedule':
      return k.scheduleId;
    default:
      return k.buyerId;
  }
}

/** Named parameters of the statements (only those they name are bound). */
function params(k: CheckKeys): Record<string, unknown> {
  const p: Record<string, unknown> = { company: k.companyId };
  if (k.offerId != null) p.offer = k.offerId;
  if (k.scheduleId != null) p.schedule = k.scheduleId;
  if (k.buyerId != null) p.buyer = k.buyerId;
  return p;
}

/** `@name` placeholders split out, in order of appearance: positional `?` for SQLite, bound values for kysely. */
export function splitNamed(text: string) {
  const pieces = text.split(/@(\w+)/);
  return {
    parts: pieces.filter((_, i) => i % 2 === 0),
    names: pieces.filter((_, i) => i % 2 === 1),
  };
}

export async function run<R>(
  db: Kysely<DB>,
  q: ReturnType<typeof splitNamed>,
  params: Record<string, unknown>,
) {
  const values = q.names.map((n) => params[n] ?? null);
  const query = sql.join(
    q.parts.flatMap((part, i) => (i < values.length ? [sql.raw(part), sql`${values[i]}`] : [sql.raw(part)])),
    sql``,
  );
  const result = await query.execute(db);
  return result.rows as R[];
}
