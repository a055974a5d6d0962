import type { CommonListParam } from '@leadline/core';
import type {
  CommonParamMetadata,
  EndpointGroupMetadata,
  ParamMetadata,
  ResourceMetadata,
  RouteMetadata,
  ValueMetadata,
} from '../src/metadata/types.ts';
import type {
  EndpointGroupDescription,
  ParamDescription,
  ResourceDescription,
  RouteDescription,
} from './describe.ts';
import { formatJson } from './format-json.ts';
import { GENERATED_HEADER } from './render-types.ts';

/**
 * `src/generated/metadata.ts`: the declarations as data for tools (the CLI's
 * commands and flags), kept out of the client entry so SDK users do not load
 * it. Each name's type and docs are written once per resource, not once per
 * operation.
 */
export function renderMetadata(
  resources: readonly ResourceDescription[],
  groups: readonly EndpointGroupDescription[],
  common: readonly CommonListParam[],
): string {
  const data = resources.map(toMetadata);
  return [
    GENERATED_HEADER,
    "import type { CommonParamMetadata, EndpointGroupMetadata, ResourceMetadata } from '../metadata/types.js';\n",
    `export const RESOURCE_METADATA: readonly ResourceMetadata[] = ${formatJson(data)};\n`,
    "/** The list parameters every resource takes (spec 2.2); `order` takes the resource's `sortable`. */",
    `export const COMMON_LIST_PARAM_METADATA: readonly CommonParamMetadata[] = ${formatJson(common.map(commonParam))};\n`,
    '/** Endpoints that belong to no resource (`/me`, `/collections`), by group. */',
    `export const ENDPOINT_GROUP_METADATA: readonly EndpointGroupMetadata[] = ${formatJson(groups.map(groupMetadata))};\n`,
  ].join('\n');
}

function commonParam(p: CommonListParam): CommonParamMetadata {
  return {
    name: p.name,
    type: p.type,
    description: p.doc,
    ...(p.values ? { values: p.values } : {}),
    ...(p.min !== undefined ? { min: p.min } : {}),
    ...(p.max !== undefined ? { max: p.max } : {}),
  };
}

function groupMetadata(g: EndpointGroupDescription): EndpointGroupMetadata {
  return { name: g.name, title: g.title, routes: g.routes.map(routeMetadata) };
}

function routeMetadata(route: RouteDescription): RouteMetadata {
  return {
    name: route.name,
    method: route.method,
    path: route.path,
    ...(route.endpoint ? { endpoint: true as const } : {}),
    ...(route.public ? { public: true as const } : {}),
    ...(route.params?.length
      ? {
          params: route.params.map((p) => ({
            name: p.name,
            type: p.type,
            ...(p.required ? { required: true as const } : {}),
            ...(p.values ? { values: p.values } : {}),
            ...(p.description ? { description: p.description } : {}),
          })),
        }
      : {}),
  };
}

function toMetadata(r: ResourceDescription): ResourceMetadata {
  // Typed from the column of the same name where there is one, so a filter or field reads like its column.
  const columns = new Map(r.columns.map((c) => [c.name, value(c)]));
  const values: Record<string, ValueMetadata> = {};
  const params: ResourceMetadata['params'] = {};
  for (const op of r.operations) {
    params[op] = (r.params[op] ?? []).map((p) => {
      const own = value(p);
      const known = values[p.name] ?? columns.get(p.name);
      if (!values[p.name]) values[p.name] = known ?? own;
      const same = !known || JSON.stringify(known) === JSON.stringify(own);
      const out: ParamMetadata = { name: p.name, ...(same ? {} : own) };
      if (p.required) out.required = true;
      if (p.nullable) out.nullable = true;
      if (p.many) out.many = true;
      return out;
    });
  }
  return {
    name: r.name,
    plural: r.plural,
    accessor: r.accessor,
    title: r.title,
    description: r.description,
    operations: r.operations,
    softDelete: r.softDelete,
    columns: r.columns.map((c) => c.name),
    sortable: r.sortable,
    values,
    params,
    routes: r.routes.map(routeMetadata),
  };
}

function value(v: Pick<ParamDescription, 'type' | 'values' | 'description'>): ValueMetadata {
  return {
    type: v.type,
    ...(v.values ? { values: v.values } : {}),
    ...(v.description ? { description: v.description } : {}),
  };
}
