import type { APIPromise, WithResponse } from './api-promise.js';
import type { ListMetadata } from './types.js';

export type PageFetcher<T> = (params: Record<string, unknown>) => APIPromise<ListPage<T>>;

/**
 * One page of a list: its records in `data`, the envelope's `metadata`, and
 * the way to the next page, by cursor or by page number, whichever the first
 * request used. Iterating a page yields its records and every later page's.
 */
export class ListPage<T> implements AsyncIterable<T> {
  constructor(
    readonly data: T[],
    readonly metadata: ListMetadata,
    private readonly params: Record<string, unknown>,
    private readonly fetchPage: PageFetcher<T>,
  ) {}

  /** Parameters of the next page, or null on the last. */
  nextPageParams(): Record<string, unknown> | null {
    const { next_cursor: next, cursor, page, per_page, total_pages, total_count_capped } = this.metadata;
    if (this.data.length === 0) return null;
    if (cursor !== null) {
      // 0 ends the list; a cursor that does not move would loop forever.
      return next && next !== cursor ? { ...this.params, cursor: next } : null;
    }
    if (page === null) return null;
    // Page paging: next_cursor (ordered by id) says exactly whether more follow; otherwise the
    // page count does, unless the total was capped, when only a short page ends the list.
    const more =
      next !== null ? next !== 0 : this.data.length >= per_page && (total_count_capped || page < total_pages);
    return more ? { ...this.params, page: page + 1 } : null;
  }

  hasNextPage(): boolean {
    return this.nextPageParams() !== null;
  }

  async getNextPage(): Promise<ListPage<T>> {
    const params = this.nextPageParams();
    if (!params) throw new Error('No next page: check hasNextPage() first');
    return this.fetchPage(params);
  }

  /** This page and each one after it. */
  async *iterPages(): AsyncGenerator<ListPage<T>> {
    let page: ListPage<T> = this;
    for (;;) {
      yield page;
      if (!page.hasNextPage()) return;
      page = await page.getNextPage();
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for await (const page of this.iterPages()) yield* page.data;
  }
}

/**
 * What `list()` returns: a promise of the first page that is also iterable
 * over every record of every page.
 *
 * @example
 * const first = await client.buyers.list({ per_page: 100 }); // one page
 * for await (const buyer of client.buyers.list()) console.log(buyer.name); // all of them
 * const some = await client.buyers.list().toArray({ limit: 500 });
 * const { data: page, response } = await client.buyers.list().withResponse();
 */
export class ListPromise<T> implements PromiseLike<ListPage<T>>, AsyncIterable<T> {
  constructor(private readonly first: APIPromise<ListPage<T>>) {}

  /** The first page and the HTTP answer it came in. */
  withResponse(): Promise<WithResponse<ListPage<T>>> {
    return this.first.withResponse();
  }

  /** The first page's HTTP answer (status, headers, its body unread), without parsing it. */
  asResponse(): Promise<Response> {
    return this.first.asResponse();
  }

  // biome-ignore lint/suspicious/noThenProperty: being awaitable is the point of this class.
  then<A = ListPage<T>, B = never>(
    onFulfilled?: ((page: ListPage<T>) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.first.then(onFulfilled, onRejected);
  }

  catch<B = never>(onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<ListPage<T> | B> {
    return this.first.catch(onRejected);
  }

  finally(onFinally?: (() => void) | null): Promise<ListPage<T>> {
    return this.first.finally(onFinally);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    yield* await this.first;
  }

  /**
   * Up to `limit` records across pages, fetching no page more than it needs.
   * The limit is required: a list may hold millions of records.
   */
  async toArray({ limit }: { limit: number }): Promise<T[]> {
    if (!Number.isInteger(limit) || limit < 1) {
      throw new TypeError('toArray({ limit }) needs a whole number of at least 1');
    }
    const out: T[] = [];
    for await (const page of (await this.first).iterPages()) {
      for (const record of page.data) {
        out.push(record);
        if (out.length >= limit) return out;
      }
    }
    return out;
  }
}
