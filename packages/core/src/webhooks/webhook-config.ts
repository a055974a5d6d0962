import type { Clock } from '../clock.js';
import { underRequestTransaction } from '../db/request-transaction.js';
import type { WebhookEpoch } from './webhook-epoch.js';

/** How long a remembered read is kept at most while the epoch stands (a lost notice's bound). */
const KEEP_MS = 60_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  epoch: number;
  at: number;
  value: unknown;
}

/**
 * What every dispatch and attempt reads about where and how to deliver (a company's active
 * subscriptions and webhooks, a webhook's URLs, an endpoint's replaced signing secrets, opened):
 * remembered per company under the webhook epoch, which every write to those tables moves in any
 * process except the endpoints' health columns (`webhook-config-triggers.ts`). Values are frozen:
 * callers build what they send from them. Opened secrets stay in this process's memory only.
 */
export class WebhookConfigReads {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly epoch: WebhookEpoch,
    private readonly clock: Clock,
  ) {}

  /**
   * `read()`, or what it answered under the company's current epoch. Within a request transaction
   * always `read()`: it may have changed the rows, or roll back what it read. Callers pass reads
   * made outside any transaction of theirs.
   */
  async read<T>(companyId: number, key: string, read: () => Promise<T>): Promise<T> {
    if (underRequestTransaction()) return read();
    // Read before the rows are: a change committed meanwhile moves the epoch past what is kept.
    const epoch = this.epoch.current(companyId);
    if (epoch === undefined) return read();
    const at = this.clock.now();
    const id = `${companyId}:${key}`;
    const hit = this.entries.get(id);
    if (hit && hit.epoch === epoch && at - hit.at < KEEP_MS && at >= hit.at) return hit.value as T;
    const value = deepFreeze(await read());
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(id, { epoch, at, value });
    return value;
  }

  /** A change this process made (through the resource engines): forgotten at once. */
  moved(companyId: number): void {
    this.epoch.moved(companyId);
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** `config.read(…)`, or `read()` when nothing is remembered (a wiring without the epoch). */
export function remembered<T>(
  config: WebhookConfigReads | undefined,
  companyId: number,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  return config ? config.read(companyId, key, read) : read();
}
