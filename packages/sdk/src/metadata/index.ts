import {
  COMMON_LIST_PARAM_METADATA,
  ENDPOINT_GROUP_METADATA,
  RESOURCE_METADATA,
} from '../generated/metadata.js';
import type { EndpointParamMetadata, ParamMetadata, ResourceMetadata, ValueMetadata } from './types.js';

export type {
  CommonParamMetadata,
  EndpointGroupMetadata,
  EndpointParamMetadata,
  ParamMetadata,
  ResourceMetadata,
  RouteMetadata,
  ValueMetadata,
  ValueType,
} from './types.js';
export { COMMON_LIST_PARAM_METADATA, ENDPOINT_GROUP_METADATA, RESOURCE_METADATA };

/** A hand-written endpoint's declared parameters, path parameters aside (`endpointParams('schedules', 'make_call')`). */
export function endpointParams(owner: string, endpoint: string): readonly EndpointParamMetadata[] {
  const routes =
    RESOURCE_METADATA.find((r) => r.plural === owner)?.routes ??
    ENDPOINT_GROUP_METADATA.find((g) => g.name === owner)?.routes;
  const route = routes?.find((r) => r.endpoint && r.name === endpoint);
  if (!route) throw new Error(`No declared endpoint ${owner}.${endpoint}`);
  return route.params ?? [];
}

/** One declared parameter of a hand-written endpoint (`endpointParam('calls', 'stats', 'group_by')`); throws when none. */
export function endpointParam(owner: string, endpoint: string, name: string): EndpointParamMetadata {
  const param = endpointParams(owner, endpoint).find((p) => p.name === name);
  if (!param) throw new Error(`No declared parameter ${name} of ${owner}.${endpoint}`);
  return param;
}

/** A parameter's type and docs: its own when it carries them, else those shared by its name. */
export function paramValue(resource: ResourceMetadata, param: ParamMetadata): ValueMetadata {
  if (!param.type) return resource.values[param.name] ?? { type: 'string' };
  const { type, values, description } = param;
  return { type, ...(values ? { values } : {}), ...(description ? { description } : {}) };
}
