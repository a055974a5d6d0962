import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Copies the WAL back into the database file from a worker thread, so the
 * server's thread never does. SQLite's automatic checkpoint runs inside the
 * commit that crosses its threshold: a few milliseconds of page copying and
 * two fsyncs with every lead of that batch (and every request queued behind
 * it) waiting. Here a second connection in a worker runs a PASSIVE checkpoint
 * every `intervalMs`, which never blocks the writer or the readers; the
 * writer's own automatic checkpoint stays as a backstop at a higher
 * threshold, should the worker fall behind or die.
 */
export class SqliteCheckpointer {
  private readonly worker: Worker;

  constructor(filename: string, options: { intervalMs?: number; busyTimeoutMs?: number } = {}) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        driver,
        filename,
        intervalMs: options.intervalMs ?? 100,
        busyTimeoutMs: options.busyTimeoutMs ?? 5000,
      },
    });
    // A checkpoint that fails is retried at the next tick; the backstop covers a dead worker.
    this.worker.on('error', () => {});
    this.worker.unref();
  }

  /** Asks the worker to close its connection and end; ends it by force if it does not within a second. */
  async stop(): Promise<void> {
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.postMessage('stop');
    const timer = setTimeout(() => void this.worker.terminate(), 1000);
    await exited;
    clearTimeout(timer);
  }
}

/** The worker: CommonJS, evaluated from this string so the bundle needs no second entry file. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.filename);
db.pragma('busy_timeout = ' + Number(workerData.busyTimeoutMs));
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {}
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;
