import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 9, 1);
const at = (h: number) =>
  new Date(T0 + h * HOUR)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' +0000');

/**
 * A list ordered by id with a created_at range reads its page from the range's index when fewer
 * rows lie in the range than beyond it, and walks the ids otherwise: both must answer exactly
 * what the plain definition says, even where created_at does not rise with the id.
 */
describe('GET /buyers ordered by id within a created_at range', () => {
  const t = useTestApp({}, { other: 'Other company' });
  interface Stored {
    id: number;
    hour: number;
    deleted: boolean;
  }
  const rows: Stored[] = [];

  const insert = async (companyId: number, hour: number, deleted = false) => {
    const { db } = t.leadline.database;
    const ms = T0 + hour * HOUR;
    const row = await db
      .insertInto('buyers')
      .values({
        company_id: companyId,
        uuid: randomUUID(),
        created_at: ms,
        updated_at: ms,
        deleted_at: deleted ? ms : null,
        name: `Buyer at ${hour}h`,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number((row as { id: number | string }).id);
  };

  beforeAll(async () => {
    // 60 buyers an hour apart, with a few whose created_at is far from their id's place, some
    // deleted, and the other company's buyers in the same hours.
    const hours = Array.from({ length: 60 }, (_, i) => i);
    hours[3] = 55;
    hours[50] = 12;
    hours[51] = 4;
    for (const [i, hour] of hours.entries()) {
      const deleted = i % 7 === 0;
      rows.push({ id: await insert(t.tenant.company.id, hour, deleted), hour, deleted });
      await insert(t.other!.company.id, hour);
    }
    // 120 inserts one by one: slow on a loaded machine's PostgreSQL.
  }, 120_000);

  const expected = (from: number | undefined, to: number | undefined, dir: 'asc' | 'desc') =>
    rows
      .filter(
        (r) => !r.deleted && (from === undefined || r.hour >= from) && (to === undefined || r.hour <= to),
      )
      .map((r) => r.id)
      .sort((a, b) => (dir === 'desc' ? b - a : a - b));

  const list = async (params: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/buyers?${new URLSearchParams(params).toString()}`,
      headers: { authorization: t.tenant.authorization },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return { ids: (body.buyers as { id: number }[]).map((b) => b.id), metadata: body.metadata };
  };

  const ranges: [string, number | undefined, number | undefined][] = [
    ['a narrow old range (fewer rows in it than newer)', 10, 20],
    ['a wide range reaching the newest rows', 2, 58],
    ['a range with only an end', undefined, 15],
    ['a range with only a start', 40, undefined],
  ];
  for (const [name, from, to] of ranges) {
    for (const dir of ['desc', 'asc'] as const) {
      it(`answers ${name}, ${dir}, page by page, as the plain definition does`, async () => {
        const all = expected(from, to, dir);
        const params = {
          ...(from === undefined ? {} : { created_at_from: at(from) }),
          ...(to === undefined ? {} : { created_at_to: at(to) }),
          order: 'id',
          order_dir: dir,
          per_page: '4',
        };
        const seen: number[] = [];
        for (let page = 1; page <= Math.ceil(all.length / 4) + 1; page++) {
          const { ids, metadata } = await list({ ...params, page: String(page) });
          expect(metadata.total_count).toBe(all.length);
          seen.push(...ids);
        }
        expect(seen).toEqual(all);
        // Without page (the default order is id, descending) the first page is the same.
        if (dir === 'desc') {
          const { order: _order, order_dir: _dir, ...plain } = params;
          const { ids } = await list(plain);
          expect(ids).toEqual(all.slice(0, 4));
        }
      });
    }
  }

  it('sees a buyer created in the range after the list was read once', async () => {
    const before = await list({ created_at_from: at(10), created_at_to: at(20), per_page: '100' });
    const id = await insert(t.tenant.company.id, 15);
    rows.push({ id, hour: 15, deleted: false });
    // Written straight to the table, past the engine's count cache: a write through the API would
    // reset it. The page itself is read afresh on every request.
    const after = await list({ created_at_from: at(10), created_at_to: at(20), per_page: '100' });
    expect(after.ids).toEqual([id, ...before.ids]);
  });

  // The plan, where it can be read: SQLite's EXPLAIN QUERY PLAN of the statement the list ran.
  it.runIf(!process.env.DATABASE_URL)(
    "reads a narrow range's page through the (company_id, created_at) index on SQLite",
    async () => {
      // better-sqlite3 as core loads it: the statements the list prepares are watched, not changed.
      const Database = createRequire(import.meta.resolve('@leadline/core'))('better-sqlite3');
      const prepare = Database.prototype.prepare;
      const seen: { text: string; db: unknown }[] = [];
      Database.prototype.prepare = function (this: unknown, text: string) {
        if (text.includes('from "buyers"') && text.includes(' order by ')) seen.push({ text, db: this });
        return prepare.call(this, text);
      };
      try {
        // columns= makes a statement of its own, prepared by this request.
        await list({ created_at_from: at(10), created_at_to: at(20), columns: 'id,name' });
      } finally {
        Database.prototype.prepare = prepare;
      }
      const page = seen.find((s) => s.text.includes('"buyers"."id" in (select'));
      expect(page, seen.map((s) => s.text).join('\n')).toBeDefined();
      const nulls = (page!.text.match(/\?/g) ?? []).map(() => null);
      const plan = (
        prepare.call(page!.db, `explain query plan ${page!.text}`).all(...nulls) as { detail: string }[]
      )
        .map((r) => r.detail)
        .join(' | ');
      expect(plan).toMatch(
        /SEARCH buyers USING (COVERING )?INDEX buyers_company_created \(company_id=\? AND created_at>\? AND created_at<\?\)/,
      );
      // and only the page's rows, each by its id.
      expect(plan).toMatch(
        /^SEARCH buyers USING [A-Z ]*(INDEX buyers_company_id \(company_id=\? AND id=\?\)|INTEGER PRIMARY KEY \(rowid=\?\)) \| LIST SUBQUERY/,
      );
    },
  );
});
