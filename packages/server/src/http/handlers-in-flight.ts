import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

/**
 * Counts route handlers still running. `app.close()` resolves once every connection has ended,
 * but a handler whose client went away keeps running: stopping waits for it too (up to a limit)
 * before the database closes under it.
 */
class HandlersInFlight {
  private running = 0;
  private waiters: (() => void)[] = [];

  /**
   * Runs a handler, counted until it settles. One `then` on its promise, not an async wrapper
   * around it: this runs on every request.
   */
  track<T>(run: () => T): T {
    this.running++;
    let result: T;
    try {
      result = run();
    } catch (error) {
      this.finished();
      throw error;
    }
    if (!isPromise(result)) {
      this.finished();
      return result;
    }
    return result.then(
      (value) => {
        this.finished();
        return value;
      },
      (error: unknown) => {
        this.finished();
        throw error;
      },
    ) as T;
  }

  private finished(): void {
    this.running--;
    if (this.running === 0 && this.waiters.length) for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves when no handler runs, or after `ms`, whichever comes first. */
  async idle(ms: number): Promise<void> {
    if (this.running === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => this.waiters.push(resolve)),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      }),
    ]);
    clearTimeout(timer);
  }
}

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

const trackers = new WeakMap<FastifyInstance, HandlersInFlight>();

/** Wraps every route's handler registered from now on; call before the routes are added. */
export function trackHandlers(app: FastifyInstance): void {
  const tracker = new HandlersInFlight();
  trackers.set(app, tracker);
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function (this: FastifyInstance, request, reply) {
      return tracker.track(() => handler.call(this, request, reply));
    } as RouteHandlerMethod;
  });
}

/** Waits (up to `ms`) for the handlers of an app made by buildServer to finish. */
export function handlersIdle(app: FastifyInstance, ms: number): Promise<void> {
  return trackers.get(app)?.idle(ms) ?? Promise.resolve();
}
