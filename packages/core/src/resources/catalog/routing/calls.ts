import { defineResource } from '../../define.js';
import { f } from '../../fields.js';
import { PROVIDERS } from './common.js';

/** Where a call is, in one vocabulary for every carrier (Twilio's, TeXML's and Plivo's words map here). */
export const CALL_STATUSES = [
  'queued',
  'ringing',
  'in_progress',
  'completed',
  'busy',
  'no_answer',
  'failed',
  'canceled',
] as const;

/** Statuses after which nothing more happens on the call. */
export const FINAL_CALL_STATUSES: readonly (typeof CALL_STATUSES)[number][] = [
  'completed',
  'busy',
  'no_answer',
  'failed',
  'canceled',
];

/**
 * Spec 4.3 (GET /calls, GET /calls/:id), the first slice of the calls engine:
 * outbound calls placed by POST /schedules/make_call, kept up to date by the
 * carrier's callbacks. Columns follow the live call record of domain notes 3.6.
 */
export const calls = defineResource({
  name: 'call',
  plural: 'calls',
  family: 'calls',
  description:
    'One phone call: who was called from which number, for which offer, schedule and lead, through which ' +
    'carrier, the buyer it was forwarded to, and how it ended. Outbound calls are placed by ' +
    'POST /schedules/make_call; the carrier reports their progress. Written by the engine; list and show.',
  operations: ['list', 'show'],
  // Implemented in server/src/routes/calls.ts on leadline.callHangups and the generic list.
  endpoints: [
    {
      name: 'live_calls',
      method: 'GET',
      path: '/calls/live_calls',
      suffixes: ['json', 'csv'],
      summary: 'List the calls in progress (queued, ringing or connected)',
      description:
        'The calls list with in_progress=true forced, with every list parameter; .csv streams CSV.',
      listParams: { include: 'all', except: ['in_progress'] },
      response: { root: 'calls', holds: 'list', csv: true },
      errors: [{ code: 'validation_failed', when: 'a bad list parameter' }],
    },
    {
      name: 'by_caller_number',
      method: 'GET',
      path: '/calls/:caller_number/by_caller_number',
      suffixes: ['json', 'csv'],
      summary: "List a number's calls",
      description:
        'The calls list of one consumer number (digits, with or without +), with every list parameter.',
      listParams: { include: 'all', except: ['caller_number'] },
      params: { caller_number: { type: 'phone', description: 'The consumer number, any format' } },
      response: { root: 'calls', holds: 'list', csv: true },
      errors: [
        { code: 'validation_failed', when: 'caller_number is not a phone number, or a bad list parameter' },
      ],
    },
    {
      name: 'hang_up',
      method: 'DELETE',
      path: '/calls/:id',
      summary: 'Hang up a call in progress',
      description:
        'Cancels the call at its carrier while it is queued or ringing, hangs it up once answered, and closes ' +
        'it with hangup_cause hung_up_by_api. A call that has ended already is answered as it is.',
      params: { id: { type: 'string', description: 'Call id or uuid' } },
      response: { root: 'call', holds: 'record' },
      errors: [
        { code: 'not_found', when: 'no such call' },
        { code: 'bad_gateway', when: 'the carrier failed or could not be reached' },
      ],
    },
  ],
  filters: {
    in_progress: {
      type: 'boolean',
      description:
        'true: only calls that have not ended (queued, ringing, in_progress); false: the ended ones',
      apply: (qb, value) =>
        qb.where('calls.status', value === false ? 'in' : 'not in', [...FINAL_CALL_STATUSES]),
    },
    ended_at_from: {
      type: 'time',
      description: 'Calls that ended at or after this time',
      apply: (qb, value) => qb.where('calls.ended_at', '>=', value as number),
    },
    ended_at_to: {
      type: 'time',
      description: 'Calls that ended at or before this time',
      apply: (qb, value) => qb.where('calls.ended_at', '<=', value as number),
    },
  },
  fields: {
    direction: f.enum(['inbound', 'outbound']).readOnly().filter().doc('outbound: Leadline called the lead'),
    caller_number: f
      .phone()
      .readOnly()
      .filter()
      .search()
      .doc('The consumer: the lead called (outbound) or who called in (inbound), E.164'),
    number_called: f.phone().readOnly().doc('The number dialled: the lead (outbound) or a tracking number'),
    from_number: f.phone().readOnly().doc('Caller id shown: the tracking number the call was placed from'),
    number_id: f
      .ref('phone_numbers')
      .readOnly()
      .doc('Tracking number the call was placed from or came in on'),
    offer_id: f.ref('offers').readOnly().doc('Offer the call belongs to'),
    schedule_id: f.ref('schedules').readOnly().doc('Schedule that placed it'),
    lead_id: f.integer().readOnly().filter().doc('Lead called (→ leads)'),
    traffic_source_id: f.ref('traffic_sources').readOnly().doc('Traffic source credited'),
    buyer_id: f.ref('buyers').readOnly().doc('Buyer the call was forwarded to'),
    connected_to: f.string().readOnly().doc('Number or SIP address the call was forwarded to'),
    buyers_tried: f
      .json()
      .readOnly()
      .doc('Buyers the call was offered to, in order: one that does not answer passes it to the next'),
    answered_duration: f.integer().readOnly().default(0).doc('Seconds the buyer was on the call'),
    status: f.enum(CALL_STATUSES).readOnly().default('queued').sort().doc('Where the call is'),
    provider: f.enum(PROVIDERS).readOnly().filter().doc('Carrier that carried it'),
    integration_id: f.ref('integrations').readOnly().doc('Carrier account it was placed through'),
    call_sid: f.string().readOnly().filter().doc("The carrier's id of the call"),
    answered_at: f.time().readOnly().doc('When the lead answered'),
    ended_at: f.time().readOnly().sort().doc('When the call ended'),
    total_duration: f.integer().readOnly().default(0).sort().doc('Seconds from answer to hang-up'),
    hangup_cause: f
      .string()
      .readOnly()
      .doc("Why it ended: the carrier's cause, or Leadline's (no_buyer_available, carrier_refused)"),
    revenue: f.decimal().readOnly().default(0).doc('Revenue earned from the call'),
    payout: f.decimal().readOnly().default(0).doc('Payout owed for the call'),
    // The money loop's columns (issues 16 and 18 read and write these names; TrackDrive's, domain notes 3.6).
    ring_pool_id: f.ref('ring_pools').readOnly().doc('Ring pool the tracking number was drawn from (DNI)'),
    buyer_converted: f
      .boolean()
      .readOnly()
      .default(false)
      .doc('A buyer conversion fired: the buyer pays revenue'),
    offer_converted: f
      .boolean()
      .readOnly()
      .default(false)
      .doc('An offer conversion fired: the traffic source is paid payout'),
    buyer_conversion_id: f.ref('buyer_conversions').readOnly().doc('Buyer conversion rule that fired'),
    offer_conversion_id: f.ref('offer_conversions').readOnly().doc('Offer conversion rule that fired'),
    buyer_repeat_caller: f
      .boolean()
      .readOnly()
      .default(false)
      .doc("The caller reached this buyer inside the buyer conversion's duplicate_timeframe"),
    offer_repeat_caller: f
      .boolean()
      .readOnly()
      .default(false)
      .doc("The caller called this offer inside the offer conversion's duplicate_timeframe"),
    traffic_source_repeat_caller: f
      .boolean()
      .readOnly()
      .default(false)
      .doc('The caller came through this traffic source inside the duplicate_timeframe'),
    ivr_duration: f.integer().readOnly().default(0).doc('Seconds in the IVR before the call was forwarded'),
    hold_duration: f.integer().readOnly().default(0).doc('Seconds the caller waited for a buyer'),
    recording_url: f.string().readOnly().unindexed().doc("The carrier's recording of the call"),
    token_values: f.json().readOnly().doc('Tokens of the call: the DNI visitor, the lead, post-call tokens'),
    provider_cost: f
      .decimal()
      .readOnly()
      .default(0)
      .doc('What the carrier charged for the call, when it reports it'),
    // Carriers call back at /secure/<secure_token>/calls/<uuid>/…: the token proves the callback is theirs.
    secure_token: f.string().readOnly().hidden().unindexed(),
    // The carrier was given `<callback_url>/answer` and `/status`; later instructions point beside them.
    callback_url: f.string().readOnly().hidden().unindexed(),
  },
});
