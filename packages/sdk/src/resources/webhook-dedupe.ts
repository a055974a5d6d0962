import { type HeaderBag, header } from './webhooks.js';

/** Where handled webhook-ids are kept: memory by default; a shared store (Redis, a table) for several receivers. */
export interface WebhookIdStore {
  has(id: string): boolean | Promise<boolean>;
  add(id: string): void | Promise<void>;
}

/** The last `max` ids handled, oldest forgotten first. */
class MemoryIds implements WebhookIdStore {
  private readonly ids = new Set<string>();
  constructor(private readonly max: number) {}
  has(id: string) {
    return this.ids.has(id);
  }
  add(id: string) {
    this.ids.add(id);
    if (this.ids.size > this.max) this.ids.delete(this.ids.values().next().value!);
  }
}

/**
 * Handles each delivery once by its `webhook-id`. Leadline delivers at least
 * once: a delivery whose answer was cut off by a crash is sent again with the
 * same `webhook-id` (the event's id, also on every retry). An id is kept only
 * once its handler succeeded, so a handler that throws is run again on the
 * redelivery; a copy that arrives while the first is still being handled is
 * skipped too.
 *
 * @example
 *   const dedupe = new WebhookDeduper();
 *   const lead = client.webhooks.verify(rawBody, request.headers, secret);
 *   await dedupe.once(request.headers, () => saveLead(lead));
 */
export class WebhookDeduper {
  private readonly store: WebhookIdStore;
  private readonly running = new Set<string>();

  constructor(options: { store?: WebhookIdStore; max?: number } = {}) {
    this.store = options.store ?? new MemoryIds(options.max ?? 10_000);
  }

  /** Runs `handle` unless this `webhook-id` was handled (or is being handled); true when it ran. */
  async once(headers: HeaderBag, handle: () => unknown): Promise<boolean> {
    const id = header(headers, 'webhook-id');
    if (!id) throw new Error('No webhook-id header: verify the delivery first (client.webhooks.verify)');
    // Taken before the first await: a copy arriving meanwhile must see it.
    if (this.running.has(id)) return false;
    this.running.add(id);
    try {
      if (await this.store.has(id)) return false;
      await handle();
      await this.store.add(id);
      return true;
    } finally {
      this.running.delete(id);
    }
  }
}
