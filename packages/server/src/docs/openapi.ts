import { ERROR_CATALOG, type ResourceDoc } from '@leadline/core';
import { schemaOf } from './json-schema.js';

const ERROR_RESPONSES = ['401', '403', '404', '422', '429'];

/** The OpenAPI 3.1 document of every declared resource, derived from the declarations. */
export function openApiDocument(docs: readonly ResourceDoc[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, unknown> = { Error: errorSchema() };
  for (const doc of docs) {
    schemas[schemaName(doc)] = recordSchema(doc);
    for (const op of doc.operations) {
      const path = op.path;
      paths[path] ??= {};
      const inPath = new Set([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
      const params = op.params.filter((p) => !inPath.has(p.name));
      const isRead = op.method === 'GET' || op.method === 'DELETE';
      const ok = op.operation === 'create' || op.operation === 'create_at_id' ? '201' : '200';
      paths[path]![op.method.toLowerCase()] = {
        operationId: `${doc.plural}.${op.operation}${op.path.includes('/by_') ? 'By' : ''}`,
        summary: op.summary,
        tags: [doc.plural],
        parameters: [
          ...[...inPath].map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
          ...(isRead
            ? params.map((p) => ({
                name: p.name,
                in: 'query',
                required: p.required,
                schema: schemaOf(p.type, p),
              }))
            : []),
        ],
        ...(isRead
          ? {}
          : {
              requestBody: {
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: Object.fromEntries(params.map((p) => [p.name, schemaOf(p.type, p)])),
                      required: params.filter((p) => p.required).map((p) => p.name),
                    },
                  },
                  'application/x-www-form-urlencoded': { schema: { type: 'object' } },
                },
              },
            }),
        responses: {
          [ok]: {
            description: 'Success',
            content: {
              'application/json': { schema: op.operation === 'list' ? listSchema(doc) : singleSchema(doc) },
              ...(op.operation === 'list' && doc.formats.includes('csv')
                ? { 'text/csv': { schema: { type: 'string' } } }
                : {}),
            },
          },
          ...Object.fromEntries(
            ERROR_RESPONSES.map((s) => [
              s,
              {
                description: statusText(Number(s)),
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
              },
            ]),
          ),
        },
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Leadline API',
      version: '1.0',
      description: 'Call tracking, lead management and call routing. Every path is under /api/v1.',
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
      doc.columns.map((c) => [
        c.name,
        { ...schemaOf(c.type, { description: c.description }), ...(c.readOnly ? { readOnly: true } : {}) },
      ]),
    ),
  };
}

function singleSchema(doc: ResourceDoc) {
  return {
    type: 'object',
    properties: {
      status: { type: 'integer' },
      errors: { type: 'object' },
      [doc.name]: { $ref: `#/components/schemas/${schemaName(doc)}` },
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
          root: { const: doc.plural },
          total_count: { type: 'integer' },
          total_count_capped: { type: 'boolean' },
          total_pages: { type: 'integer' },
          page: { type: ['integer', 'null'] },
          per_page: { type: 'integer' },
          cursor: { type: ['integer', 'null'] },
          next_cursor: { type: ['integer', 'null'], description: '0 when there are no more records' },
        },
      },
    },
  };
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

function statusText(status: number) {
  return Object.values(ERROR_CATALOG).find((e) => e.status === status)?.message ?? String(status);
}
