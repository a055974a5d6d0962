export * from './event-catalog.js';
export * from './event-endpoints.js';
export * from './event-log.js';
export * from './event-outbox.js';
