export * from './caller-block.js';
export * from './check-log.js';
export * from './check-query.js';
export * from './import-job.js';
export * from './list-numbers.js';
export * from './list-resource.js';
export * from './suppression-service.js';
