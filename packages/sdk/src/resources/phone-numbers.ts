import type { PhoneNumber } from '../generated/resources.js';
import { type RecordId, Resource } from '../resource.js';
import type { RequestOptions } from '../transport/transport.js';

/** What to look for; every criterion is optional. */
export interface NumberSearchParams {
  /** twilio, telnyx or plivo; blank: the company's only carrier integration. */
  provider?: 'twilio' | 'telnyx' | 'plivo';
  /** The carrier integration to search through (needed when the company has several). */
  integration_id?: number;
  /** ISO 3166 country (default: the company's default country). */
  country?: string;
  number_type?: 'local' | 'toll_free';
  area_code?: string;
  contains?: string;
  state?: string;
  postal_code?: string;
  locality?: string;
  sms_enabled?: boolean;
  /** 1 to 100, default 20. */
  limit?: number;
}

/** A number a carrier offers for rent, in one shape whatever the carrier. */
export interface AvailablePhoneNumber {
  number: string;
  friendly_name: string | null;
  locality: string | null;
  region: string | null;
  postal_code: string | null;
  country: string;
  rate_center: string | null;
  voice_enabled: boolean;
  sms_enabled: boolean;
  mms_enabled: boolean;
  monthly_cost: number | null;
  setup_cost: number | null;
  currency: string | null;
}

export interface NumberSearchAnswer {
  available_phone_numbers: AvailablePhoneNumber[];
  metadata: {
    root: 'available_phone_numbers';
    total_count: number;
    provider: string;
    integration_id: number;
  };
}

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
    } = await this.request<NumberSearchAnswer & { status?: number; errors?: unknown }>(
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
