import { ImportFailedError, type ImportRecord, ImportTimeoutError } from '../errors.js';
import { sleep } from '../transport/retry.js';
import type { RequestOptions } from '../transport/transport.js';

const DEFAULT_INTERVAL_MS = 1_000;
const DEFAULT_TIMEOUT_MS = 15 * 60_000;

/** How `waitForImport` polls. */
export interface WaitForImportOptions<R extends ImportRecord = ImportRecord> {
  /** Milliseconds between polls (default 1,000). */
  intervalMs?: number;
  /** Gives up with an `ImportTimeoutError` after this many ms (default 15 minutes; `Infinity` never does). */
  timeoutMs?: number;
  /** Stops waiting, during a poll or between polls (`APIUserAbortError`). */
  signal?: AbortSignal;
  /** Called with the record after every poll: `status`, `import_percent`, `import_count`, `total_count`. */
  onProgress?: (record: R) => void;
}

/**
 * Polls a record until its background import ends: resolves with the record
 * once `succeeded`, rejects with `ImportFailedError` (the record attached) on
 * `failed`, and with `ImportTimeoutError` after `timeoutMs`. `stopped` is not
 * an end: the server says an interrupted import is released and the next
 * worker runs it again, so waiting goes on. Each poll is a `show`, with the
 * client's retries.
 */
export async function waitForImport<R extends ImportRecord>(
  show: (options: RequestOptions) => Promise<R>,
  options: WaitForImportOptions<R> = {},
): Promise<R> {
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!(intervalMs >= 0) || !Number.isFinite(intervalMs)) {
    throw new TypeError('intervalMs must be a finite number of milliseconds, 0 or more');
  }
  if (!(timeoutMs >= 0)) throw new TypeError('timeoutMs must be a number of milliseconds, 0 or more');
  const deadline = Date.now() + timeoutMs;
  const signal = options.signal;
  for (;;) {
    const record = await show(signal ? { signal } : {});
    options.onProgress?.(record);
    if (record.status === 'succeeded') return record;
    if (record.status === 'failed') throw new ImportFailedError(record);
    const left = deadline - Date.now();
    if (left <= 0) throw new ImportTimeoutError(record, timeoutMs);
    await sleep(Math.min(intervalMs, left), signal);
  }
}
