import { AVAILABLE_NUMBERS } from '../carriers/available-numbers.js';
import { COUNTRY_CODE, NUMBER_TYPES, PROVIDERS } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** Carriers Leadline rents numbers from through their APIs (sip numbers are only registered). */
const RENTING_PROVIDERS = PROVIDERS.filter((p) => p !== 'sip');

/**
 * Spec 4.2: list, purchase (create), show, update (traffic source, pool),
 * unrent (destroy), search; no build. The engine (carriers/phone-number-resource.ts)
 * rents and unrents through the company's carrier integration.
 */
export const phoneNumbers = defineResource({
  name: 'phone_number',
  plural: 'phone_numbers',
  family: 'numbers',
  description:
    'A tracking number: the offer, traffic source and number pool its calls belong to. Created with a carrier ' +
    'integration of its provider (integration_type twilio, telnyx or plivo), the number is rented through that ' +
    'account first, and destroying it unrents it there. Without one (or with provider sip) the number is ' +
    'registered as one you already own.',
  operations: ['list', 'create', 'show', 'update', 'destroy'],
  fields: {
    number: f
      .phone()
      .required()
      .createOnly()
      .unique()
      .filter()
      .search()
      .sort()
      .doc("The number, E.164 (normalised with the company's default country)"),
    name: f.string().search().sort().doc('Label for operators'),
    provider: f.enum(PROVIDERS).required().createOnly().doc('Carrier the number is rented from'),
    number_type: f.enum(NUMBER_TYPES).default('local').createOnly().doc('Local or toll-free'),
    integration_id: f
      .ref('integrations')
      .readOnly()
      .filter()
      .doc('Carrier integration the number was rented through (blank: registered, not rented)'),
    offer_id: f.ref('offers').doc('Offer the calls belong to'),
    traffic_source_id: f.ref('traffic_sources').doc('Traffic source credited with the calls'),
    ring_pool_id: f.ref('ring_pools').doc('Pool the number serves (blank: a static tracking number)'),
    provider_sid: f
      .string()
      .readOnly()
      .filter()
      .doc("Carrier's id of the rented number (Twilio PN… sid, Telnyx number order id, Plivo number)"),
    sms_enabled: f
      .boolean()
      .default(true)
      .doc('The number can send texts (false: POST /text_messages refuses it as from, and pools skip it)'),
    calls_count: f.integer().readOnly().default(0).sort().doc('Calls received'),
    last_call_at: f.time().readOnly().sort().doc('When the last call arrived'),
    voice_url: f
      .string()
      .readOnly()
      .unindexed()
      .doc("Where the carrier was told to send the number's calls (blank: not pointed at Leadline)"),
    voice_fallback_url: f
      .string()
      .readOnly()
      .unindexed()
      .doc(
        "Where the carrier was told to send the number's calls when Leadline fails to answer (from its offer)",
      ),
    pointed: f
      .computed('boolean', (row) => typeof row.voice_url === 'string' && row.voice_url !== '', ['voice_url'])
      .doc("Whether the number's calls are pointed at Leadline (voice_url set)"),
    pointing_warning: f
      .string()
      .readOnly()
      .unindexed()
      .doc('Why a rented number was left unpointed (no reachable origin), until point_webhooks points it'),
    sms_url: f
      .string()
      .readOnly()
      .unindexed()
      .doc(
        "Where the carrier was told to send the texts the number receives (blank: not pointed; a Telnyx number needs the integration's settings.messaging_profile_id)",
      ),
  },
  extraParams: {
    create: {
      integration_id: {
        type: 'ref',
        description:
          "Carrier integration to rent the number through (blank: the company's one active integration of the " +
          'provider; with none, the number is registered as one you already own)',
      },
    },
    destroy: {
      release: {
        type: 'boolean',
        description:
          'false deletes the record but keeps the number rented at the carrier (default true: unrent it first)',
      },
    },
  },
  endpoints: [
    {
      name: 'point_webhooks',
      method: 'POST',
      path: '/phone_numbers/:id/point_webhooks',
      summary: "Point a rented number's voice, status and SMS webhooks at Leadline",
      description:
        "Tells the carrier to send the number's calls to POST /inbound_calls/<company uuid>/<provider>/voice, " +
        "their progress to …/status and the texts it receives to …/sms, under the integration's " +
        "settings.callback_base_url, else the server's public URL, else the origin this request reached. Twilio " +
        'sets VoiceUrl, StatusCallback and SmsUrl on the number; Telnyx sets the TeXML application ' +
        '(settings.texml_application_id) and attaches the number to it, and with settings.messaging_profile_id ' +
        "sets that profile's webhook_url and puts the number on it; Plivo sets answer, hangup and message URLs " +
        'on the application (settings.application_id). Renting a number does this already.',
      params: { id: { type: 'string', description: 'Phone number id' } },
      response: { root: 'phone_number', holds: 'record' },
      errors: [
        { code: 'not_found', when: 'no such number' },
        {
          code: 'validation_failed',
          when: 'a registered number, or an integration without its application id',
        },
        { code: 'bad_gateway', when: 'the carrier failed or could not be reached' },
      ],
    },
    {
      name: 'search',
      method: 'GET',
      path: '/phone_numbers/search',
      summary: 'Search numbers a carrier has for rent',
      description:
        "Asks the company's carrier integration (Twilio, Telnyx or Plivo) for numbers matching the criteria. " +
        'Nothing is rented: create a phone number with one of them to rent it. The integration records the ' +
        'outcome (status, last_error, last_checked_at).',
      params: {
        provider: {
          type: 'enum',
          values: RENTING_PROVIDERS,
          description: "Carrier to search (blank: the company's only carrier integration)",
        },
        integration_id: {
          type: 'ref',
          target: 'integrations',
          description: 'Carrier integration to search through (needed when the company has several)',
        },
        country: {
          type: 'string',
          pattern: COUNTRY_CODE,
          description: "ISO 3166 country (blank: the company's default country)",
        },
        number_type: { type: 'enum', values: NUMBER_TYPES, description: 'local (default) or toll_free' },
        area_code: {
          type: 'string',
          pattern: { source: '^\\d{2,5}$', message: 'must be 2 to 5 digits' },
          description: 'Area code (national destination code), e.g. 212',
        },
        contains: {
          type: 'string',
          pattern: { source: '^[0-9A-Za-z*]{1,16}$', message: 'must be up to 16 digits, letters or *' },
          description: 'Digits (or letters of a vanity number) the number contains',
        },
        state: { type: 'string', description: 'State or province, e.g. CA' },
        postal_code: { type: 'string', description: 'Postal code near the number (Twilio only)' },
        locality: { type: 'string', description: 'City' },
        sms_enabled: { type: 'boolean', description: 'Only numbers that can send and receive SMS' },
        limit: { type: 'integer', min: 1, max: 100, description: 'Most numbers to answer (default 20)' },
      },
      response: {
        root: 'available_phone_numbers',
        holds: AVAILABLE_NUMBERS,
        metadata: {
          total_count: { type: 'integer', description: 'Numbers answered' },
          provider: { type: 'string', description: 'Carrier searched' },
          integration_id: { type: 'integer', description: 'Integration searched through' },
        },
      },
      errors: [
        {
          code: 'validation_failed',
          when: 'bad criteria, no (or more than one) carrier integration, credentials the carrier refused',
        },
        { code: 'bad_gateway', when: 'the carrier failed or could not be reached' },
      ],
    },
  ],
});
