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
 * Statements run beside the builder (prepared point reads, `direct`) are not seen.
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
