import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, mockClient, useMockApi } from './mock-api.js';

/** 7 fleets, ids 7 down to 1 (the API's default order: newest first). */
const FLEETS = Array.from({ length: 7 }, (_, i) => ({ id: 7 - i, name: `Fleet ${7 - i}` }));

describe('list pagination', () => {
  const server = useMockApi();

  /** Serves FLEETS the way the API pages: by cursor (ids below it) or by page number. */
  function serveFleets(options: { capped?: boolean; withNextCursor?: boolean } = {}) {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/buyer_fleets`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        queries.push(q);
        const perPage = Number(q.get('per_page') ?? 25);
        const cursor = q.get('cursor');
        let rows: typeof FLEETS;
        let page: number | null = null;
        if (cursor !== null) {
          rows = FLEETS.filter((f) => Number(cursor) <= 0 || f.id < Number(cursor));
        } else {
          page = Number(q.get('page') ?? 1);
          rows = FLEETS.slice((page - 1) * perPage);
        }
        const more = rows.length > perPage;
        const data = rows.slice(0, perPage);
        const total = options.capped ? 3 : FLEETS.length;
        return HttpResponse.json({
          buyer_fleets: data,
          metadata: {
            root: 'buyer_fleets',
            total_count: total,
            total_count_capped: Boolean(options.capped),
            total_pages: Math.max(1, Math.ceil(total / perPage)),
            page,
            per_page: perPage,
            cursor: cursor === null ? null : Number(cursor),
            next_cursor:
              cursor !== null || options.withNextCursor !== false ? (more ? data.at(-1)!.id : 0) : null,
          },
        });
      }),
    );
    return queries;
  }

  it('resolves list() to the first page, asking for it by cursor -1', async () => {
    const queries = serveFleets();
    const page = await mockClient().buyerFleets.list({ per_page: 3 });
    expect(page.data.map((f) => f.id)).toEqual([7, 6, 5]);
    expect(page.metadata).toMatchObject({ cursor: -1, next_cursor: 5, total_count: 7 });
    expect(page.hasNextPage()).toBe(true);
    expect(queries).toHaveLength(1);
    expect(queries[0]!.get('cursor')).toBe('-1');
  });

  it('iterates every record across cursor pages with for await, following next_cursor to 0', async () => {
    const queries = serveFleets();
    const ids: number[] = [];
    for await (const fleet of mockClient().buyerFleets.list({ per_page: 3 })) ids.push(fleet.id);
    expect(ids).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(queries.map((q) => q.get('cursor'))).toEqual(['-1', '5', '2']);
    expect(queries.every((q) => q.get('per_page') === '3')).toBe(true);
  });

  it('pages by number when asked for a page, and stops at the last page', async () => {
    const queries = serveFleets({ withNextCursor: false });
    const ids: number[] = [];
    for await (const fleet of mockClient().buyerFleets.list({ page: 1, per_page: 3 })) ids.push(fleet.id);
    expect(ids).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(queries.map((q) => q.get('page'))).toEqual(['1', '2', '3']);
    expect(queries.every((q) => q.get('cursor') === null)).toBe(true);
  });

  it('pages by number when ordered by a column other than id', async () => {
    const queries = serveFleets({ withNextCursor: false });
    await mockClient().buyerFleets.list({ order: 'name', per_page: 3 }).toArray({ limit: 100 });
    expect(queries.map((q) => [q.get('page'), q.get('order')])).toEqual([
      [null, 'name'],
      ['2', 'name'],
      ['3', 'name'],
    ]);
  });

  it('keeps paging past total_pages while the total is capped and pages come back full', async () => {
    serveFleets({ capped: true, withNextCursor: false });
    const all = await mockClient().buyerFleets.list({ page: 1, per_page: 3 }).toArray({ limit: 100 });
    expect(all).toHaveLength(7);
  });

  it('toArray stops at the limit without fetching pages it does not need', async () => {
    const queries = serveFleets();
    const some = await mockClient().buyerFleets.list({ per_page: 3 }).toArray({ limit: 4 });
    expect(some.map((f) => f.id)).toEqual([7, 6, 5, 4]);
    expect(queries).toHaveLength(2);
  });

  it('toArray demands a whole-number limit', async () => {
    serveFleets();
    const list = mockClient().buyerFleets.list();
    // @ts-expect-error: the limit is required
    await expect(list.toArray({})).rejects.toThrow(/limit/);
    await expect(list.toArray({ limit: 0 })).rejects.toThrow(/limit/);
    await expect(list.toArray({ limit: 2.5 })).rejects.toThrow(/limit/);
  });

  it('walks pages one by one with getNextPage and iterPages', async () => {
    serveFleets();
    const first = await mockClient().buyerFleets.list({ per_page: 4 });
    const second = await first.getNextPage();
    expect(second.data.map((f) => f.id)).toEqual([3, 2, 1]);
    expect(second.hasNextPage()).toBe(false);
    await expect(second.getNextPage()).rejects.toThrow(/No next page/);
    const sizes: number[] = [];
    for await (const page of first.iterPages()) sizes.push(page.data.length);
    expect(sizes).toEqual([4, 3]);
  });

  it('sends list parameters as the API reads them: arrays as name[], Dates as ISO 8601, an empty list as []', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/buyers`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ buyers: [], metadata: { root: 'buyers', cursor: -1, next_cursor: 0 } });
      }),
    );
    await mockClient().buyers.list({
      tier: [1, 2],
      columns: ['id', 'name'],
      created_at_from: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
      ids: [],
    });
    const q = queries[0]!;
    expect(q.getAll('tier[]')).toEqual(['1', '2']);
    expect(q.getAll('columns[]')).toEqual(['id', 'name']);
    expect(q.get('created_at_from')).toBe('2026-01-02T03:04:05.000Z');
    expect(q.get('ids')).toBe('[]');
  });
});
