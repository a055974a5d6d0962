import {
  acceptsSeveral,
  allColumns,
  arrayOperationParams,
  BASE_COLUMN_SPECS,
  COMMON_LIST_PARAMS,
  columnNullable,
  type EndpointDefinition,
  type EndpointGroup,
  type EndpointResponse,
  type FieldType,
  filterParams,
  genericRoutes,
  type Operation,
  type ParamType,
  type ResourceDefinition,
  sortableColumns,
  writableFields,
} from '@leadline/core';

/** One parameter of one operation, as the SDK types and the CLI flags need it. */
export interface ParamDescription {
  name: string;
  type: FieldType;
  required: boolean;
  /** Accepts null (a blank value). */
  nullable: boolean;
  /** A list filter that takes several values (`offer_id=1,2`). */
  many: boolean;
  values?: readonly string[];
  description?: string;
}

/** One column of a record. `type` is the base column `type` when `literal` is set. */
export interface ColumnDescription {
  name: string;
  type: FieldType;
  nullable: boolean;
  literal?: string;
  values?: readonly string[];
  description?: string;
}

/** A resource as the generated SDK sees it: everything read from its declaration, nothing added. */
export interface ResourceDescription {
  name: string;
  plural: string;
  /** camelCase accessor on the client (`buyerFleets`). */
  accessor: string;
  /** PascalCase record type (`BuyerFleet`). */
  typeName: string;
  title: string;
  description: string;
  operations: readonly Operation[];
  softDelete: boolean;
  columns: ColumnDescription[];
  sortable: readonly string[];
  params: Partial<Record<Operation, ParamDescription[]>>;
  routes: RouteDescription[];
}

/** A route of the resource, generic or hand-written, as the server registers it (under /api/v1). */
export interface RouteDescription {
  /** The generic route's kind (`list`, `show_by`, …) or the endpoint's name. */
  name: string;
  method: string;
  path: string;
  /** Hand-written (declared in `endpoints`), not generic. */
  endpoint: boolean;
  public: boolean;
  /** A hand-written endpoint's parameters besides its path parameters (the method's arguments). */
  params?: EndpointParamDescription[];
  /** A hand-written endpoint's path parameters, in path order. */
  pathParams?: EndpointParamDescription[];
  /** A hand-written endpoint's declared success answer. */
  response?: EndpointResponse & { status: number };
}

/** One parameter of a hand-written endpoint, as its declaration gives it. */
export interface EndpointParamDescription {
  name: string;
  type: ParamType;
  required: boolean;
  values?: readonly string[];
  description?: string;
}

/** Endpoints that belong to no resource, as a group. */
export interface EndpointGroupDescription {
  name: string;
  title: string;
  routes: RouteDescription[];
}

/** The hand-written endpoints of every resource, then of every group, by owner (plural or group name). */
export function endpointsByOwner(
  resources: readonly ResourceDescription[],
  groups: readonly EndpointGroupDescription[],
): [owner: string, endpoints: RouteDescription[]][] {
  return [
    ...resources.map((r) => [r.plural, r.routes] as const),
    ...groups.map((g) => [g.name, g.routes] as const),
  ]
    .map(([owner, routes]): [string, RouteDescription[]] => [owner, routes.filter((r) => r.endpoint)])
    .filter(([, endpoints]) => endpoints.length > 0);
}

export const camelCase = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Every resource of the catalog, in catalog order. */
export function describeCatalog(catalog: readonly ResourceDefinition[]): ResourceDescription[] {
  return catalog.map(describeResource);
}

export function describeResource(def: ResourceDefinition): ResourceDescription {
  const ops = new Set(def.operations);
  const params: Partial<Record<Operation, ParamDescription[]>> = {};
  if (ops.has('list')) params.list = listParams(def);
  if (ops.has('build')) params.build = writeParams(def, 'build');
  if (ops.has('create')) params.create = writeParams(def, 'create');
  if (ops.has('show')) params.show = extraParams(def, 'show');
  if (ops.has('update')) params.update = writeParams(def, 'update');
  if (ops.has('destroy')) {
    params.destroy = [
      ...(def.softDelete
        ? [param('permanent', 'boolean', 'Remove the row instead of setting deleted_at')]
        : []),
      ...extraParams(def, 'destroy'),
    ];
  }
  return {
    name: def.name,
    plural: def.plural,
    accessor: camelCase(def.plural),
    typeName: def.type,
    title: def.title,
    description: def.description,
    operations: def.operations,
    softDelete: def.softDelete,
    columns: allColumns(def).map((c) => column(def, c)),
    sortable: sortableColumns(def),
    params,
    routes: [
      ...genericRoutes(def).map((r) => ({
        name: r.kind,
        method: r.method,
        path: r.path,
        endpoint: false,
        public: false,
      })),
      ...def.endpoints.map(endpointRoute),
    ],
  };
}

function endpointRoute(e: EndpointDefinition): RouteDescription {
  const param = (name: string): EndpointParamDescription => {
    const p = e.params[name]!;
    return {
      name,
      type: p.type,
      required: p.required ?? false,
      ...(p.values ? { values: p.values } : {}),
      ...(p.description ? { description: p.description } : {}),
    };
  };
  const params = Object.keys(e.params)
    .filter((name) => !e.pathParams.includes(name))
    .map(param);
  return {
    name: e.name,
    method: e.method,
    path: e.path,
    endpoint: true,
    public: e.public,
    params,
    pathParams: e.pathParams.map(param),
    response: e.response,
  };
}

export function describeEndpointGroup(group: EndpointGroup): EndpointGroupDescription {
  return { name: group.name, title: group.title, routes: group.endpoints.map(endpointRoute) };
}

function column(def: ResourceDefinition, name: string): ColumnDescription {
  const spec = def.fields[name];
  if (!spec) {
    const base = BASE_COLUMN_SPECS.find((c) => c.name === name);
    if (!base) throw new Error(`${def.plural}: unknown base column ${name}`);
    return {
      name,
      type: base.type,
      nullable: base.nullable,
      ...(name === 'type' ? { literal: def.type } : {}),
    };
  }
  const values = spec.shown ? spec.shown.values : spec.values;
  return {
    name,
    type: spec.shown?.type ?? spec.type,
    nullable: columnNullable(spec),
    ...(values ? { values } : {}),
    ...(spec.description ? { description: spec.description } : {}),
  };
}

function writeParams(def: ResourceDefinition, op: 'build' | 'create' | 'update'): ParamDescription[] {
  const out: ParamDescription[] = [];
  for (const [name, spec] of writableFields(def, op)) {
    out.push({
      name,
      type: spec.type,
      required: op === 'create' && spec.create === 'required',
      nullable: spec.blankOk && spec.type !== 'refs' && spec.type !== 'strings' && spec.type !== 'integers',
      many: false,
      ...(spec.values ? { values: spec.values } : {}),
      ...(spec.description ? { description: spec.description } : {}),
    });
    if (op === 'build') continue;
    for (const a of arrayOperationParams(name, spec)) {
      const verb = a.op === 'add' ? 'Adds to' : 'Removes from';
      const by = a.by === 'id' ? 'ids' : `${a.by} values`;
      out.push(
        param(
          a.param,
          a.by === 'id' ? 'refs' : 'strings',
          `${verb} ${name} (${by}); safe under concurrent requests`,
        ),
      );
    }
  }
  // The engine stores this base column from create and update bodies.
  if (op !== 'build' && allColumns(def).includes('external_record_id')) {
    out.push(param('external_record_id', 'string', 'Your own id for the record'));
  }
  return [...out, ...extraParams(def, op)];
}

function listParams(def: ResourceDefinition): ParamDescription[] {
  const out: ParamDescription[] = [];
  for (const [name, filter] of Object.entries(filterParams(def))) {
    if (COMMON_LIST_PARAMS.has(name)) continue;
    const field = def.fields[name];
    const description = def.filters[name]?.description ?? field?.description;
    out.push({
      ...param(name, filter.type === 'refs' ? 'integer' : filter.type, description),
      // As the list parser reads it (list-params.ts).
      many: acceptsSeveral(def, name),
      ...(filter.values ? { values: filter.values } : {}),
    });
  }
  return [...out, ...extraParams(def, 'list').filter((p) => !COMMON_LIST_PARAMS.has(p.name))];
}

function extraParams(def: ResourceDefinition, op: Operation): ParamDescription[] {
  return Object.entries(def.extraParams[op] ?? {}).map(([name, extra]) =>
    param(name, extra.type, extra.description),
  );
}

function param(name: string, type: FieldType, description?: string): ParamDescription {
  return {
    name,
    type,
    required: false,
    nullable: false,
    many: false,
    ...(description ? { description } : {}),
  };
}
