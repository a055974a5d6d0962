import { ERROR_CATALOG, type ErrorCode } from '../errors/catalog.js';
import { baseColumnSpec } from '../kernel/base-columns.js';
import type { Operation, ResourceDefinition } from '../kernel/define.js';
import {
  type EndpointDefinition,
  type EndpointGroup,
  type EndpointResponse,
  type HttpMethod,
  openApiPath,
  type ParamType,
} from '../kernel/endpoints.js';
import type { FieldSpec, FieldType } from '../kernel/fields.js';
import { arrayOperationParams, writableFields } from '../kernel/input.js';
import { type GenericRoute as GenericRouteInfo, genericRoutes } from '../kernel/operations.js';
import type { CommonListParam } from '../kernel/query/common-list-params.js';
import {
  acceptsSeveral,
  COMMON_LIST_PARAM_SPECS,
  FORMAT_LIST_PARAM,
  filterParams,
  sortableColumns,
} from '../kernel/query/list-params.js';
import { allColumns } from '../kernel/serialize.js';
import { maxLengthOf } from '../kernel/values.js';
import { type ErrorDoc, operationErrors } from './operation-errors.js';

export interface ParamDoc {
  name: string;
  type: ParamType;
  /** Where it travels, when the method alone does not say (endpoints; files are multipart/form-data parts). */
  in?: 'path' | 'query' | 'body';
  required: boolean;
  blankOk: boolean;
  description: string;
  values?: readonly string[];
  pattern?: string;
  min?: number;
  max?: number;
  /** ref/refs: the resource the ids point at. */
  target?: string;
  /** file: the media type expected. */
  mediaType?: string;
  /** A list filter that matches any of several values (`offer_id=1,2`, `offer_id[]=1&offer_id[]=2`). */
  several?: boolean;
  /** One of the list parameters every list takes (spec 2.2), which the reference describes once. */
  common?: boolean;
}

export interface OperationDoc {
  operation: Operation | 'create_at_id';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The same operation answers these methods too (PATCH beside PUT). */
  alsoMethods?: readonly HttpMethod[];
  path: string;
  /** Also served at `<path>.json` / `<path>.csv`. */
  suffixes?: readonly ('json' | 'csv')[];
  summary: string;
  params: ParamDoc[];
  /** The errors worth naming, besides 401, 403 and 429, which every private operation may answer. */
  errors: ErrorDoc[];
}

/** The success answer of an endpoint, with its status. */
export type ResponseDoc = EndpointResponse & { status: number };

/** An endpoint written by hand beside the generic operations, as the reference shows it. */
export interface EndpointDoc {
  /** `<plural>.<name>` is its OpenAPI operationId. */
  name: string;
  method: HttpMethod;
  /** OpenAPI form, under /api/v1: `/api/v1/leads/{caller_id}/caller_opt_out`. */
  path: string;
  suffixes: readonly ('json' | 'csv')[];
  summary: string;
  description: string;
  /** No credentials: `security: []` in OpenAPI. */
  public: boolean;
  /** false: not held to the request limit (no 429). */
  rateLimited: boolean;
  params: ParamDoc[];
  /** What becomes of parameters not named (lead tokens), or null when they are ignored. */
  otherParams: string | null;
  response: ResponseDoc;
  errors: { status: number; code: ErrorCode; when: string }[];
  /** `sentences`: refusals list sentences in `errors` beside `success: false` (ping/post). */
  errorBody: 'fields' | 'sentences';
}

/** Endpoints that belong to no resource (`/me`, `/collections`): a reference page of their own. */
export interface EndpointGroupDoc {
  name: string;
  title: string;
  description: string;
  endpoints: EndpointDoc[];
}

export interface ColumnDoc {
  name: string;
  type: FieldType;
  description: string;
  readOnly: boolean;
  /** A record may hold null here. */
  nullable: boolean;
}

export interface ResourceDoc {
  name: string;
  plural: string;
  title: string;
  description: string;
  family: string;
  superuser: boolean;
  softDelete: boolean;
  formats: readonly string[];
  columns: ColumnDoc[];
  operations: OperationDoc[];
  /** Endpoints declared beside the generic operations (`endpoints` of the declaration). */
  endpoints: EndpointDoc[];
  /** Other names the generic operations answer under (`billings` for charge_rollups), with their roots. */
  aliases: readonly { plural: string; name: string }[];
}

/** Spec 2.2's common list parameters, as documented. */
export function commonListParams(def: ResourceDefinition): ParamDoc[] {
  const specs = def.formats.includes('csv')
    ? [...COMMON_LIST_PARAM_SPECS, FORMAT_LIST_PARAM]
    : COMMON_LIST_PARAM_SPECS;
  return specs
    .filter((c) => !(c.name === 'ids' && def.omitBaseColumns.includes('id')))
    .map((c) => commonParamDoc(c, c.name === 'order' ? sortableColumns(def) : c.values));
}

/**
 * The common list parameters once, as the reference's page of them shows them
 * (`order`'s values are each resource's own; `format` only where CSV is served).
 */
export function describeCommonListParams(): ParamDoc[] {
  return [...COMMON_LIST_PARAM_SPECS, FORMAT_LIST_PARAM].map((c) => commonParamDoc(c, c.values));
}

function commonParamDoc(c: CommonListParam, values: readonly string[] | undefined): ParamDoc {
  return {
    name: c.name,
    type: c.type,
    required: false,
    blankOk: true,
    description: c.doc,
    common: true,
    // The reference has always shown per_page's upper limit; lower limits are in the doc text.
    ...(c.max !== undefined ? { max: c.max } : {}),
    ...(values ? { values } : {}),
  };
}

function fieldParam(name: string, spec: FieldSpec, required: boolean): ParamDoc {
  return {
    name,
    type: spec.type,
    required,
    blankOk: spec.blankOk && !required,
    description: spec.description ?? '',
    ...(spec.values ? { values: spec.values } : {}),
    ...(spec.pattern ? { pattern: spec.pattern.source } : {}),
    ...(spec.min !== undefined ? { min: spec.min } : {}),
    ...withMax(spec),
    ...(spec.target ? { target: spec.target } : {}),
  };
}

/** A string's maximum length is always shown: its own, else its type's default. */
function withMax(spec: Pick<FieldSpec, 'type' | 'max'>): { max?: number } {
  const max = maxLengthOf(spec);
  return max !== undefined ? { max } : {};
}

function writeParams(def: ResourceDefinition, op: 'create' | 'update' | 'build'): ParamDoc[] {
  const params: ParamDoc[] = [];
  for (const [name, spec] of writableFields(def, op)) {
    const asWritten = op === 'update' && spec.blankOkOnUpdate ? { ...spec, blankOk: true } : spec;
    params.push(fieldParam(name, asWritten, op === 'create' && spec.create === 'required'));
    if (op === 'build') continue;
    for (const a of arrayOperationParams(name, spec)) {
      params.push({
        ...fieldParam(a.param, { ...spec, type: a.by === 'id' ? 'refs' : 'strings' }, false),
        description: `${a.op === 'add' ? 'Adds' : 'Removes'} ${spec.target} by ${a.by}, leaving the others (safe under concurrent requests)`,
      });
    }
    for (const alias of spec.aliases ?? []) {
      params.push({
        ...fieldParam(alias, asWritten, false),
        description: `Same as ${name} (TrackDrive's name)`,
      });
    }
  }
  if (op !== 'build') {
    // Inverse booleans are shown and written under their own name (`paused` of `active`).
    for (const [name, spec] of Object.entries(def.fields)) {
      const target = spec.inverseOf;
      if (!target || !writableFields(def, op).some(([n]) => n === target)) continue;
      params.push({
        name,
        type: 'boolean',
        required: false,
        blankOk: false,
        description: `The opposite of ${target}: ${name}=true writes ${target}=false`,
      });
    }
    params.push({
      name: 'external_record_id',
      type: 'string',
      required: false,
      blankOk: true,
      description: baseColumnSpec('external_record_id')!.doc,
    });
  }
  for (const [name, extra] of Object.entries(def.extraParams[op] ?? {})) {
    params.push({ name, type: extra.type, required: false, blankOk: true, description: extra.description });
  }
  if (op !== 'build') {
    for (const [name, upload] of Object.entries(def.uploads[op] ?? {})) {
      params.push({
        name,
        type: 'file',
        in: 'body',
        required: upload.required ?? false,
        blankOk: false,
        description: upload.description,
        ...(upload.mediaType ? { mediaType: upload.mediaType } : {}),
      });
    }
  }
  return params;
}

/** Parameters that choose records, as opposed to paging, ordering and shaping them. */
const SELECTING_LIST_PARAMS: ReadonlySet<string> = new Set(
  COMMON_LIST_PARAM_SPECS.filter((p) => p.selecting).map((p) => p.name),
);

/** Every list parameter of a resource: the common ones of spec 2.2 and its filters. */
function listParamDocs(def: ResourceDefinition): ParamDoc[] {
  const filters = Object.entries(filterParams(def)).map(([name, f]) => {
    const custom = def.filters[name];
    // What the parser takes (list-params.ts): ref, enum and integer field filters match any of several values.
    const several = acceptsSeveral(def, name);
    return {
      name,
      type: f.type,
      required: false,
      blankOk: true,
      description:
        custom?.description ??
        `Only records whose ${name} equals this${several ? ' (several: comma-separated or repeated as name[])' : ''}`,
      ...(several ? { several: true } : {}),
      ...(f.values ? { values: f.values } : {}),
    } satisfies ParamDoc;
  });
  return [...commonListParams(def), ...filters];
}

/** A hand-written endpoint of a resource (`def`) or of a group (no records). */
export function describeEndpoint(endpoint: EndpointDefinition, def?: ResourceDefinition): EndpointDoc {
  const params: ParamDoc[] = [];
  const named = new Set(Object.keys(endpoint.params));
  const bodyless = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  for (const [name, p] of Object.entries(endpoint.params)) {
    params.push({
      name,
      type: p.type,
      in: endpoint.pathParams.includes(name) ? 'path' : bodyless ? 'query' : 'body',
      required: p.required ?? false,
      // The declaration makes no claim about blank values.
      blankOk: false,
      description: p.description,
      ...(p.values ? { values: p.values } : {}),
      ...(p.min !== undefined ? { min: p.min } : {}),
      ...(p.type === 'file' ? {} : withMax({ type: p.type, ...(p.max !== undefined ? { max: p.max } : {}) })),
      ...(p.pattern ? { pattern: p.pattern.source } : {}),
      ...(p.target ? { target: p.target } : {}),
      ...(p.mediaType ? { mediaType: p.mediaType } : {}),
    });
  }
  if (endpoint.listParams && def) {
    const { include, except = [] } = endpoint.listParams;
    const filters = filterParams(def);
    for (const p of listParamDocs(def)) {
      if (named.has(p.name) || except.includes(p.name)) continue;
      if (include === 'filters' && !SELECTING_LIST_PARAMS.has(p.name) && !(p.name in filters)) continue;
      params.push({ ...p, in: bodyless ? 'query' : 'body' });
    }
  }
  return {
    name: endpoint.name,
    method: endpoint.method,
    path: openApiPath(endpoint.path),
    suffixes: endpoint.suffixes,
    summary: endpoint.summary,
    description: endpoint.description,
    public: endpoint.public,
    rateLimited: endpoint.rateLimited,
    params,
    otherParams: endpoint.otherParams,
    response: endpoint.response,
    errors: endpoint.errors.map((e) => ({
      status: ERROR_CATALOG[e.code].status,
      code: e.code,
      when: e.when,
    })),
    errorBody: endpoint.errorBody,
  };
}

/** The reference page of endpoints that belong to no resource. */
export function describeEndpointGroup(group: EndpointGroup): EndpointGroupDoc {
  return {
    name: group.name,
    title: group.title,
    description: group.description,
    endpoints: group.endpoints.map((e) => describeEndpoint(e)),
  };
}

/**
 * A column is never null when every record gets a value and the API cannot
 * blank it: required or defaulted, and not blank-able (or not writable at all).
 * Reference lists are always arrays; computed values are whatever they compute.
 */
export function columnNullable(spec: FieldSpec): boolean {
  if (spec.type === 'refs') return false;
  if (spec.computed) return true;
  const alwaysSet = spec.create === 'required' || spec.default !== undefined;
  const neverBlank = !spec.blankOk || spec.create === 'no';
  return !(alwaysSet && neverBlank);
}

/** The API reference of one resource, derived from its declaration alone. */
export function describeResource(def: ResourceDefinition): ResourceDoc {
  const columns = allColumns(def).map((name): ColumnDoc => {
    const spec = def.fields[name];
    if (!spec) {
      const base = baseColumnSpec(name);
      return {
        name,
        type: base?.type ?? 'string',
        description: base?.doc ?? '',
        readOnly: name !== 'external_record_id',
        nullable: base?.nullable ?? true,
      };
    }
    return {
      name,
      type: spec.shown?.type ?? spec.type,
      description: spec.description ?? '',
      readOnly: spec.create === 'no' && spec.update === 'no',
      nullable: columnNullable(spec),
    };
  });
  const idParam: ParamDoc = {
    name: 'id',
    type: 'string',
    required: true,
    blankOk: false,
    description: 'Integer id or uuid',
  };
  const paramsOf = (route: GenericRouteInfo): ParamDoc[] => {
    switch (route.kind) {
      case 'list':
        return listParamDocs(def);
      case 'build':
        return writeParams(def, 'build');
      case 'create':
      case 'create_at_id':
        return writeParams(def, 'create');
      case 'show':
        return [idParam, commonListParams(def).find((p) => p.name === 'columns')!];
      case 'show_by':
        return [
          {
            name: route.field!,
            type: 'string',
            required: true,
            blankOk: false,
            description: def.fields[route.field!]?.description ?? route.field!,
          },
        ];
      case 'update':
        return [idParam, ...writeParams(def, 'update')];
      case 'destroy': {
        const params = [idParam];
        if (def.softDelete)
          params.push({
            name: 'permanent',
            type: 'boolean',
            required: false,
            blankOk: true,
            description: 'true removes the record; otherwise it is soft-deleted (deleted_at)',
          });
        for (const [name, extra] of Object.entries(def.extraParams.destroy ?? {})) {
          params.push({
            name,
            type: extra.type,
            required: false,
            blankOk: true,
            description: extra.description,
          });
        }
        return params;
      }
    }
  };
  // The routes the server registers (resources/operations.ts), each with its parameters.
  const ops: OperationDoc[] = genericRoutes(def).map((route) => ({
    operation: route.kind === 'create_at_id' ? 'create_at_id' : route.operation,
    method: route.method,
    ...(route.alsoMethods.length ? { alsoMethods: route.alsoMethods } : {}),
    path: openApiPath(route.path),
    ...(route.suffixes.length ? { suffixes: route.suffixes } : {}),
    summary: route.summary,
    params: paramsOf(route),
    errors: operationErrors(def, route.kind),
  }));
  return {
    name: def.name,
    plural: def.plural,
    title: def.title,
    description: def.description,
    family: def.family,
    superuser: def.superuser,
    softDelete: def.softDelete,
    formats: def.formats,
    columns,
    operations: ops,
    endpoints: def.endpoints.map((e) => describeEndpoint(e, def)),
    aliases: def.aliases,
  };
}
