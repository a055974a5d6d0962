import type { APIPromise } from './api-promise.js';
import { type ClientOptions, resolveOptions } from './client-options.js';
import { RESOURCES } from './generated/resources.js';
import { type Plural, Resource, type ResourceClient } from './resource.js';
import { CollectionsResource } from './resources/collections.js';
import { type CustomResources, resourceClass } from './resources/custom.js';
import { DatasetsResource } from './resources/datasets.js';
import { EventsResource } from './resources/events.js';
import { MeResource } from './resources/me.js';
import { WebhooksHelper } from './resources/webhooks.js';
import { type ApiRequest, type RequestOptions, Transport } from './transport/transport.js';

/** A resource object: its declared operations (as its custom class types them, if it has one), plus that class's methods. */
export type ResourceFor<P extends Plural> = P extends keyof CustomResources
  ? ResourceClient<P, InstanceType<CustomResources[P]>> &
      Omit<InstanceType<CustomResources[P]>, keyof Resource<P>>
  : ResourceClient<P>;

type Accessors = typeof RESOURCES;
/** One property per resource: `client.buyerFleets`, `client.callDispositions`, … */
export type ResourceAccessors = {
  readonly [A in keyof Accessors]: ResourceFor<Accessors[A]['plural']>;
};

/**
 * The Leadline API client. Credentials and the server come from the options,
 * else from LEADLINE_BASE_URL, LEADLINE_PUBLIC_KEY / LEADLINE_PRIVATE_KEY or
 * LEADLINE_AUTH_TOKEN.
 *
 * @example
 * const client = new Leadline({ baseURL: 'http://127.0.0.1:3000', publicKey, privateKey });
 * const fleet = await client.buyerFleets.create({ name: 'East', user_fleet_id: 'east' });
 * for await (const buyer of client.buyers.list({ paused: false })) console.log(buyer.name);
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the merged interface declares the resource properties the constructor defines.
export class Leadline {
  /** GET /me: the company, actor and permissions of these credentials. */
  readonly me: MeResource;
  /** GET /collections: the enumerations the API uses. */
  readonly collections: CollectionsResource;
  /** GET /datasets: chart-ready series of calls, leads, billing and number impressions. */
  readonly datasets: DatasetsResource;
  /** GET /events and the live event stream (`for await (const e of client.events.stream())`). */
  readonly events: EventsResource;
  /** `verify(payload, headers, secret)`: checks a delivery's Standard Webhooks signature. */
  readonly webhooks: WebhooksHelper;
  readonly #transport: Transport;
  readonly #byPlural = new Map<string, Resource<Plural>>();

  constructor(options: ClientOptions = {}) {
    this.#transport = new Transport(resolveOptions(options));
    for (const [accessor, { plural, name, operations }] of Object.entries(RESOURCES)) {
      const Class = resourceClass(plural) ?? Resource;
      const resource = new Class(this.#transport, plural, name, operations);
      this.#byPlural.set(plural, resource);
      Object.defineProperty(this, accessor, { value: resource, enumerable: true });
    }
    this.me = new MeResource(this.#transport);
    this.collections = new CollectionsResource(this.#transport);
    this.datasets = new DatasetsResource(this.#transport);
    this.events = new EventsResource(this.#transport);
    this.webhooks = new WebhooksHelper();
  }

  /** A resource object by plural name, for tools that pick the resource at run time. */
  resource<P extends Plural>(plural: P): ResourceFor<P> {
    const resource = this.#byPlural.get(plural);
    if (!resource) throw new TypeError(`No resource ${plural}`);
    return resource as unknown as ResourceFor<P>;
  }

  /**
   * Any endpoint under /api/v1, with the client's credentials, retries and
   * errors: for endpoints the SDK does not wrap yet. Returns the parsed body
   * (`.withResponse()` gives the HTTP answer too).
   */
  request<T = unknown>(request: ApiRequest, options?: RequestOptions): APIPromise<T> {
    return this.#transport.request<T>(request, options);
  }
}

// The resource properties are defined in the constructor from the generated table; this declares their types.
export interface Leadline extends ResourceAccessors {}
