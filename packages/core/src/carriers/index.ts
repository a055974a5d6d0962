export * from './carrier.js';
export * from './carrier-accounts.js';
export * from './webhook-signatures.js';
