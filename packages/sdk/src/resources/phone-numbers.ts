import type { EndpointAnswers } from '../generated/answers.js';
import type { EndpointParams, PhoneNumber } from '../generated/resources.js';
import { type RecordId, Resource } from '../resource.js';
import type { RequestOptions } from '../transport/transport.js';

/** What to look for; every criterion is optional (declared in core). */
export type NumberSearchParams = EndpointParams['phone_numbers']['search'];

type SearchBody = EndpointAnswers['phone_numbers']['search'];

/** A number a carrier offers for rent, in one shape whatever the carrier. */
export type AvailablePhoneNumber = SearchBody['available_phone_numbers'][number];

export type NumberSearchAnswer = Omit<SearchBody, 'status' | 'errors'>;

/**
 * `client.phoneNumbers`: the generic operations, where create rents the
 * number through the company's carrier integration and delete unrents it
 * (`{ release: false }` keeps it rented), and search.
 *
 * @example
 *   const { available_phone_numbers: [first] } = await client.phoneNumbers.search({ area_code: '212' });
 *   await client.phoneNumbers.create({ number: first.number, provider: 'twilio' });
 */
export class PhoneNumbers extends Resource<'phone_numbers'> {
  /** GET /phone_numbers/search: numbers the carrier has for rent (nothing is rented). */
  async search(params: NumberSearchParams = {}, options?: RequestOptions): Promise<NumberSearchAnswer> {
    const {
      status: _status,
      errors: _errors,
      ...answer
    } = await this.request<SearchBody>(
      { method: 'GET', path: '/phone_numbers/search', query: params as Record<string, unknown> },
      options,
    );
    return answer;
  }

  /** POST /phone_numbers/:id/point_webhooks: points a rented number's voice and status webhooks at Leadline. */
  async pointWebhooks(id: RecordId, options?: RequestOptions): Promise<PhoneNumber> {
    const body = await this.request<{ phone_number: PhoneNumber }>(
      { method: 'POST', path: `${this.path(id)}/point_webhooks` },
      options,
    );
    return body.phone_number;
  }
}
