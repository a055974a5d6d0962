import { underRequestTransaction } from '../../db/request-transaction.js';

/**
 * Remembers list totals briefly, so paging through a large result counts it
 * once rather than on every page. Any write through the engine to a
 * company's table invalidates that table's counts in this process; other
 * processes see a total at most TTL old.
 */
export class CountCache {
  private readonly entries = new Map<string, { value: number; at: number; version: number }>();
  private readonly versions = new Map<string, number>();

  constructor(
    private readonly now: () => number,
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(scope: string, key: string): number | undefined {
    const hit = this.entries.get(`${scope}|${key}`);
    if (!hit) return undefined;
    if (hit.version !== (this.versions.get(scope) ?? 0) || this.now() - hit.at > this.ttlMs) return undefined;
    return hit.value;
  }

  set(scope: string, key: string, value: number): void {
    // Counted inside a request transaction, the total includes writes a rollback may undo.
    if (underRequestTransaction()) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(`${scope}|${key}`, { value, at: this.now(), version: this.versions.get(scope) ?? 0 });
  }

  invalidate(scope: string): void {
    this.versions.set(scope, (this.versions.get(scope) ?? 0) + 1);
  }
}
