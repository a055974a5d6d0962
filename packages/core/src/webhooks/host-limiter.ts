/**
 * Bounds requests in flight per host in this process, so one slow receiver
 * holds at most `perHost` of the worker's slots and other receivers keep
 * being served.
 */
export class HostLimiter {
  private readonly inFlight = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(readonly perHost = 4) {}

  /** True when a request to `host` may start now. */
  free(host: string): boolean {
    return (this.inFlight.get(host) ?? 0) < this.perHost;
  }

  async run<T>(host: string, work: () => Promise<T>): Promise<T> {
    while (!this.free(host)) {
      await new Promise<void>((resolve) => {
        const queue = this.waiting.get(host) ?? [];
        queue.push(resolve);
        this.waiting.set(host, queue);
      });
    }
    this.inFlight.set(host, (this.inFlight.get(host) ?? 0) + 1);
    try {
      return await work();
    } finally {
      const left = (this.inFlight.get(host) ?? 1) - 1;
      if (left > 0) this.inFlight.set(host, left);
      else this.inFlight.delete(host);
      const next = this.waiting.get(host)?.shift();
      if (this.waiting.get(host)?.length === 0) this.waiting.delete(host);
      next?.();
    }
  }
}
