export * from './host-limiter.js';
export * from './request-template.js';
export * from './retry-schedule.js';
export * from './signing.js';
export * from './success-codes.js';
export * from './webhook-engine.js';
export * from './webhook-resources.js';
export * from './webhook-secrets.js';
