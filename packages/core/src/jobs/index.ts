export * from './breathe.js';
export * from './job.js';
export * from './job-files.js';
export * from './job-queue.js';
export * from './job-store.js';
export * from './job-worker.js';
export * from './status-record.js';
