export * from './collections.js';
export * from './describe.js';
export * from './operation-errors.js';
export * from './us-states.js';
