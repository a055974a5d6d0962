export * from './auth/authenticator.js';
export * from './auth/credentials.js';
export * from './calls/index.js';
export * from './carriers/index.js';
export {
  CATALOG,
  collectionEndpoints,
  datasetEndpoints,
  ENDPOINT_GROUPS,
  inboundCallEndpoints,
  meEndpoints,
  numberEndpoints,
  secureEndpoints,
} from './catalog.js';
export * from './clock.js';
export * from './contacts/index.js';
export * from './csv/index.js';
export * from './data-append/index.js';
export * from './db/index.js';
export * from './dni/index.js';
export * from './errors/index.js';
export * from './events/index.js';
export * from './exports/index.js';
export * from './idempotency/idempotency-keys.js';
export * from './jobs/index.js';
export * from './kernel/index.js';
export * from './kernel/index.js';
export * from './leads/index.js';
export * from './net/index.js';
export * from './numbers/index.js';
export * from './phone/normalize.js';
export * from './ping-post/index.js';
export * from './rate-limits/rate-counters.js';
export * from './reference/index.js';
export * from './reporting/index.js';
export * from './secrets/index.js';
export * from './suppression/index.js';
export * from './tenancy/api-keys.js';
export * from './tenancy/companies.js';
export * from './tenancy/context.js';
export * from './tenancy/developer-tokens.js';
export * from './tenancy/permissions.js';
export * from './tenancy/present.js';
export * from './tenancy/scope.js';
export * from './tenancy/users.js';
export * from './time/index.js';
export * from './util/ids.js';
export * from './util/validate.js';
export * from './webhooks/index.js';
export * from './wiring/leadline.js';
