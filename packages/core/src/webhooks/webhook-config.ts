import type { Clock } from '../clock.js';
import { EpochReads } from '../db/epoch-reads.js';
import { underRequestTransaction } from '../db/request-transaction.js';
import type { WebhookEpoch } from './webhook-epoch.js';

/**
 * What every dispatch and attempt reads about where and how to deliver (a company's active
 * subscriptions and webhooks, a webhook's URLs, an endpoint's replaced signing secrets, opened):
 * remembered per company under the webhook epoch, which every write to those tables moves in any
 * process except the endpoints' health columns (`webhook-config-triggers.ts`). Values are frozen:
 * callers build what they send from them. Opened secrets stay in this process's memory only.
 */
export class WebhookConfigReads {
  private readonly reads: EpochReads;

  constructor(epoch: WebhookEpoch, clock: Clock) {
    this.reads = new EpochReads(epoch, clock);
  }

  /**
   * `read()`, or what it answered under the company's current epoch. Within a request transaction
   * always `read()`: it may have changed the rows, or roll back what it read. Callers pass reads
   * made outside any transaction of theirs.
   */
  read<T>(companyId: number, key: string, read: () => Promise<T>): Promise<T> {
    return underRequestTransaction() ? read() : this.reads.read(companyId, key, read);
  }

  /** A change this process made (through the resource engines): forgotten at once. */
  moved(companyId: number): void {
    this.reads.moved(companyId);
  }
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
