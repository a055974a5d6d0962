export * from './call-groups.js';
export * from './call-report.js';
export * from './call-stats.js';
export * from './reporting-service.js';
export * from './time-buckets.js';
