import {
  COMMON_LIST_PARAM_METADATA,
  ENDPOINT_GROUP_METADATA,
  RESOURCE_METADATA,
} from '../generated/metadata.js';
import type { ParamMetadata, ResourceMetadata, ValueMetadata } from './types.js';

export type {
  CommonParamMetadata,
  EndpointGroupMetadata,
  ParamMetadata,
  ResourceMetadata,
  RouteMetadata,
  ValueMetadata,
  ValueType,
} from './types.js';
export { COMMON_LIST_PARAM_METADATA, ENDPOINT_GROUP_METADATA, RESOURCE_METADATA };

/** A parameter's type and docs: its own when it carries them, else those shared by its name. */
export function paramValue(resource: ResourceMetadata, param: ParamMetadata): ValueMetadata {
  if (!param.type) return resource.values[param.name] ?? { type: 'string' };
  const { type, values, description } = param;
  return { type, ...(values ? { values } : {}), ...(description ? { description } : {}) };
}
