import type { EndpointParams, IntegrationObject } from '../generated/resources.js';
import { type RecordId, Resource } from '../resource.js';
import type { RequestOptions } from '../transport/transport.js';

/** What the receiving system reports about an object; give at least one. Fields left out are kept. */
export type IntegrationObjectUpdateParams = EndpointParams['integrations']['update_object'];

/** The statuses a receiving system may report: every object status but pending, which only delivery sets. */
export type IntegrationObjectReportedStatus = NonNullable<IntegrationObjectUpdateParams['status']>;

/**
 * `client.integrations`: the generic operations, and `updateObject`, for the
 * system that received an integration object (`client.integrationObjects`) to
 * report what became of it. An unknown status, data that is not an object or
 * nothing to change is an UnprocessableEntityError naming the param (`base`
 * for nothing to change); another company's object is a NotFoundError.
 *
 * @example
 *   const object = await client.integrations.updateObject(17, {
 *     status: 'accepted',
 *     external_id: 'crm-8812',
 *     data: { list: 'warm' },
 *   });
 *   console.log(object.status, object.status_changed_at);
 */
export class Integrations extends Resource<'integrations'> {
  /** PUT /integrations/objects/:id (id or uuid): the object as it now is. */
  async updateObject(
    id: RecordId,
    params: IntegrationObjectUpdateParams,
    options?: RequestOptions,
  ): Promise<IntegrationObject> {
    const body = await this.request<{ integration_object: IntegrationObject }>(
      { method: 'PUT', path: `/integrations/objects/${encodeURIComponent(String(id))}`, body: { ...params } },
      options,
    );
    return body.integration_object;
  }
}
