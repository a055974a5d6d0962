import type { EndpointParam, EndpointResponse } from '../kernel/endpoints.js';

/** The path of every URL a carrier gets for one call: the call's own secret and its uuid. */
export const SECURE_CALL_PARAMS: Record<string, EndpointParam> = {
  secure_token: {
    type: 'string',
    description: "The call's own secret, given to the carrier with the call",
  },
  uuid: { type: 'string', description: "The call's uuid" },
};

/** What a carrier's status callback is answered (secure and inbound calls alike). */
export const CALL_STATUS_ANSWER: EndpointResponse = {
  root: 'call',
  holds: {
    type: 'object',
    description: 'The call as it now stands',
    properties: {
      uuid: { type: 'string', description: "The call's uuid" },
      status: { type: 'string', description: "Its status in Leadline's words" },
    },
  },
};

/**
 * What POST /schedules/make_call and POST /calls take: the same call, placed
 * through the same machinery (calls/make-call.ts), declared once.
 */
export const MAKE_CALL_PARAMS: Record<string, EndpointParam> = {
  lead_id: { type: 'ref', target: 'leads', description: 'The lead to call (recommended)' },
  schedule_id: {
    type: 'ref',
    target: 'schedules',
    description: "The schedule calling (default: the lead's schedule)",
  },
  lead_token: { type: 'string', description: "A schedule's lead token, instead of schedule_id" },
  to: { type: 'phone', description: 'Number to call when no lead_id is given (any format)' },
  caller_id: { type: 'phone', description: 'Same as to (the name lead posts use)' },
  from: {
    type: 'phone',
    description: "Caller id to show: one of the company's phone numbers (default: the schedule's pool)",
  },
  integration_id: {
    type: 'ref',
    target: 'integrations',
    description: 'Carrier account to call through (default: the one that owns the from number)',
  },
  data: { type: 'json', description: 'Lead tokens for a lead the call creates: {"first_name":"Ann"}' },
};

/** DTMF a carrier plays: digits, `*` and `#`; `w` waits half a second, `W` a second. */
export const KEY_PRESS_DIGITS: EndpointParam = {
  type: 'string',
  description: 'Keys to press: 0-9, * and #; w waits half a second, W a second ("1", "ww2#")',
  max: 50,
  pattern: { source: '^[0-9*#wW]+$', message: 'Must be digits 0-9, *, # (w and W wait)' },
};

/** Revenue a buyer reports for a call (the secure update takes these and no more). */
const REVENUE_PARAMS: Record<string, EndpointParam> = {
  revenue: { type: 'decimal', min: 0, description: "Sets the call's revenue (10.50)" },
  add_revenue: {
    type: 'decimal',
    description: "Adds to the call's revenue (2.5 makes 10.50 into 13); not with revenue",
  },
  buyer_converted: {
    type: 'boolean',
    description: 'Did the buyer convert? (1, true, yes, on, 0, false, no, off)',
  },
};

/**
 * POST and PUT /calls/:id, POST /calls/update_call/:uuid and
 * POST /calls/update_by_caller_id/:caller_id: TrackDrive's call update
 * (trackdrive.com/api/docs/1.0/calls/update.html).
 */
export const CALL_UPDATE_PARAMS: Record<string, EndpointParam> = {
  ...REVENUE_PARAMS,
  payout: { type: 'decimal', min: 0, description: 'Sets the payout owed to the traffic source' },
  add_payout: { type: 'decimal', description: 'Adds to the payout; not with payout' },
  offer_converted: {
    type: 'boolean',
    description: 'Did the traffic source convert? (1, true, yes, on, 0, false, no, off)',
  },
  trackdrive_buyer_id: {
    type: 'ref',
    target: 'buyers',
    description: "Assigns the call to this buyer (one of the company's): the call's buyer_id",
  },
  trackdrive_traffic_source_id: {
    type: 'string',
    description:
      "Credits the call to this traffic source of the company (the call's traffic_source_id), named as a lead " +
      'post names it: by its user_traffic_source_id (afid: 1000, P100326) or else its id',
  },
  post_call_tokens: {
    type: 'json',
    description:
      'Contact fields and tokens merged into the call\'s token_values: {"first_name":"Ann","good_lead":"yes"}',
  },
};

/** PUT /secure/:secure_token/calls/:uuid: what a buyer holding the call's secure token may change. */
export const SECURE_CALL_UPDATE_PARAMS: Record<string, EndpointParam> = {
  ...REVENUE_PARAMS,
  digits: {
    ...KEY_PRESS_DIGITS,
    description: `Also sends these key presses into the live call. ${KEY_PRESS_DIGITS.description}`,
  },
  data: { type: 'json', description: 'Tokens merged into the call\'s token_values: {"policy_id":"P-1"}' },
};

/** Parameters every request may carry besides an endpoint's own: credentials and the company. */
export const REQUEST_PARAMS: readonly string[] = [
  'auth_token',
  'company_id',
  'subdomain',
  'format',
  'serializer',
];
