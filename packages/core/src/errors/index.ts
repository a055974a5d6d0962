export * from './catalog.js';
export * from './leadline-error.js';
