export * from './base-columns.js';
export * from './body-bounds.js';
export {
  CATALOG,
  collectionEndpoints,
  datasetEndpoints,
  ENDPOINT_GROUPS,
  inboundCallEndpoints,
  meEndpoints,
  numberEndpoints,
  secureEndpoints,
} from './catalog/index.js';
export * from './define.js';
export * from './endpoints.js';
export * from './fields.js';
export * from './input.js';
export * from './links.js';
export * from './operations.js';
export * from './query/count-cache.js';
export * from './query/list-params.js';
export * from './registry.js';
export * from './schema-sync.js';
export * from './serialize.js';
export * from './service.js';
export * from './values.js';
export { endpointReferenceErrors } from './write-checks.js';
export * from './write-params.js';
