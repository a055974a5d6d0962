import { type SelectQueryBuilder, sql } from 'kysely';
import type { ResourceFamily } from '../tenancy/permissions.js';
import { defineEndpoints, type EndpointDefinition, type EndpointInput } from './endpoints.js';
import { Field, type FieldSpec, type FieldType } from './fields.js';

export type Operation = 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
export const STANDARD_OPERATIONS: readonly Operation[] = [
  'list',
  'build',
  'create',
  'show',
  'update',
  'destroy',
];

/** A list filter a resource adds beyond the equality filters its fields offer. */
export interface CustomFilter {
  type: FieldType;
  values?: readonly string[];
  description: string;
  /**
   * Narrows the query. `params` holds every parsed list parameter, so one
   * filter can read another (token_values' `operator` shapes `value`).
   */
  apply?: (
    qb: SelectQueryBuilder<any, any, any>,
    value: unknown,
    params: Record<string, unknown>,
  ) => SelectQueryBuilder<any, any, any>;
}

export interface ResourceInput {
  /** Singular: the root key of one record (`buyer_fleet`). */
  name: string;
  /** Plural: the path segment and the list root (`buyer_fleets`). */
  plural: string;
  /** Human title for docs (`Buyer fleet`). */
  title?: string;
  description: string;
  family: ResourceFamily;
  fields: Record<string, Field>;
  /** Default: the standard six. */
  operations?: readonly Operation[];
  /** Also accept create at POST /<res>/:id (buyer_groups, buyer_fleets). */
  createAtId?: boolean;
  /** Unique fields that also find a record: GET /<res>/:value/by_<field> (buyers by user_buyer_id). */
  findBy?: readonly string[];
  /** Destroy sets deleted_at; `permanent=true` removes the row. */
  softDelete?: boolean;
  /** Only superuser credentials (suppression lists, admin). */
  superuser?: boolean;
  /** Writable fields the build endpoint takes (default: every writable field). */
  buildParams?: readonly string[];
  filters?: Record<string, CustomFilter>;
  /** Table name (default: plural). */
  table?: string;
  /** List formats (default json and csv). */
  formats?: readonly ('json' | 'csv')[];
  /** Base columns this resource does not have (agent_status_timestamps). */
  omitBaseColumns?: readonly string[];
  /** Extra parameters an operation accepts that are not fields (documented, handled by hooks). */
  extraParams?: Partial<Record<Operation, Record<string, { type: FieldType; description: string }>>>;
  /**
   * Files a generic write takes as multipart/form-data parts (the CSV
   * `import_file` of a suppression list). Documented only: the domain
   * resource reads them from the parameters the upload hook adds.
   */
  uploads?: Partial<Record<'create' | 'update', Record<string, Upload>>>;
  /**
   * Endpoints written by hand beside the generic ones (`POST /leads`,
   * `POST /contacts/:caller_id/caller_block`): the route file registers them
   * from here (`declaredRoutes`), the reference and OpenAPI render them.
   */
  endpoints?: readonly EndpointInput[];
  /**
   * Indexes a domain engine needs beyond the per-field ones (which all lead
   * with company_id): the schedule runner finds due leads across companies.
   */
  indexes?: readonly TableIndex[];
  /**
   * Other names the generic operations are served under, answering with
   * these roots: what TrackDrive's SDKs call the same thing (`billings` for
   * charge_rollups). Declared once here; the routes and the reference read it.
   */
  aliases?: readonly ResourceAlias[];
  /**
   * Nothing in the engine reads these records yet: they are kept and served,
   * and the description says so (`STORED_ONLY_NOTE`) in the reference, the
   * OpenAPI document and the SDK's docs, rather than letting a saved setting
   * look as if it acted.
   */
  storedOnly?: boolean;
}

/** What a stored-only resource's description ends with. */
export const STORED_ONLY_NOTE = 'Stored; no behaviour yet: nothing in Leadline acts on these records.';

/** Another plural (path segment and list root) and singular (record root) of a resource. */
export interface ResourceAlias {
  plural: string;
  name: string;
}

/** An index schema sync creates, named `<table>_<name>`; `where` makes it partial (SQL both databases take). */
export interface TableIndex {
  name: string;
  columns: readonly string[];
  where?: string;
}

/** A file part of a multipart/form-data body. */
export interface Upload {
  description: string;
  required?: boolean;
  /** Media type expected (text/csv). */
  mediaType?: string;
}

/** A declaration, normalised: what the engine, the routes, the docs and the SDK generator read. */
export interface ResourceDefinition
  extends Required<Omit<ResourceInput, 'fields' | 'buildParams' | 'extraParams' | 'endpoints'>> {
  fields: Record<string, FieldSpec>;
  buildParams: readonly string[];
  extraParams: Partial<Record<Operation, Record<string, { type: FieldType; description: string }>>>;
  endpoints: readonly EndpointDefinition[];
  /** PascalCase model name, the `type` base column. */
  type: string;
}

const PLURAL_RE = /^[a-z][a-z0-9_]*$/;

/**
 * Declares a resource once. Everything else about it — table, validation,
 * routes, API reference, SDK types — is derived from what is returned here.
 */
export function defineResource(input: ResourceInput): ResourceDefinition {
  if (!PLURAL_RE.test(input.plural) || !PLURAL_RE.test(input.name)) {
    throw new Error(`Resource names must be snake_case: ${input.name}/${input.plural}`);
  }
  const fields = Object.fromEntries(Object.entries(input.fields).map(([k, v]) => [k, v.spec]));
  for (const key of input.findBy ?? []) {
    if (!fields[key]?.unique) throw new Error(`${input.plural}.${key}: findBy needs a unique field`);
  }
  for (const [key, spec] of Object.entries(fields)) {
    if (!PLURAL_RE.test(key)) throw new Error(`${input.plural}.${key}: field names must be snake_case`);
    if ((spec.type === 'ref' || spec.type === 'refs') && !spec.target) {
      throw new Error(`${input.plural}.${key}: references need a target`);
    }
    checkReferenceDeclared(input.plural, key, spec, fields);
  }
  const operations = input.operations ?? STANDARD_OPERATIONS;
  for (const [op, files] of Object.entries(input.uploads ?? {})) {
    const operation = op as 'create' | 'update';
    if (!operations.includes(operation)) {
      throw new Error(`${input.plural}: uploads on ${op}, which the resource does not offer`);
    }
    for (const name of Object.keys(files ?? {})) {
      if (fields[name]) throw new Error(`${input.plural}.${name}: an upload cannot share a field's name`);
    }
  }
  for (const alias of input.aliases ?? []) {
    if (!PLURAL_RE.test(alias.plural) || !PLURAL_RE.test(alias.name) || alias.plural === input.plural) {
      throw new Error(`${input.plural}: alias ${alias.plural}/${alias.name} must be other snake_case names`);
    }
  }
  for (const endpoint of input.endpoints ?? []) {
    // The reference names generic operations <plural>.<operation>: an endpoint may not take one's name.
    if ((operations as readonly string[]).includes(endpoint.name) || endpoint.name === 'create_at_id') {
      throw new Error(`${input.plural}: endpoint ${endpoint.name} has the name of a generic operation`);
    }
  }
  const writable = Object.entries(fields)
    .filter(([, s]) => s.create !== 'no')
    .map(([k]) => k);
  const type = input.name
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
  return {
    title: input.title ?? humanize(input.name),
    operations,
    createAtId: input.createAtId ?? false,
    findBy: input.findBy ?? [],
    softDelete: input.softDelete ?? false,
    superuser: input.superuser ?? false,
    filters: { ...inverseFilters(input.table ?? input.plural, fields), ...input.filters },
    table: input.table ?? input.plural,
    formats: input.formats ?? ['json', 'csv'],
    omitBaseColumns: input.omitBaseColumns ?? [],
    name: input.name,
    plural: input.plural,
    description: input.storedOnly ? `${input.description} ${STORED_ONLY_NOTE}` : input.description,
    storedOnly: input.storedOnly ?? false,
    family: input.family,
    fields,
    buildParams: input.buildParams ?? writable,
    extraParams: input.extraParams ?? {},
    uploads: input.uploads ?? {},
    indexes: input.indexes ?? [],
    aliases: input.aliases ?? [],
    endpoints: defineEndpoints(input.plural, input.endpoints ?? [], true),
    type,
  };
}

/**
 * An id a client may write is checked against the company's records, so it must be declared
 * as something the engine can check: `f.ref`/`f.refs`, `f.polymorphicRef`, `f.companyRef(s)`, or
 * say why it cannot be (`.unchecked(reason)`). An unchecked `_id` is then impossible to add by
 * accident.
 */
function checkReferenceDeclared(
  plural: string,
  key: string,
  spec: FieldSpec,
  fields: Record<string, FieldSpec>,
) {
  const writable = !spec.computed && (spec.create !== 'no' || spec.update !== 'no');
  const idLike = /_ids?$/.test(key) && (spec.type === 'integer' || spec.type === 'integers');
  if (writable && idLike && !spec.refBy && !spec.companyRef && spec.unchecked === undefined) {
    throw new Error(
      `${plural}.${key}: an id a client writes must be a checked reference (f.ref, f.refs, f.polymorphicRef, ` +
        'f.companyRef) or say why it cannot be (.unchecked(reason))',
    );
  }
  if (spec.refBy) {
    const typeField = fields[spec.refBy.typeField];
    const targets = Object.keys(spec.refBy.targets);
    if (typeField?.type !== 'enum' || targets.some((t) => !typeField.values?.includes(t))) {
      throw new Error(`${plural}.${key}: ${spec.refBy.typeField} must be an enum of ${targets.join(', ')}`);
    }
  }
}

/**
 * A list filter for each inverse boolean (`paused=true` lists the inactive
 * records). The stored boolean is compared through CASE, which both dialects
 * read alike (SQLite keeps 0/1, PostgreSQL a boolean); null is the default, true.
 */
function inverseFilters(table: string, fields: Record<string, FieldSpec>): Record<string, CustomFilter> {
  const out: Record<string, CustomFilter> = {};
  for (const [name, spec] of Object.entries(fields)) {
    const target = spec.inverseOf;
    if (!target) continue;
    out[name] = {
      type: 'boolean',
      description: `true: the records whose ${target} is false (${name} is its opposite)`,
      apply: (qb, value) => {
        const column = sql.ref(`${table}.${target}`);
        return qb.where(
          sql<boolean>`(case when ${column} is null or ${column} then 1 else 0 end) = ${value ? 0 : 1}`,
        );
      },
    };
  }
  return out;
}

const humanize = (s: string) => {
  const words = s.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const isField = (v: unknown): v is Field => v instanceof Field;
