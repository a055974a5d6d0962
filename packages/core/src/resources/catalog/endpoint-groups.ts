import { eventEndpoints } from '../../events/event-endpoints.js';
import { defineEndpointGroup, type EndpointGroup } from '../endpoints.js';

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
                access: { type: 'json', description: '{"<family>": "none" | "read" | "write"}' },
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

const SECURE_CALL_PARAMS = {
  secure_token: {
    type: 'string',
    description: "The call's own secret, given to the carrier when it was placed",
  },
  uuid: { type: 'string', description: "The call's uuid" },
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
    'token in them belongs to that call alone, so no key pair is needed.',
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
      response: {
        root: 'call',
        holds: {
          type: 'object',
          description: 'The call as it now stands',
          properties: {
            uuid: { type: 'string', description: "The call's uuid" },
            status: { type: 'string', description: "Its status in Leadline's words" },
          },
        },
      },
      errors: [{ code: 'not_found', when: 'no call with that uuid and token' }],
    },
  ],
});

/** Endpoints outside every resource, each group a reference page of its own. */
export const ENDPOINT_GROUPS: readonly EndpointGroup[] = [
  meEndpoints,
  collectionEndpoints,
  secureEndpoints,
  eventEndpoints,
];
