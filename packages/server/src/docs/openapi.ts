import {
  type EndpointDoc,
  type EndpointGroupDoc,
  type EndpointValue,
  ERROR_CATALOG,
  type ErrorDoc,
  LIST_METADATA_VALUES,
  type OperationDoc,
  type ParamDoc,
  type ResourceDoc,
  type ResponseDoc,
} from '@leadline/core';
import { curlOf, type ReferenceExample, type ReferenceExamples } from './examples.js';
import { schemaOf } from './json-schema.js';

/** What any endpoint may answer besides the errors it declares: no or bad credentials, refused, too fast. */
const ENDPOINT_ERRORS = ['401', '403', '429'];
const PUBLIC_ENDPOINT_ERRORS = ['429'];

type Schema = Record<string, unknown>;
type Paths = Record<string, Record<string, unknown>>;

/**
 * The OpenAPI 3.1 document of every declared resource — its generic
 * operations and the endpoints declared beside them — and of the endpoint
 * groups (`/me`, `/collections`), derived from the declarations.
 */
export function openApiDocument(
  docs: readonly ResourceDoc[],
  groups: readonly EndpointGroupDoc[] = [],
  examples: ReferenceExamples = {},
): Record<string, unknown> {
  const paths: Paths = {};
  const schemas: Record<string, unknown> = { Error: errorSchema(), SentencesError: sentencesErrorSchema() };
  const add = (path: string, method: string, operation: Record<string, unknown>) => {
    paths[path] ??= {};
    const verb = method.toLowerCase();
    if (paths[path]![verb]) throw new Error(`${method} ${path} is documented twice`);
    paths[path]![verb] = operation;
  };
  for (const doc of docs) {
    schemas[schemaName(doc)] = recordSchema(doc);
    // The resource's own names, then each alias: the same operations under another path and roots.
    for (const names of [{ plural: doc.plural, name: doc.name }, ...doc.aliases]) {
      const own = names.plural === doc.plural;
      const shown = own
        ? doc
        : {
            ...doc,
            plural: names.plural,
            name: names.name,
            description: `Another name of ${doc.plural} (TrackDrive's): the same records, answered under ${names.plural} / ${names.name}. ${doc.description}`,
          };
      // An alias's record schema is the resource's own.
      if (!own) schemas[schemaName(shown)] = { $ref: `#/components/schemas/${schemaName(doc)}` };
      for (const original of doc.operations) {
        const op = own
          ? original
          : { ...original, path: original.path.replace(`/api/v1/${doc.plural}`, `/api/v1/${names.plural}`) };
        const id = `${names.plural}.${op.operation}${op.path.includes('/by_') ? 'By' : ''}`;
        const kind = op.path.includes('/by_') ? 'show_by' : op.operation;
        const example = own ? examples[`${doc.plural}.${kind}`] : undefined;
        add(op.path, op.method, withExample(operationObject(shown, op, id), example));
        for (const method of op.alsoMethods ?? []) {
          add(op.path, method, operationObject(shown, op, `${id}${pascal(method.toLowerCase())}`));
        }
        for (const suffix of op.suffixes ?? []) {
          add(
            `${op.path}.${suffix}`,
            op.method,
            operationObject(shown, op, `${id}${pascal(suffix)}`, suffix),
          );
        }
      }
    }
    for (const endpoint of doc.endpoints) {
      const holds = endpoint.response.resource;
      const shown = (holds && docs.find((d) => d.plural === holds)) || doc;
      addEndpoint(add, endpoint, doc.plural, examples[`${doc.plural}.${endpoint.name}`], shown);
    }
  }
  for (const group of groups) {
    for (const endpoint of group.endpoints)
      addEndpoint(add, endpoint, group.name, examples[`${group.name}.${endpoint.name}`]);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Leadline API',
      version: '1.0',
      description: 'Call tracking, lead management and call routing. Every path is under /api/v1.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/' }],
    security: [{ basic: [] }, { token: [] }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        basic: {
          type: 'http',
          scheme: 'basic',
          description: 'public_key:private_key of a company access key pair',
        },
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'Token <developer access token>',
        },
      },
    },
  };
}

/** A generic operation; `suffix` is its .json or .csv twin, which answers that format only. */
function operationObject(doc: ResourceDoc, op: OperationDoc, operationId: string, suffix?: 'json' | 'csv') {
  const inPath = new Set([...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));
  const params = op.params.filter((p) => !inPath.has(p.name) && !(suffix && p.name === 'format'));
  const isRead = op.method === 'GET' || op.method === 'DELETE';
  const ok = op.operation === 'create' || op.operation === 'create_at_id' ? '201' : '200';
  const csv = op.operation === 'list' && doc.formats.includes('csv') && suffix !== 'json';
  const json = suffix !== 'csv';
  return {
    operationId,
    summary: suffix ? `${op.summary} (${suffix.toUpperCase()})` : op.summary,
    tags: [doc.plural],
    parameters: [
      ...[...inPath].map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...(isRead ? params.map(queryParameter) : []),
    ],
    ...(isRead ? {} : { requestBody: requestBody(params, null) }),
    responses: {
      [ok]: {
        description: 'Success',
        content: {
          ...(json
            ? {
                'application/json': {
                  schema:
                    op.operation === 'list'
                      ? listSchema(doc)
                      : singleSchema(doc, op.operation === 'build' ? 'unsaved' : 'saved'),
                },
              }
            : {}),
          ...(csv ? { 'text/csv': { schema: { type: 'string' } } } : {}),
        },
      },
      ...errorResponses(op.errors),
    },
  };
}

/**
 * The recorded example as a curl sample (`x-codeSamples`, which Scalar and Redoc
 * show beside their own) and as the success answer's example.
 */
function withExample<O extends { responses: Record<string, unknown> }>(
  operation: O,
  example: ReferenceExample | undefined,
): O {
  if (!example) return operation;
  const { status, body } = example.response;
  const ok = operation.responses[String(status)] as { content: Record<string, Schema> } | undefined;
  const json = ok?.content['application/json'];
  if (json && typeof body === 'object') json.example = body;
  return { ...operation, 'x-codeSamples': [{ lang: 'Shell', label: 'curl', source: curlOf(example) }] };
}

/** An endpoint declared beside the generic operations (or in a group), with its .json/.csv twins. */
function addEndpoint(
  add: (path: string, method: string, operation: Record<string, unknown>) => void,
  endpoint: EndpointDoc,
  tag: string,
  example: ReferenceExample | undefined,
  doc?: ResourceDoc,
) {
  const operationId = `${tag}.${endpoint.name}`;
  add(endpoint.path, endpoint.method, withExample(endpointObject(endpoint, tag, operationId, doc), example));
  for (const suffix of endpoint.suffixes) {
    add(
      `${endpoint.path}.${suffix}`,
      endpoint.method,
      endpointObject(endpoint, tag, `${operationId}${pascal(suffix)}`, doc, suffix),
    );
  }
}

function endpointObject(
  endpoint: EndpointDoc,
  tag: string,
  operationId: string,
  doc: ResourceDoc | undefined,
  suffix?: 'json' | 'csv',
) {
  const params = endpoint.params.filter((p) => !(suffix && p.name === 'format'));
  const body = params.filter((p) => p.in === 'body');
  const r = endpoint.response;
  const json = suffix !== 'csv' && !r.xml && !r.media;
  const csv = Boolean(r.csv) && suffix !== 'json';
  // Errors the declaration names, merged per status, then the ones every endpoint may answer.
  const declared = new Map<string, string[]>();
  for (const e of endpoint.errors) {
    const key = String(e.status);
    declared.set(key, [...(declared.get(key) ?? []), `${e.code}: ${e.when}`]);
  }
  const usual = (endpoint.public ? PUBLIC_ENDPOINT_ERRORS : ENDPOINT_ERRORS).filter(
    (status) => endpoint.rateLimited || status !== '429',
  );
  const errors = [...new Set([...declared.keys(), ...usual])].sort();
  const errorRef = `#/components/schemas/${endpoint.errorBody === 'sentences' ? 'SentencesError' : 'Error'}`;
  return {
    operationId,
    summary: suffix ? `${endpoint.summary} (${suffix.toUpperCase()})` : endpoint.summary,
    ...(endpoint.description || endpoint.otherParams
      ? { description: [endpoint.description, endpoint.otherParams].filter(Boolean).join(' ') }
      : {}),
    tags: [tag],
    ...(endpoint.public ? { security: [] } : {}),
    parameters: params
      .filter((p) => p.in === 'path')
      .map((p) => ({
        name: p.name,
        in: 'path',
        required: true,
        ...(p.description ? { description: p.description } : {}),
        schema: schemaOf(p.type, p),
      }))
      .concat(params.filter((p) => p.in === 'query').map(queryParameter)),
    ...(body.length || endpoint.otherParams ? { requestBody: requestBody(body, endpoint.otherParams) } : {}),
    responses: {
      [String(r.status)]: {
        description: 'Success',
        content: {
          ...(json ? { 'application/json': { schema: responseSchema(r, doc) } } : {}),
          ...(csv ? { 'text/csv': { schema: { type: 'string' } } } : {}),
          ...(r.xml ? { 'application/xml': { schema: { type: 'string' } } } : {}),
          ...Object.fromEntries(
            (r.media ?? []).map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
          ),
        },
      },
      ...Object.fromEntries(
        errors.map((status) => [
          status,
          {
            description: declared.get(status)?.join('; ') ?? statusText(Number(status)),
            content: { 'application/json': { schema: { $ref: errorRef } } },
          },
        ]),
      ),
    },
  };
}

const queryParameter = (p: ParamDoc) => {
  const one = schemaOf(p.type, p);
  return {
    name: p.name,
    in: 'query',
    required: p.required,
    // A filter the parser reads as several values: 1,2 (one string) or name[]=1&name[]=2.
    schema: p.several ? { anyOf: [one, { type: 'array', items: one }] } : one,
  };
};

/**
 * A write's body: JSON or a form, and multipart/form-data when a parameter
 * is a file. `otherParams` says what becomes of keys not named.
 */
function requestBody(params: readonly ParamDoc[], otherParams: string | null) {
  const object = (list: readonly ParamDoc[]): Schema => ({
    type: 'object',
    properties: Object.fromEntries(list.map((p) => [p.name, schemaOf(p.type, p)])),
    required: list.filter((p) => p.required).map((p) => p.name),
    ...(otherParams ? { additionalProperties: { description: otherParams } } : {}),
  });
  const fields = params.filter((p) => p.type !== 'file');
  const hasFiles = fields.length !== params.length;
  return {
    content: {
      'application/json': { schema: object(fields) },
      'application/x-www-form-urlencoded': { schema: { type: 'object' } },
      ...(hasFiles ? { 'multipart/form-data': { schema: object(params) } } : {}),
    },
  };
}

/** A generic operation's errors worth naming, merged per status, and those every private operation may answer. */
function errorResponses(errors: readonly ErrorDoc[]) {
  const declared = new Map<string, string[]>();
  for (const e of errors) {
    const key = String(e.status);
    declared.set(key, [...(declared.get(key) ?? []), `${e.code}: ${e.when}`]);
  }
  const statuses = [...new Set([...declared.keys(), ...ENDPOINT_ERRORS])].sort();
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      {
        description: declared.get(s)?.join('; ') ?? statusText(Number(s)),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const schemaName = (doc: ResourceDoc) =>
  doc.name
    .split('_')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

function recordSchema(doc: ResourceDoc) {
  return {
    type: 'object',
    description: doc.description,
    properties: Object.fromEntries(
      doc.columns.map((c) => {
        const schema = schemaOf(c.type, { description: c.description });
        return [
          c.name,
          { ...(c.nullable ? orNull(schema) : schema), ...(c.readOnly ? { readOnly: true } : {}) },
        ];
      }),
    ),
  };
}

/** The schema, or null. */
function orNull(schema: Schema): Schema {
  const { type } = schema;
  if (typeof type === 'string') return { ...schema, type: [type, 'null'] };
  if (Array.isArray(type)) return { ...schema, type: [...type, 'null'] };
  // No type: any JSON value, null included.
  return schema;
}

/** One record's envelope; an unsaved one (build) has the record's columns, each null until given. */
function singleSchema(doc: ResourceDoc, record: 'saved' | 'unsaved' = 'saved') {
  const ref = `#/components/schemas/${schemaName(doc)}`;
  return {
    type: 'object',
    properties: {
      status: { type: 'integer' },
      errors: { type: 'object' },
      [doc.name]:
        record === 'saved'
          ? { $ref: ref }
          : {
              type: 'object',
              description: `The columns of ${schemaName(doc)} (${ref}), its defaults filled in; null where there is none yet (id, uuid, times, fields not given)`,
            },
      checksum: { type: 'string' },
      metadata: { type: 'object', properties: { root: { const: doc.name } } },
    },
  };
}

function listSchema(doc: ResourceDoc) {
  return {
    type: 'object',
    properties: {
      [doc.plural]: { type: 'array', items: { $ref: `#/components/schemas/${schemaName(doc)}` } },
      metadata: {
        type: 'object',
        properties: {
          ...Object.fromEntries(Object.entries(LIST_METADATA_VALUES).map(([k, v]) => [k, valueSchema(v)])),
          root: { const: doc.plural },
        },
      },
    },
  };
}

/** A value of an answer as JSON Schema. */
function valueSchema(v: EndpointValue): Schema {
  const properties = (props: Record<string, EndpointValue> = {}) =>
    Object.fromEntries(Object.entries(props).map(([k, p]) => [k, valueSchema(p)]));
  let schema: Schema;
  if (v.type === 'object' && v.entries) {
    schema = {
      type: 'object',
      description: v.description,
      ...(v.values ? { propertyNames: { enum: v.values } } : {}),
      additionalProperties: valueSchema(v.entries),
    };
  } else if (v.type === 'object' && !v.properties) {
    // Declared without properties: any keys (a call's tokens, a record of any kind).
    schema = { type: 'object', description: v.description, additionalProperties: true };
  } else if (v.type === 'object') {
    schema = {
      type: 'object',
      description: v.description,
      properties: properties(v.properties),
      ...(v.more ? { additionalProperties: true } : {}),
    };
  } else if (v.type === 'array') {
    schema = { type: 'array', description: v.description, items: valueSchema(v.entries!) };
  } else if (v.type === 'objects') {
    schema = {
      type: 'array',
      description: v.description,
      items: {
        type: 'object',
        properties: properties(v.properties),
        ...(v.more ? { additionalProperties: true } : {}),
      },
    };
  } else {
    schema = schemaOf(v.type, { description: v.description, ...(v.values ? { values: v.values } : {}) });
  }
  if (v.nullable) {
    schema = orNull(schema);
    if (Array.isArray(schema.enum)) schema.enum = [...schema.enum, null];
  }
  return schema;
}

/** The success body of an endpoint, from its declared response. */
function responseSchema(r: ResponseDoc, doc: ResourceDoc | undefined): Schema {
  if (r.holds === 'list') return listSchema(doc!);
  const dynamic = r.root.startsWith(':') ? r.root.slice(1) : null;
  const holds =
    r.holds === 'record'
      ? { $ref: `#/components/schemas/${schemaName(doc!)}` }
      : r.holds === 'records'
        ? { type: 'array', items: { $ref: `#/components/schemas/${schemaName(doc!)}` } }
        : valueSchema(r.holds);
  const properties: Record<string, unknown> = {};
  if (!r.bare) {
    properties.status = { type: 'integer', const: r.status };
    properties.errors = { type: 'object' };
  }
  if (!dynamic) properties[r.root] = holds;
  for (const [key, value] of Object.entries(r.fields ?? {})) properties[key] = valueSchema(value);
  if (r.holds === 'record') properties.checksum = { type: 'string' };
  properties.metadata = {
    type: 'object',
    properties: {
      root: dynamic ? { type: 'string', description: `The ${dynamic} path parameter` } : { const: r.root },
      ...(r.holds === 'records' ? { total_count: { type: 'integer' } } : {}),
      ...Object.fromEntries(Object.entries(r.metadata ?? {}).map(([k, v]) => [k, valueSchema(v)])),
    },
  };
  const body: Schema = {
    type: 'object',
    properties,
    ...(dynamic
      ? {
          description: `The answer is under a key named by the ${dynamic} path parameter`,
          additionalProperties: holds,
        }
      : {}),
  };
  return r.rootFalse ? { oneOf: [body, { ...holds, description: 'root=false: the value alone' }] } : body;
}

function errorSchema() {
  return {
    type: 'object',
    properties: {
      status: { type: 'integer' },
      code: { enum: Object.keys(ERROR_CATALOG) },
      message: { type: 'string' },
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      request_id: { type: 'string' },
    },
  };
}

/** A refusal of an endpoint whose callers parse sentences (ping/post): `success: false`, `errors: ["…"]`. */
function sentencesErrorSchema() {
  const error = errorSchema();
  return {
    ...error,
    properties: {
      success: { const: false },
      ...error.properties,
      errors: { type: 'array', items: { type: 'string' }, description: 'Each problem as a sentence' },
    },
  };
}

function statusText(status: number) {
  return Object.values(ERROR_CATALOG).find((e) => e.status === status)?.message ?? String(status);
}
