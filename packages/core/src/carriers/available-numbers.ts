import type { EndpointValue } from '../kernel/endpoints.js';

/** What GET /phone_numbers/search answers: core's `AvailableNumber` is one of them, whatever the carrier. */
export const AVAILABLE_NUMBERS = {
  type: 'objects',
  description: 'Numbers the carrier offers, in its order',
  properties: {
    number: { type: 'phone', description: 'The number, E.164' },
    friendly_name: { type: 'string', nullable: true, description: 'As the carrier formats it' },
    locality: { type: 'string', nullable: true, description: 'City' },
    region: { type: 'string', nullable: true, description: 'State or province' },
    postal_code: { type: 'string', nullable: true, description: 'Postal code' },
    country: { type: 'string', description: 'ISO country' },
    rate_center: { type: 'string', nullable: true, description: 'Rate center' },
    voice_enabled: { type: 'boolean', description: 'Takes calls' },
    sms_enabled: { type: 'boolean', description: 'Takes SMS' },
    mms_enabled: { type: 'boolean', description: 'Takes MMS' },
    monthly_cost: {
      type: 'decimal',
      nullable: true,
      description: 'Monthly rent, when the carrier says',
    },
    setup_cost: {
      type: 'decimal',
      nullable: true,
      description: 'One-off cost, when the carrier says',
    },
    currency: { type: 'string', nullable: true, description: 'Currency of the costs' },
  },
} as const satisfies EndpointValue;
