export * from './config.js';
export { readCredentials, subdomainOf } from './http/credentials.js';
export { clientErrors, errorBody, frameworkErrors, toLeadlineError } from './http/errors.js';
export { tenantOf } from './http/request-context.js';
export * from './logging.js';
export * from './plugin.js';
export * from './run.js';
export * from './server.js';
export * from './start.js';
