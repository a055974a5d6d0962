export * from './call-instructions.js';
export * from './call-progress.js';
export * from './call-store.js';
export * from './carrier-callbacks.js';
export * from './contact-call-counts.js';
export * from './dial-guards.js';
export * from './hang-ups.js';
export * from './make-call.js';
