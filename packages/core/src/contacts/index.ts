export * from './blacklist-import-job.js';
export * from './contact.js';
export * from './contact-import-resource.js';
export * from './contact-resource.js';
export * from './contact-service.js';
export * from './unblock-job.js';
export * from './unblock-job-resource.js';
