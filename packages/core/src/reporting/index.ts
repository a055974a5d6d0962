export * from './aggregate.js';
export * from './call-groups.js';
export * from './call-report.js';
export * from './call-stats.js';
export * from './dataset-sources.js';
export * from './datasets.js';
export * from './reporting-service.js';
export * from './time-buckets.js';
