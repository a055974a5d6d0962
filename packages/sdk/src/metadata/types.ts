import type { ValueType } from '../generated/value-types.js';
import type { Operation } from '../types.js';

export type { ValueType };

/** The type, allowed values and docs of a column or parameter name. */
export interface ValueMetadata {
  type: ValueType;
  values?: readonly string[];
  description?: string;
}

/**
 * One parameter of an operation: a writable field, an add_/remove_ list
 * operation, a filter or an extra. Its type is `values[name]` unless it
 * carries its own (a filter that means something else than the column).
 */
export interface ParamMetadata extends Partial<ValueMetadata> {
  name: string;
  required?: true;
  /** Accepts null (blank). */
  nullable?: true;
  /** A filter that takes several values. */
  many?: true;
}

/**
 * A resource as tools see it (the CLI builds its commands and flags from
 * these), generated from the same declarations as the server's routes.
 */
export interface ResourceMetadata {
  name: string;
  plural: string;
  /** The client's property for it: `client.buyerFleets`. */
  accessor: string;
  title: string;
  description: string;
  operations: readonly Operation[];
  softDelete: boolean;
  /** Columns of a record, in order. */
  columns: readonly string[];
  /** Columns `order` accepts. */
  sortable: readonly string[];
  /** Type and docs of every parameter name. */
  values: Readonly<Record<string, ValueMetadata>>;
  /** Parameters of each declared operation besides the common list ones. */
  params: Partial<Record<Operation, readonly ParamMetadata[]>>;
  /** Every route of the resource as the server registers it: generic ones, then hand-written endpoints. */
  routes: readonly RouteMetadata[];
}

/** One route under /api/v1, in Fastify syntax (`/buyers/:id`). */
export interface RouteMetadata {
  /** The generic route's kind (`list`, `show_by`, …) or the hand-written endpoint's name. */
  name: string;
  method: string;
  path: string;
  /** A hand-written endpoint (declared in `endpoints`). */
  endpoint?: true;
  /** Answers without credentials. */
  public?: true;
  /** A hand-written endpoint's parameters besides its path parameters, as declared (the CLI's flags). */
  params?: readonly EndpointParamMetadata[];
}

/** One parameter of a hand-written endpoint; `file` is an upload. */
export interface EndpointParamMetadata {
  name: string;
  type: ValueType | 'file';
  required?: true;
  values?: readonly string[];
  description?: string;
}

/** Endpoints that belong to no resource (`/me`, `/collections`). */
export interface EndpointGroupMetadata {
  name: string;
  title: string;
  routes: readonly RouteMetadata[];
}

/** One of the list parameters every resource takes, with its limits. */
export interface CommonParamMetadata extends ValueMetadata {
  name: string;
  min?: number;
  max?: number;
}
