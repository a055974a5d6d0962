import { ERROR_CATALOG, type ErrorCode } from '../errors/catalog.js';
import type { Operation, ResourceDefinition } from '../resources/define.js';
import {
  type EndpointDefinition,
  type EndpointGroup,
  type EndpointResponse,
  type HttpMethod,
  openApiPath,
  type ParamType,
} from '../resources/endpoints.js';
import type { FieldSpec, FieldType } from '../resources/fields.js';
import { arrayOperationParams, writableFields } from '../resources/input.js';
import {
  DEFAULT_PER_PAGE,
  filterParams,
  MAX_PER_PAGE,
  sortableColumns,
} from '../resources/query/list-params.js';
import { allColumns } from '../resources/serialize.js';
import { maxLengthOf } from '../resources/values.js';

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

const BASE_DOCS: Record<string, [FieldType, string]> = {
  id: ['integer', 'Internal id; every :id also accepts the uuid'],
  legacy_id: ['integer', 'Same as id (kept for TrackDrive compatibility)'],
  type: ['string', 'Model name'],
  uuid: ['string', 'Stable unique identifier'],
  created_at: ['time', 'When the record was created'],
  updated_at: ['time', 'When the record last changed'],
  deleted_at: ['time', 'When the record was deleted (soft-deleted resources)'],
  user_updated_at: ['time', 'When a user or key last changed the record'],
  routes_show_path: ['string', 'API path of the record'],
  routes_edit_path: ['string', 'API path to update the record'],
  external_record_id: ['string', 'Your own id for the record (writable on create and update)'],
};

/** Spec 2.2's common list parameters, as documented. */
export function commonListParams(def: ResourceDefinition): ParamDoc[] {
  const p = (
    name: string,
    type: FieldType,
    description: string,
    extra: Partial<ParamDoc> = {},
  ): ParamDoc => ({
    name,
    type,
    required: false,
    blankOk: true,
    description,
    ...extra,
  });
  return [
    ...(def.omitBaseColumns.includes('id')
      ? []
      : [p('ids', 'integers', 'Only records with these ids: [1,2,3], 1,2,3 or ids[]=1')]),
    p('page', 'integer', 'Page number, from 1'),
    p('per_page', 'integer', `Page size (default ${DEFAULT_PER_PAGE}, at most ${MAX_PER_PAGE})`, {
      max: MAX_PER_PAGE,
    }),
    p(
      'cursor',
      'integer',
      'Cursor paging: -1 for the first page, then each metadata.next_cursor; 0 means done',
    ),
    p(
      'created_at_from',
      'time',
      'Created at or after (YYYY-MM-DD HH:MM:SS +ZZZZ, ISO 8601, UTC suffix, or read in time_zone)',
    ),
    p('created_at_to', 'time', 'Created at or before'),
    p('updated_at_from', 'time', 'Updated at or after'),
    p('updated_at_to', 'time', 'Updated at or before'),
    p('fulltext', 'string', 'Records whose searchable text contains this'),
    p(
      'time_zone',
      'string',
      'IANA zone for times without an offset (GET /collections/time_zone); default the company zone',
    ),
    p('columns', 'strings', 'Only these columns, comma-separated; faster, because only they are read'),
    p('root', 'boolean', 'root=false answers a bare array'),
    p('order', 'enum', 'Sort column', { values: sortableColumns(def) }),
    p('order_dir', 'enum', 'Sort direction (default desc)', { values: ['desc', 'asc'] }),
    ...(def.formats.includes('csv')
      ? [p('format', 'enum', 'csv streams CSV (also the .csv suffix)', { values: ['json', 'csv'] })]
      : []),
  ];
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
      description: BASE_DOCS.external_record_id![1],
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
const SELECTING_LIST_PARAMS = new Set([
  'ids',
  'created_at_from',
  'created_at_to',
  'updated_at_from',
  'updated_at_to',
  'fulltext',
  'time_zone',
]);

/** Every list parameter of a resource: the common ones of spec 2.2 and its filters. */
function listParamDocs(def: ResourceDefinition): ParamDoc[] {
  const filters = Object.entries(filterParams(def)).map(([name, f]) => {
    const spec = def.fields[name];
    const custom = def.filters[name];
    return {
      name,
      type: f.type,
      required: false,
      blankOk: true,
      description:
        custom?.description ??
        `Only records whose ${name} equals this${spec?.type === 'ref' || spec?.type === 'enum' ? ' (several: comma-separated)' : ''}`,
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

/** The API reference of one resource, derived from its declaration alone. */
export function describeResource(def: ResourceDefinition): ResourceDoc {
  const base = `/api/v1/${def.plural}`;
  const columns = allColumns(def).map((name): ColumnDoc => {
    const spec = def.fields[name];
    if (!spec) {
      const [type, description] = BASE_DOCS[name] ?? ['string', ''];
      return { name, type, description, readOnly: name !== 'external_record_id' };
    }
    return {
      name,
      type: spec.shown?.type ?? spec.type,
      description: spec.description ?? '',
      readOnly: spec.create === 'no' && spec.update === 'no',
    };
  });
  const idParam: ParamDoc = {
    name: 'id',
    type: 'string',
    required: true,
    blankOk: false,
    description: 'Integer id or uuid',
  };
  const ops: OperationDoc[] = [];
  const has = (op: Operation) => def.operations.includes(op);
  if (has('list'))
    ops.push({
      operation: 'list',
      method: 'GET',
      path: base,
      // routes/resources.ts serves .json always, .csv with the csv format.
      suffixes: def.formats.includes('csv') ? ['json', 'csv'] : ['json'],
      summary: `List ${def.plural}`,
      params: listParamDocs(def),
    });
  if (has('build'))
    ops.push({
      operation: 'build',
      method: 'GET',
      path: `${base}/new`,
      summary: `Build an unsaved ${def.name} with defaults`,
      params: writeParams(def, 'build'),
    });
  if (has('create')) {
    ops.push({
      operation: 'create',
      method: 'POST',
      path: base,
      summary: `Create a ${def.name}`,
      params: writeParams(def, 'create'),
    });
    if (def.createAtId)
      ops.push({
        operation: 'create_at_id',
        method: 'POST',
        path: `${base}/{id}`,
        summary: `Create a ${def.name} (catalog path; the id is ignored)`,
        params: writeParams(def, 'create'),
      });
  }
  if (has('show'))
    ops.push({
      operation: 'show',
      method: 'GET',
      path: `${base}/{id}`,
      summary: `Show a ${def.name}`,
      params: [idParam, commonListParams(def).find((p) => p.name === 'columns')!],
    });
  for (const field of def.findBy) {
    ops.push({
      operation: 'show',
      method: 'GET',
      path: `${base}/{${field}}/by_${field}`,
      summary: `Show a ${def.name} by its ${field}`,
      params: [
        {
          name: field,
          type: 'string',
          required: true,
          blankOk: false,
          description: def.fields[field]?.description ?? field,
        },
      ],
    });
  }
  if (has('update'))
    ops.push({
      operation: 'update',
      method: 'PUT',
      alsoMethods: ['PATCH'],
      path: `${base}/{id}`,
      summary: `Update a ${def.name}`,
      params: [idParam, ...writeParams(def, 'update')],
    });
  if (has('destroy')) {
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
      params.push({ name, type: extra.type, required: false, blankOk: true, description: extra.description });
    }
    ops.push({
      operation: 'destroy',
      method: 'DELETE',
      path: `${base}/{id}`,
      summary: `Delete a ${def.name}`,
      params,
    });
  }
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
