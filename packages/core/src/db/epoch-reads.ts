import type { Clock } from '../clock.js';
import type { CompanyEpoch } from './company-epochs.js';

/** How long a remembered read is kept at most while the epoch stands (a lost notice's bound). */
const KEEP_MS = 60_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  epoch: number;
  at: number;
  value: unknown;
}

/**
 * Reads of a company's configuration remembered under one of its epochs (`company-epochs.ts`):
 * good while the epoch stands, for a minute at most. Values are frozen: callers build what they
 * return from them. Callers decide when not to remember (inside a transaction that may have
 * changed the rows, or may roll back what it read).
 */
export class EpochReads {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly epoch: CompanyEpoch,
    private readonly clock: Clock,
  ) {}

  async read<T>(companyId: number, key: string, read: () => Promise<T>): Promise<T> {
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
