import { ERROR_CATALOG, type ErrorCode } from '../errors/catalog.js';
import { type BodyBounds, PUBLIC_BODY_BOUNDS } from './body-bounds.js';
import type { FieldType } from './fields.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a parameter takes: a field type, or a file uploaded as multipart/form-data. */
export type ParamType = FieldType | 'file';

/** One parameter of a hand-written endpoint, as the reference shows it. */
export interface EndpointParam {
  type: ParamType;
  description: string;
  /** Path parameters are always required. */
  required?: boolean;
  values?: readonly string[];
  min?: number;
  max?: number;
  /** string: what a value must match, and the message when it does not. */
  pattern?: { source: string; flags?: string; message: string };
  /** ref/refs: the resource the ids point at. */
  target?: string;
  /** file: the media type expected (text/csv). */
  mediaType?: string;
}

/**
 * A value in an answer. `object`/`objects`: a JSON object (or an array of
 * them), told by `properties`; an `object` with `entries` instead is a map
 * whose every key (one of `values`, when given) holds `entries`. `array`: an
 * array of `entries`.
 */
export interface EndpointValue {
  type: FieldType | 'object' | 'objects' | 'array';
  description: string;
  values?: readonly string[];
  nullable?: boolean;
  /** The key is left out of some answers (the fields a ping webhook chooses). */
  optional?: boolean;
  properties?: Record<string, EndpointValue>;
  /** An object (or each of `objects`) may carry keys beyond `properties` (a call event's fields of its kind). */
  more?: boolean;
  entries?: EndpointValue;
}

/** What a hand-written endpoint answers on success. */
export interface EndpointResponse {
  /** HTTP status of success (default 200). */
  status?: number;
  /**
   * The key holding the answer, which is also `metadata.root`. `:name` means
   * the value of that path parameter (`GET /collections/:type`).
   */
  root: string;
  /**
   * `record`: one record of the resource in the single-record envelope
   * (`status`, `errors`, `checksum`); `records`: several, as
   * `{status, errors, <root>: [...], metadata: {root, total_count}}`; `list`: a
   * list page of the resource (spec 2.2 metadata, `root=false`); otherwise
   * the value the root key holds.
   */
  holds: 'record' | 'records' | 'list' | EndpointValue;
  /** Plural of the resource whose records `record`/`records` are, when not the declaring one (make_call: calls). */
  resource?: string;
  /** More top-level keys beside the root (`lead_id` of a lead post). */
  fields?: Record<string, EndpointValue>;
  /** More keys in `metadata` (`added_count` of caller_block). */
  metadata?: Record<string, EndpointValue>;
  /** Also answers text/csv (`format=csv` or the `.csv` suffix). */
  csv?: boolean;
  /** The body has no `status` and `errors` keys: only the root, the other fields and metadata. */
  bare?: boolean;
  /** `root=false` answers the root's value alone (lists do anyway). */
  rootFalse?: boolean;
  /** The body is XML, not JSON: call instructions a carrier fetches (TwiML, TeXML, Plivo XML). */
  xml?: boolean;
  /** The body is a file of one of these media types (a recording a carrier plays), not JSON. */
  media?: readonly string[];
}

/** An answer worth naming beside the usual 401, 403 and 429, and when it comes. */
export interface EndpointError {
  code: ErrorCode;
  when: string;
}

/**
 * An endpoint written by hand beside the generic ones (`POST /leads`,
 * `POST /contacts/:caller_id/caller_block`). The route file implements it and
 * registers it from this declaration (`declaredRoutes` in the server), so
 * method, path and whether it is public are written once; the reference and
 * OpenAPI render it from here.
 */
export interface EndpointInput {
  /** snake_case, unique in its resource: the OpenAPI operationId is `<plural>.<name>`. */
  name: string;
  method: HttpMethod;
  /** Under /api/v1, Fastify syntax: `/leads/:caller_id/caller_opt_out`. Starts with the resource's plural. */
  path: string;
  summary: string;
  description?: string;
  /** No key pair or token: the endpoint reads its own credential (a lead_token). Every origin may call it. */
  public?: boolean;
  /**
   * false: not held to the per-credential request limit. For carriers'
   * callbacks, whose number the calls Leadline placed already bounds, and
   * which come from a few carrier addresses.
   */
  rateLimited?: boolean;
  /** Also served at `<path>.json` / `<path>.csv` (GET only). */
  suffixes?: readonly ('json' | 'csv')[];
  /**
   * Takes the resource's list parameters beside `params`: `filters` those
   * that choose records (ids, created/updated ranges, fulltext, time_zone and
   * every filter), `all` also paging, order, columns and format. `except`
   * leaves some out (a filter the endpoint forces).
   */
  listParams?: { include: 'filters' | 'all'; except?: readonly string[] };
  /** Every path parameter (`:name`) and each other parameter worth naming. */
  params?: Record<string, EndpointParam>;
  /** Parameters not named are not ignored: what becomes of them (lead tokens). */
  otherParams?: string;
  response: EndpointResponse;
  errors?: readonly EndpointError[];
  /**
   * How a refusal names its problems: `fields` (default) as every Leadline
   * error, `errors: {param: [messages]}`; `sentences` as ping/post sources
   * parse them, `success: false` and `errors: ["…"]`.
   */
  errorBody?: 'fields' | 'sentences';
  /**
   * The most its body may hold, checked before it is parsed (body-bounds.ts).
   * Default: PUBLIC_BODY_BOUNDS for a public endpoint that takes a body, none
   * (the server's body limit) for the others.
   */
  bodyBounds?: BodyBounds;
}

/** An endpoint declaration, normalised. */
export interface EndpointDefinition
  extends Required<
    Omit<EndpointInput, 'listParams' | 'response' | 'description' | 'otherParams' | 'bodyBounds'>
  > {
  description: string;
  bodyBounds: BodyBounds | null;
  listParams: EndpointInput['listParams'] | null;
  otherParams: string | null;
  response: EndpointResponse & { status: number };
  /** Names of the path parameters, in order. */
  pathParams: readonly string[];
}

/** Endpoints that belong to no resource (`GET /me`, `GET /collections`): a reference page of their own. */
export interface EndpointGroupInput {
  /** snake_case; the reference page is /api/docs/1.0/<name> and every path starts with /<name>. */
  name: string;
  title?: string;
  description: string;
  endpoints: readonly EndpointInput[];
}

export interface EndpointGroup {
  name: string;
  title: string;
  description: string;
  endpoints: readonly EndpointDefinition[];
}

const NAME_RE = /^[a-z][a-z0-9_]*$/;
const PATH_PARAM_RE = /:([a-z][a-z0-9_]*)/g;

/** Fastify path (`/leads/:id/id`) → OpenAPI path (`/api/v1/leads/{id}/id`). */
export const openApiPath = (path: string) => `/api/v1${path.replace(PATH_PARAM_RE, '{$1}')}`;

/**
 * Checks and normalises the endpoints of a resource or group. `base` is the
 * path segment every endpoint must start with; `records` says whether the
 * owner has records an answer may hold (resources do, groups do not).
 */
export function defineEndpoints(
  base: string,
  inputs: readonly EndpointInput[],
  records: boolean,
): EndpointDefinition[] {
  const names = new Set<string>();
  const routes = new Set<string>();
  return inputs.map((input) => {
    const where = `${base}: endpoint ${input.name}`;
    if (!NAME_RE.test(input.name)) throw new Error(`${where}: names must be snake_case`);
    if (names.has(input.name)) throw new Error(`${where} is declared twice`);
    names.add(input.name);
    const rest = input.path.startsWith(`/${base}`) ? input.path.slice(base.length + 1) : null;
    if (rest === null || !(rest === '' || /^[/.]/.test(rest))) {
      throw new Error(`${where}: the path must start with /${base}`);
    }
    const route = `${input.method} ${input.path.replace(PATH_PARAM_RE, ':')}`;
    if (routes.has(route)) throw new Error(`${where}: ${input.method} ${input.path} is declared twice`);
    routes.add(route);
    const pathParams = [...input.path.matchAll(PATH_PARAM_RE)].map((m) => m[1]!);
    const params: Record<string, EndpointParam> = { ...input.params };
    for (const name of pathParams) {
      const param = params[name];
      if (!param) throw new Error(`${where}: path parameter ${name} needs a description in params`);
      params[name] = { ...param, required: true };
    }
    for (const [name, param] of Object.entries(params)) {
      if (param.type === 'file' && (input.method === 'GET' || input.method === 'DELETE')) {
        throw new Error(`${where}: ${name} is a file, which only a POST, PUT or PATCH body carries`);
      }
    }
    if (input.suffixes?.length && input.method !== 'GET') {
      throw new Error(`${where}: only GET endpoints take a .json/.csv suffix`);
    }
    if (!records && typeof input.response.holds === 'string') {
      throw new Error(`${where}: only a resource's endpoints answer with its records`);
    }
    const { holds, fields, metadata } = input.response;
    const values = [...(typeof holds === 'object' ? [holds] : []), ...Object.values(fields ?? {})];
    for (const v of [...values, ...Object.values(metadata ?? {})]) checkValue(where, v);
    for (const e of input.errors ?? []) {
      if (!ERROR_CATALOG[e.code]) throw new Error(`${where}: unknown error code ${e.code}`);
    }
    return {
      name: input.name,
      method: input.method,
      path: input.path,
      summary: input.summary,
      description: input.description ?? '',
      public: input.public ?? false,
      rateLimited: input.rateLimited ?? true,
      suffixes: input.suffixes ?? [],
      listParams: input.listParams ?? null,
      params,
      otherParams: input.otherParams ?? null,
      response: { ...input.response, status: input.response.status ?? 200 },
      errors: input.errors ?? [],
      errorBody: input.errorBody ?? 'fields',
      bodyBounds: input.bodyBounds ?? (input.public && input.method !== 'GET' ? PUBLIC_BODY_BOUNDS : null),
      pathParams,
    };
  });
}

/** `entries` tells what an array or a map holds, and nothing else has them. */
function checkValue(where: string, v: EndpointValue): void {
  if (v.type === 'array' && !v.entries) throw new Error(`${where}: an array value needs its entries`);
  if (v.entries && v.type !== 'array' && v.type !== 'object') {
    throw new Error(`${where}: only an array or an object (a map) has entries`);
  }
  if (v.entries && v.properties) throw new Error(`${where}: a map has entries or properties, not both`);
  for (const p of [...Object.values(v.properties ?? {}), ...(v.entries ? [v.entries] : [])])
    checkValue(where, p);
}

/** Declares endpoints that belong to no resource (`/me`, `/collections`). */
export function defineEndpointGroup(input: EndpointGroupInput): EndpointGroup {
  if (!NAME_RE.test(input.name)) throw new Error(`Endpoint group names must be snake_case: ${input.name}`);
  return {
    name: input.name,
    title: input.title ?? input.name.charAt(0).toUpperCase() + input.name.slice(1).replace(/_/g, ' '),
    description: input.description,
    endpoints: defineEndpoints(input.name, input.endpoints, false),
  };
}
