import { eventEndpoints } from '../../events/event-endpoints.js';
import { defineEndpointGroup, type EndpointGroup } from '../endpoints.js';
import { datasetEndpoints } from './dataset-endpoints.js';
import { inboundCallEndpoints } from './inbound-call-endpoints.js';
import { CALL_STATUS_ANSWER, SECURE_CALL_PARAMS, SECURE_CALL_UPDATE_PARAMS } from './routing/call-params.js';

/** GET /me (our addition): the cheapest way for a client to check its set-up. `server/src/routes/me.ts`. */
export const meEndpoints = defineEndpointGroup({
  name: 'me',
  title: 'Me',
  description:
    'Which company, actor and permissions these credentials are: the cheapest way to check a key pair or token.',
  endpoints: [
    {
      name: 'show',
      method: 'GET',
      path: '/me',
      summary: 'Show the company, actor and permissions of these credentials',
      response: {
        root: 'me',
        holds: {
          type: 'object',
          description: 'The credentials as the API sees them',
          properties: {
            company: {
              type: 'object',
              description: 'The company they act in',
              properties: {
                id: { type: 'integer', description: 'Company id' },
                uuid: { type: 'string', description: 'Company uuid' },
                name: { type: 'string', description: 'Company name' },
                subdomain: { type: 'string', description: 'Subdomain (also accepted as company_id)' },
                time_zone: { type: 'string', description: 'IANA zone times are shown in' },
                default_country: { type: 'string', description: 'Country phone numbers are read in' },
                created_at: { type: 'time', description: 'When the company was created' },
                updated_at: { type: 'time', description: 'When the company last changed' },
              },
            },
            actor: {
              type: 'object',
              description: 'Who acts: an access key pair (api_key) or a user (developer token)',
              properties: {
                type: { type: 'enum', values: ['api_key', 'user', 'system'], description: 'Kind of actor' },
                id: { type: 'integer', nullable: true, description: 'Key or user id' },
                name: { type: 'string', description: 'Key or user name' },
              },
            },
            permissions: {
              type: 'object',
              description:
                'superuser flag and access per resource family (none, read or write; * for the others)',
              properties: {
                superuser: { type: 'boolean', description: 'Superuser credentials' },
                access: {
                  type: 'object',
                  description: 'Resource family (or *) → none, read or write',
                  entries: { type: 'enum', values: ['none', 'read', 'write'], description: 'The access' },
                },
              },
            },
          },
        },
      },
    },
  ],
});

/** GET /collections and /collections/:type. `server/src/routes/collections.ts`, values from `reference/collections.ts`. */
export const collectionEndpoints = defineEndpointGroup({
  name: 'collections',
  title: 'Collections',
  description:
    'The enumerations the API uses: time_zone, us_state, resource_family, error_code, order_dir, and every enum ' +
    'field as <resource>.<field> (and as <field> when that name means one set of values API-wide).',
  endpoints: [
    {
      name: 'list',
      method: 'GET',
      path: '/collections',
      summary: 'List the collection types',
      response: {
        root: 'collections',
        bare: true,
        holds: { type: 'strings', description: 'Every type GET /collections/:type serves, sorted' },
      },
    },
    {
      name: 'show',
      method: 'GET',
      path: '/collections/:type',
      summary: 'The values of one collection',
      params: {
        type: {
          type: 'string',
          description:
            'A type from GET /collections (time_zone, us_state, buyers.route_by_type…); .json is ignored',
        },
      },
      response: {
        root: ':type',
        bare: true,
        rootFalse: true,
        holds: {
          type: 'objects',
          description: 'The values, each with a label',
          properties: {
            value: { type: 'string', description: 'What the API takes and answers' },
            label: { type: 'string', description: 'Readable name' },
          },
        },
        metadata: { total_count: { type: 'integer', description: 'Number of values' } },
      },
      errors: [{ code: 'not_found', when: 'no collection of that type' }],
    },
  ],
});

/** What the secure update and hang-up answer: the call's state, not the whole record (a buyer holds the token). */
const SECURE_CALL_VIEW = {
  type: 'object',
  description: 'The call as it now stands',
  properties: {
    uuid: { type: 'string', description: "The call's uuid" },
    status: { type: 'string', description: "Its status in Leadline's words" },
    revenue: { type: 'decimal', description: 'Revenue of the call' },
    buyer_converted: { type: 'boolean', description: 'Whether the buyer converted' },
    data: { type: 'object', description: "The call's tokens (token_values)" },
  },
} as const;

/**
 * Carriers' callbacks for a call Leadline placed (`server/src/routes/secure-calls.ts`):
 * public, the call's secret token in the path proves the caller is the carrier
 * it was given to.
 */
export const secureEndpoints = defineEndpointGroup({
  name: 'secure',
  title: 'Secure call callbacks',
  description:
    'What a carrier asks about a call Leadline placed (POST /schedules/make_call): the instructions when the ' +
    "lead answers, and the call's progress. The URLs are handed to the carrier with the call; the secure " +
    'token in them belongs to that call alone, so no key pair is needed. A buyer given the token and uuid ' +
    '(SIP headers, custom parameters) updates, hangs up and reads the call with them too.',
  endpoints: [
    {
      name: 'call_answer',
      method: 'POST',
      path: '/secure/:secure_token/calls/:uuid/answer',
      public: true,
      rateLimited: false,
      summary: 'Instructions for an answered call (TwiML, TeXML or Plivo XML)',
      description:
        "Forwards the call to the offer's first available buyer (attached, not paused, open, under its caps, " +
        'the caller not suppressed for it), showing the tracking number and ringing for its timeout_seconds; ' +
        'the Dial reports how it went to call_dial_result. With no buyer available, hangs up. The buyer ' +
        'chosen is written to the call.',
      params: SECURE_CALL_PARAMS,
      response: {
        root: 'Response',
        xml: true,
        holds: {
          type: 'string',
          description: '<Response><Dial callerId="…"><Number>…</Number></Dial></Response>',
        },
      },
      errors: [{ code: 'not_found', when: 'no call with that uuid and token' }],
    },
    {
      name: 'call_dial_result',
      method: 'POST',
      path: '/secure/:secure_token/calls/:uuid/dial_result',
      public: true,
      rateLimited: false,
      summary: 'How the forward to a buyer went (the Dial action), and what the call does next',
      description:
        'Twilio and TeXML post DialCallStatus and DialCallDuration, Plivo DialStatus and DialBLegDuration. A ' +
        'buyer that answered ends the call when it hangs up (answered_duration is written). One that did not ' +
        'answer passes the call to the next available buyer it has not been offered to (buyers_tried); with ' +
        'none left the call hangs up with hangup_cause no_buyer_answered.',
      params: {
        ...SECURE_CALL_PARAMS,
        DialCallStatus: {
          type: 'string',
          description: 'completed, busy, no-answer, failed… (Plivo: DialStatus)',
        },
      },
      response: {
        root: 'Response',
        xml: true,
        holds: {
          type: 'string',
          description:
            '<Response><Dial …><Number>next buyer</Number></Dial></Response>, or <Response><Hangup/></Response>',
        },
      },
      errors: [{ code: 'not_found', when: 'no call with that uuid and token' }],
    },
    {
      name: 'call_status',
      method: 'POST',
      path: '/secure/:secure_token/calls/:uuid/status',
      public: true,
      rateLimited: false,
      summary: "The carrier's report of the call's progress",
      description:
        "Reads the carrier's status callback (Twilio and TeXML: CallStatus, CallDuration; Plivo: CallStatus, " +
        'Duration, HangupCause) into the call: status, answered_at, ended_at, total_duration, hangup_cause. ' +
        'A report older than what the call already says changes nothing.',
      params: {
        ...SECURE_CALL_PARAMS,
        CallStatus: {
          type: 'string',
          description: "The carrier's status word (queued, ringing, in-progress…)",
        },
      },
      response: CALL_STATUS_ANSWER,
      errors: [{ code: 'not_found', when: 'no call with that uuid and token' }],
    },
    {
      name: 'call_update',
      method: 'PUT',
      path: '/secure/:secure_token/calls/:uuid',
      public: true,
      summary: "A buyer's update of the call it was sent (the secure token from the SIP headers)",
      description:
        "Sets revenue (or add_revenue) and buyer_converted, merges data into the call's token_values, and " +
        'with digits presses keys on the live call (as POST /calls/send_key_press). The same update as ' +
        'POST /calls/:id, limited to what the buyer reports; a bad value is a 422 naming it and nothing ' +
        'is written.',
      params: { ...SECURE_CALL_PARAMS, ...SECURE_CALL_UPDATE_PARAMS },
      response: { root: 'call', holds: SECURE_CALL_VIEW },
      errors: [
        {
          code: 'validation_failed',
          when: 'a bad value, an unknown parameter, digits for a call not answered or over',
        },
        { code: 'not_found', when: 'no call with that uuid and token' },
        { code: 'bad_gateway', when: 'the carrier failed to take the digits' },
      ],
    },
    {
      name: 'call_hang_up',
      method: 'DELETE',
      path: '/secure/:secure_token/calls/:uuid',
      public: true,
      summary: 'Hang up the call (the secure token from the SIP headers)',
      description:
        'Ends the call at its carrier and on the record (hangup_cause hung_up_by_api), as DELETE /calls/:id. ' +
        'A call that has ended already is answered as it is.',
      params: SECURE_CALL_PARAMS,
      response: { root: 'call', holds: SECURE_CALL_VIEW },
      errors: [
        { code: 'not_found', when: 'no call with that uuid and token' },
        { code: 'bad_gateway', when: 'the carrier failed or could not be reached' },
      ],
    },
    {
      name: 'call_data',
      method: 'GET',
      path: '/secure/:secure_token/calls/:uuid/data',
      public: true,
      summary: "The call's uuid and data (its token_values)",
      params: SECURE_CALL_PARAMS,
      response: {
        root: 'data',
        holds: { type: 'object', description: 'The call\'s tokens (token_values): {"first_name":"Ann"}' },
        fields: { uuid: { type: 'string', description: "The call's uuid" } },
      },
      errors: [{ code: 'not_found', when: 'no call with that uuid and token' }],
    },
  ],
});

/** Dynamic number insertion (trackdrive-optimizer.js): `server/src/routes/numbers.ts`, `core/src/dni/`. */
export const numberEndpoints = defineEndpointGroup({
  name: 'numbers',
  title: 'Dynamic number insertion',
  description:
    "A landing page's tracking number: the offer's ring pool lends the visitor a number for the pool's " +
    'token_hold_time (the same visitor, or in a tokens pool the same token values, keeps it), and the visit is ' +
    'recorded in impressions (GET /impressions, also /page_views).',
  endpoints: [
    {
      name: 'request_number',
      method: 'GET',
      path: '/numbers',
      suffixes: ['json'],
      public: true,
      summary: 'Lend a visitor a tracking number of the offer, and record the impression',
      description:
        'Public, every origin (browsers may send credentials): the offer_token names the offer. Its first active ring pool of tracking_type visitor or tokens lends a number no other visitor holds and no post holds, the longest free first.',
      params: {
        offer_token: {
          type: 'string',
          description: "The offer's lead_token (32 characters), as trackdrive-optimizer.js sends it",
        },
        offer_key: { type: 'string', description: 'Same as offer_token (older scripts)' },
        tokens: {
          type: 'json',
          description:
            'Token values of the visit (a hash, or its JSON text: data-tokens); kept on the impression',
        },
        impressions: {
          type: 'json',
          description: 'The visit: {"url","referrer","visitor_id","ga_client_id"} (a hash or its JSON text)',
        },
        visitor_id: { type: 'string', description: 'The visitor cookie id (also inside impressions)' },
      },
      response: {
        root: 'number',
        bare: true,
        holds: {
          type: 'object',
          description: 'The number lent to the visitor',
          properties: {
            id: { type: 'integer', description: 'Phone number id' },
            plain_number: { type: 'string', description: 'E.164: +18662222644 ([plain_number])' },
            human_number: { type: 'string', description: 'National format: (866) 222-2644 ([human_number])' },
            extension: {
              type: 'string',
              nullable: true,
              description: 'Always null: numbers have no extension',
            },
            checksum: { type: 'string', description: 'MD5 of the other keys' },
          },
        },
      },
      errors: [
        {
          code: 'validation_failed',
          when: 'offer_token is missing, unknown or of an inactive offer, the offer has no visitor or tokens ring pool, every pool number is held, or tokens/impressions are not hashes',
        },
      ],
    },
  ],
});

/** Endpoints outside every resource, each group a reference page of its own. */
export const ENDPOINT_GROUPS: readonly EndpointGroup[] = [
  meEndpoints,
  collectionEndpoints,
  secureEndpoints,
  inboundCallEndpoints,
  datasetEndpoints,
  numberEndpoints,
  eventEndpoints,
];
