export * from './carrier.js';
export * from './carrier-accounts.js';
export * from './dialect.js';
export * from './dialects.js';
export * from './webhook-signatures.js';
