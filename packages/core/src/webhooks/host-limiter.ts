import type { SessionLocks } from '../db/dialects/session-locks.js';

/** The longest pause between two looks for a free cluster-wide slot. */
const MAX_SLOT_PAUSE_MS = 250;

/** Thrown by `run` when no slot to the host came free within the wait it was given. */
export class HostBusy extends Error {
  constructor(host: string, perHost: number, waitedMs: number) {
    super(
      `${host} already has ${perHost} requests in flight from Leadline (waited ${waitedMs} ms for one to end)`,
    );
    this.name = 'HostBusy';
  }
}

/**
 * Bounds requests in flight per host, so one slow receiver holds at most `perHost` of the
 * workers' slots and other receivers keep being served. In this process a count does it; with
 * `shared` (PostgreSQL's session locks) the bound holds across every process on the database:
 * a request also holds one of the host's `perHost` cluster-wide locks while it runs, and a
 * process that dies frees its locks with its connection.
 */
export class HostLimiter {
  private readonly inFlight = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(
    readonly perHost = 4,
    private readonly shared?: SessionLocks,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  /** True when a request to `host` may start now in this process. */
  free(host: string): boolean {
    return (this.inFlight.get(host) ?? 0) < this.perHost;
  }

  /**
   * Runs `work` once a slot to `host` is free here and, with shared locks, across processes.
   * `maxWaitMs` bounds the wait for a cluster-wide slot: past it, `HostBusy` is thrown. When the
   * lock connection cannot be had, the process's own bound applies alone.
   */
  async run<T>(host: string, work: () => Promise<T>, maxWaitMs = 30_000): Promise<T> {
    while (!this.free(host)) {
      await new Promise<void>((resolve) => {
        const queue = this.waiting.get(host) ?? [];
        queue.push(resolve);
        this.waiting.set(host, queue);
      });
    }
    this.inFlight.set(host, (this.inFlight.get(host) ?? 0) + 1);
    let slot: number | undefined;
    try {
      slot = await this.takeSharedSlot(host, maxWaitMs);
      return await work();
    } finally {
      if (slot !== undefined) await this.shared!.unlock(lockName(host), slot);
      const left = (this.inFlight.get(host) ?? 1) - 1;
      if (left > 0) this.inFlight.set(host, left);
      else this.inFlight.delete(host);
      const next = this.waiting.get(host)?.shift();
      if (this.waiting.get(host)?.length === 0) this.waiting.delete(host);
      next?.();
    }
  }

  /** One of the host's cluster-wide slots, or undefined without shared locks. */
  private async takeSharedSlot(host: string, maxWaitMs: number): Promise<number | undefined> {
    if (!this.shared) return undefined;
    const started = Date.now();
    // Start at a different slot each time, so processes do not all try slot 0 first.
    const offset = Math.floor(Math.random() * this.perHost);
    for (let pause = 10; ; pause = Math.min(pause * 2, MAX_SLOT_PAUSE_MS)) {
      for (let i = 0; i < this.perHost; i++) {
        const slot = (offset + i) % this.perHost;
        const taken = await this.shared.tryLock(lockName(host), slot);
        // Without the lock connection the bound is this process's alone, rather than no delivery at all.
        if (taken === undefined) return undefined;
        if (taken) return slot;
      }
      const waited = Date.now() - started;
      if (waited >= maxWaitMs) throw new HostBusy(host, this.perHost, waited);
      await this.sleep(Math.min(pause, maxWaitMs - waited));
    }
  }
}

const lockName = (host: string) => `webhook-host:${host.toLowerCase()}`;
