import type { EndpointAnswers } from '../generated/answers.js';
import type { RequestOptions, Transport } from '../transport/transport.js';

/** One entry of a collection: the value the API takes and a label for people. */
export type CollectionItem = EndpointAnswers['collections']['show'][string][number];

/** `client.collections`: the enumerations the API uses (time_zone, us_state, every enum field). */
export class CollectionsResource {
  constructor(private readonly transport: Transport) {}

  /** The names of every collection (`time_zone`, `buyers.route_by_type`, …). */
  async list(options?: RequestOptions): Promise<string[]> {
    const body = await this.transport.request<{ collections: string[] }>(
      { method: 'GET', path: '/collections' },
      options,
    );
    return body.collections;
  }

  /** The entries of one collection. */
  async show(type: string, options?: RequestOptions): Promise<CollectionItem[]> {
    const body = await this.transport.request<Record<string, CollectionItem[]>>(
      { method: 'GET', path: `/collections/${encodeURIComponent(type)}` },
      options,
    );
    return body[type] ?? [];
  }
}
