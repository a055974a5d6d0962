import type { LogEvent } from 'kysely';

/** One query the query builder ran, as metrics and traces see it. */
export interface ObservedQuery {
  /** The statement's first word in lower case: select, insert, update, delete, begin, commit, … */
  operation: string;
  /** `performance.now()` when it was sent, and how long it took, in ms. */
  startedAt: number;
  ms: number;
  failed: boolean;
}

export type QueryObserver = (query: ObservedQuery) => void;

/**
 * Who is told of each query the query builder runs (kysely's `log` hook), on the caller's
 * async context, so a trace can hang the query under the request or job that ran it.
 * Prepared shapes run beside the builder (`direct`) and SQLite's own begin and commit are
 * told through `around`; only the synchronous point reads (`Database.sqlite`) are not seen.
 * With no observer, each query costs kysely's two clock reads and this empty check.
 */
export class QueryObservers {
  private readonly observers = new Set<QueryObserver>();

  readonly log = (event: LogEvent): void => {
    if (this.observers.size === 0) return;
    const ms = event.queryDurationMillis;
    const query: ObservedQuery = {
      operation: operationOf(event.query.sql),
      startedAt: performance.now() - ms,
      ms,
      failed: event.level === 'error',
    };
    for (const observer of this.observers) observer(query);
  };

  /** Runs a statement sent beside the builder, telling the observers of it (none: it just runs). */
  around<T>(sql: string, run: () => T): T {
    if (this.observers.size === 0) return run();
    const startedAt = performance.now();
    const tell = (failed: boolean) => {
      const query: ObservedQuery = {
        operation: operationOf(sql),
        startedAt,
        ms: performance.now() - startedAt,
        failed,
      };
      for (const observer of this.observers) observer(query);
    };
    let result: T;
    try {
      result = run();
    } catch (error) {
      tell(true);
      throw error;
    }
    if (result instanceof Promise) {
      return result.then(
        (value) => {
          tell(false);
          return value;
        },
        (error) => {
          tell(true);
          throw error;
        },
      ) as T;
    }
    tell(false);
    return result;
  }

  add(observer: QueryObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }
}

/** The statement's verb; a statement that opens with a `with` clause is reported as `with`. */
export function operationOf(sql: string): string {
  const match = /^\s*\(?\s*([a-zA-Z]+)/.exec(sql);
  return match ? match[1]!.toLowerCase() : 'other';
}
