import { sql } from 'kysely';
import { PROVIDERS } from '../common/fields.js';
import { decodeValue } from '../db/column-types.js';
import { defineResource } from '../kernel/define.js';
import type { EndpointInput } from '../kernel/endpoints.js';
import { f } from '../kernel/fields.js';
import { CALL_STATS_ENDPOINTS } from '../reporting/call-stats.endpoints.js';
import { CALL_EVENT_TYPES } from './call-events.resource.js';
import { CALL_UPDATE_PARAMS, KEY_PRESS_DIGITS, MAKE_CALL_PARAMS } from './call-params.js';
import {
  attemptedDuration,
  callerCity,
  callerCountry,
  obfuscatedCaller,
  subId,
} from './call-record-values.js';
import { CALL_RECORDING_ENDPOINTS } from './call-recording.endpoints.js';

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

/** How buyer_converted is shown: live clients test `buyer_converted == 'Converted'` (docs/decisions/, issue 18). */
export const CONVERTED_WORDS = ['Converted', 'Not Converted'] as const;
export const convertedWord = (converted: unknown) => (converted === true ? 'Converted' : 'Not Converted');

/** What a call earned: revenue − payout − provider_cost (the carrier's charge, when it reports one). */
export function callProfit(row: Record<string, unknown>): number {
  const n = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
  return Math.round((n(row.revenue) - n(row.payout) - n(row.provider_cost)) * 1e6) / 1e6;
}

/** Statuses after which nothing more happens on the call. */
export const FINAL_CALL_STATUSES: readonly (typeof CALL_STATUSES)[number][] = [
  'completed',
  'busy',
  'no_answer',
  'failed',
  'canceled',
];

const UPDATE_DESCRIPTION =
  'Sets revenue and payout (or adds to them: add_revenue, add_payout), buyer_converted and offer_converted ' +
  "(TrackDrive booleans), and merges post_call_tokens into the call's token_values. The call row is " +
  'changed in one transaction with its change log, so caps and reports read the new values at once; a bad ' +
  "value is a 422 naming it, and nothing is written. Any other parameter is the buyer's own field " +
  "(TrackDrive's post_call_tokens behaviour): kept as a post-call token, named in metadata.kept_as_tokens.";

/** What a postback answers beside the call: the parameters it kept as post-call tokens. */
const UPDATE_RESPONSE = {
  root: 'call',
  holds: 'record' as const,
  metadata: {
    kept_as_tokens: {
      type: 'strings' as const,
      description: "Parameters the update did not declare, kept as post-call tokens (the buyer's own fields)",
    },
  },
};

const UPDATE_ERRORS = [
  {
    code: 'validation_failed' as const,
    when: 'a bad value, revenue with add_revenue, a total below 0',
  },
  { code: 'not_found' as const, when: 'no such call' },
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
    'POST /schedules/make_call or POST /calls; the carrier reports their progress. Written by the engine; ' +
    'list and show, and updates of its money, conversions and tokens (postbacks).',
  operations: ['list', 'show'],
  // Implemented in server/src/routes/calls.ts on leadline.callHangups, callUpdates, makeCalls and the generic list.
  endpoints: [
    ...CALL_STATS_ENDPOINTS,
    ...CALL_RECORDING_ENDPOINTS,
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
    {
      name: 'make_call',
      method: 'POST',
      path: '/calls',
      summary: 'Place an outbound call',
      description:
        'The same call as POST /schedules/make_call, with the same parameters and refusals: the lead ' +
        '(`lead_id`), or the number `to` for a schedule (`schedule_id` or its `lead_token`), called from the ' +
        "schedule's ring pool through the company's carrier, forwarded to the offer's buyers when answered.",
      params: MAKE_CALL_PARAMS,
      response: { status: 201, root: 'call', holds: 'record' },
      errors: [
        {
          code: 'validation_failed',
          when:
            'an unknown lead or schedule, an inactive schedule, an invalid or suppressed number, a number ' +
            'dialled in the last 30 seconds, no number to call from, no carrier integration',
        },
        { code: 'rate_limited', when: "more calls this second than the carrier account's calls_per_second" },
        { code: 'bad_gateway', when: 'the carrier failed or could not be reached' },
      ],
    },
    ...(['POST', 'PUT'] as const).map(
      (method): EndpointInput => ({
        name: method === 'POST' ? 'update_call' : 'update_call_put',
        method,
        path: '/calls/:id',
        summary: 'Update a call: revenue, payout, conversions, post-call tokens',
        description: UPDATE_DESCRIPTION,
        params: { id: { type: 'string', description: 'Call id or uuid' }, ...CALL_UPDATE_PARAMS },
        otherParams: 'Kept as post-call tokens',
        response: UPDATE_RESPONSE,
        errors: UPDATE_ERRORS,
      }),
    ),
    {
      name: 'postback',
      method: 'POST',
      path: '/calls/update_call/:uuid',
      summary: "Update a call from a buyer's postback (TrackDrive's postback URL)",
      description:
        `The call update at the URL TrackDrive postbacks use. ${UPDATE_DESCRIPTION} Credentials as on every ` +
        'endpoint: Basic, Authorization: Token, or auth_token in the body.',
      params: { uuid: { type: 'string', description: 'Call uuid (or id)' }, ...CALL_UPDATE_PARAMS },
      otherParams: 'Kept as post-call tokens',
      response: UPDATE_RESPONSE,
      errors: UPDATE_ERRORS,
    },
    {
      name: 'update_by_caller_id',
      method: 'POST',
      path: '/calls/update_by_caller_id/:caller_id',
      summary: "Update a caller's latest call on an offer",
      description:
        'Updates, as POST /calls/:id does, the most recent call (latest created, then highest id) from ' +
        'caller_id on the offer whose token is offer_token, optionally only among calls of the last ' +
        'call_timeframe minutes.',
      params: {
        caller_id: { type: 'phone', description: 'The caller: digits, with or without +' },
        offer_token: {
          type: 'string',
          required: true,
          description: "The offer's token (its lead_token): which offer's calls",
        },
        call_timeframe: {
          type: 'decimal',
          min: 0,
          description: 'Only calls placed in the last this many minutes (120: the last two hours)',
        },
        ...CALL_UPDATE_PARAMS,
      },
      otherParams: 'Kept as post-call tokens',
      response: UPDATE_RESPONSE,
      errors: [
        ...UPDATE_ERRORS,
        { code: 'not_found', when: 'the caller has no call on that offer (in the timeframe)' },
      ],
    },
    {
      name: 'send_key_press',
      method: 'POST',
      path: '/calls/send_key_press',
      summary: 'Press keys on a live call',
      description:
        'Plays the digits into an answered call at its carrier: Twilio by a call update with TwiML ' +
        '<Play digits> (which ends a forward in progress; the call then asks Leadline for instructions ' +
        "again), Telnyx by Call Control send_dtmf, Plivo by its DTMF request on the consumer's leg. data is " +
        "merged into the call's token_values. A call not answered yet, or over, is refused.",
      params: {
        id: { type: 'string', required: true, description: 'Call uuid (or id)' },
        digits: { ...KEY_PRESS_DIGITS, required: true },
        data: {
          type: 'json',
          description:
            "Tokens merged into the call's token_values; nested objects become dotted tokens " +
            '(webhook_data.first_name), lists their JSON text',
        },
      },
      response: { root: 'call', holds: 'record' },
      errors: [
        {
          code: 'validation_failed',
          when: 'bad digits or data, a call not answered yet or over (named id), an unknown parameter',
        },
        { code: 'not_found', when: 'no such call' },
        { code: 'bad_gateway', when: 'the carrier failed or could not be reached' },
      ],
    },
    // Issue 16 (server/src/routes/call-events.ts): the routing trace, and the simulated carrier.
    {
      name: 'events',
      method: 'GET',
      path: '/calls/:id/events',
      summary: "The call's timeline: legs, buyers considered, dials, conversions, recordings",
      description:
        'Every step of the call in order, each typed: Leg (the inbound leg), Greeting (the call_routers rule that ' +
        'decided what the caller heard first: reason played with its prompts, or none), BuyerConsidered (each buyer the ' +
        'router looked at, with reason the filter or cap that excluded it, blank when eligible), Dial and ' +
        'DialResult, ExceptionRule, Conversion, CallRecording, and WebhookLog (each request about the call: ' +
        'outgoing webhooks, subscriptions, buyer conversion webhooks, with owner_type, request_url, ' +
        'request_method, code, response_body, read_from_cache and webhook_log_id). Free.',
      params: { id: { type: 'string', description: 'Call id or uuid' } },
      response: {
        root: 'events',
        holds: {
          type: 'objects',
          description: 'The steps, oldest first; each also carries the fields of its kind',
          more: true,
          properties: {
            id: { type: 'integer', description: 'Event id' },
            type: {
              type: 'enum',
              values: CALL_EVENT_TYPES,
              description: 'Kind of step',
            },
            created_at: { type: 'time', description: 'When it happened' },
            buyer_id: { type: 'integer', nullable: true, description: 'Buyer it is about' },
            reason: {
              type: 'string',
              nullable: true,
              description:
                'What excluded a buyer, how a dial ended, which trigger an exception rule had, what a webhook request was for',
            },
          },
        },
        fields: {
          id: { type: 'integer', description: 'The call' },
          uuid: { type: 'string', description: "The call's uuid" },
          created_at: { type: 'time', description: 'When the call was created' },
        },
        metadata: {
          call_id: { type: 'integer', description: 'The call' },
          total_count: { type: 'integer', description: 'Steps answered' },
        },
      },
      errors: [{ code: 'not_found', when: 'no such call' }],
    },
    {
      name: 'simulate',
      method: 'POST',
      path: '/calls/simulate',
      summary: 'Place a simulated inbound call to a tracking number and play it through',
      description:
        "The simulated carrier calls one of the company's numbers from caller_id and plays the call through the " +
        "same engine as a real carrier's webhooks: answer and route, each ring ending as dial_results says, " +
        'the answering buyer talking for duration seconds, then the hang-up. Conversions, caps and the trace ' +
        'are real. Answers the call and the XML exchanged.',
      params: {
        number: { type: 'phone', required: true, description: 'The tracking number to call' },
        caller_id: { type: 'phone', required: true, description: "The caller's number" },
        digits: { type: 'string', description: 'Keys the caller presses (the digits token)' },
        key_presses: {
          type: 'strings',
          description: 'Keys pressed at each menu that listens, in order (a blank entry: none pressed)',
        },
        dial_results: {
          type: 'strings',
          description:
            'How each ring ends, in order: completed, busy, no-answer, failed, canceled (default completed)',
        },
        duration: { type: 'integer', min: 0, description: 'Seconds the answering buyer talks (default 60)' },
        caller_state: { type: 'string', description: 'Caller state token (caller_state)' },
        caller_zip: { type: 'string', description: 'Caller ZIP token (caller_zip)' },
        end_call: {
          type: 'boolean',
          description:
            "false: the call stays up once a buyer answers, holding the buyer's concurrency, until DELETE /calls/:id " +
            'ends it (a call held in the hold queue always stays up until its turn or that DELETE)',
        },
        buyer_accepts: {
          type: 'boolean',
          description:
            'false: an agent asked to press 1 (press_1_to_accept) presses nothing, so it is too slow and the next buyer rings (default true)',
        },
        machine: {
          type: 'boolean',
          description:
            "true: the pick-up is an answering machine (AnsweredBy machine_end_beep): the offer's AMD flow or machine rule decides",
        },
      },
      response: { root: 'call', holds: 'record' },
      errors: [
        {
          code: 'validation_failed',
          when: 'not a company number, a bad caller_id, dial_results or duration',
        },
      ],
    },
  ],
  // Reports (GET /calls/stats, /calls/reports, datasets) read a company's calls over a time range and
  // group them: this index holds every column they group or add up, so the scan never visits the rows.
  indexes: [
    // The retention sweep's due recordings, across companies (calls/recording-retention.ts).
    {
      name: 'recording_due',
      columns: ['recording_expires_at'],
      where: 'recording_expires_at is not null and recording_url is not null',
    },
    {
      name: 'reporting',
      columns: [
        'company_id',
        'created_at',
        'deleted_at',
        'offer_id',
        'buyer_id',
        'traffic_source_id',
        'status',
        'buyer_converted',
        'offer_converted',
        'revenue',
        'payout',
        'provider_cost',
      ],
    },
    // The router's concurrency caps read a buyer's live calls only (routing/cap-counters.ts).
    { name: 'live_by_buyer', columns: ['company_id', 'buyer_id', 'status'] },
  ],
  filters: {
    either_converted: {
      type: 'boolean',
      description: 'true: the buyer or the offer converted; false: neither did',
      apply: (qb, value) =>
        value === false
          ? qb
              .where('calls.buyer_converted', '=', sql.lit(false))
              .where('calls.offer_converted', '=', sql.lit(false))
          : qb.where((eb) =>
              eb.or([
                eb('calls.buyer_converted', '=', sql.lit(true)),
                eb('calls.offer_converted', '=', sql.lit(true)),
              ]),
            ),
    },
    id_from: {
      type: 'integer',
      description: 'Calls whose id is at least this (poll for new calls: send the last id seen plus one)',
      apply: (qb, value) => qb.where('calls.id', '>=', value as number),
    },
    has_recording: {
      type: 'boolean',
      description: 'true: calls with a recording_url; false: without',
      apply: (qb, value) =>
        value === false
          ? qb.where((eb) =>
              eb.or([eb('calls.recording_url', 'is', null), eb('calls.recording_url', '=', '')]),
            )
          : qb.where('calls.recording_url', 'is not', null).where('calls.recording_url', '<>', ''),
    },
    placed_on_hold: {
      type: 'boolean',
      description: 'true: the caller waited in a hold queue (hold_duration above 0); false: never held',
      apply: (qb, value) => qb.where('calls.hold_duration', value === false ? '=' : '>', 0),
    },
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
    // Written with every call; no read of the engine's asks by these alone (perf-calls-indexes decision).
    direction: f
      .enum(['inbound', 'outbound'])
      .readOnly()
      .filter()
      .unindexed()
      .doc('outbound: Leadline called the lead'),
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
    provider: f.enum(PROVIDERS).readOnly().filter().unindexed().doc('Carrier that carried it'),
    integration_id: f.ref('integrations').readOnly().unindexed().doc('Carrier account it was placed through'),
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
    // Names and external ids of the referenced records, read with the row (TrackDrive's call record, domain notes 3.6).
    offer: f.lookup('string', { table: 'offers', column: 'name', from: 'offer_id' }).doc("The offer's name"),
    user_offer_id: f
      .lookup('string', { table: 'offers', column: 'user_offer_id', from: 'offer_id' })
      .doc("The offer's external id"),
    buyer: f.lookup('string', { table: 'buyers', column: 'name', from: 'buyer_id' }).doc("The buyer's name"),
    user_buyer_id: f
      .lookup('string', { table: 'buyers', column: 'user_buyer_id', from: 'buyer_id' })
      .doc("The buyer's external id"),
    traffic_source: f
      .lookup('string', { table: 'traffic_sources', column: 'company_name', from: 'traffic_source_id' })
      .doc("The traffic source's company name"),
    user_traffic_source_id: f
      .lookup('string', {
        table: 'traffic_sources',
        column: 'user_traffic_source_id',
        from: 'traffic_source_id',
      })
      .doc("The traffic source's external id"),
    schedule_name: f
      .lookup('string', { table: 'schedules', column: 'name', from: 'schedule_id' })
      .doc("The schedule's name"),
    buyer_revenue: f
      .computed('decimal', (row) => Number(row.revenue ?? 0), ['revenue'])
      .doc('TrackDrive name of revenue'),
    traffic_source_payout: f
      .computed('decimal', (row) => Number(row.payout ?? 0), ['payout'])
      .doc('TrackDrive name of payout'),
    profit: f
      .computed('decimal', callProfit, ['revenue', 'payout', 'provider_cost'])
      .doc('revenue − payout − provider_cost: what the call earned after paying the source and the carrier'),
    // The latest disposition an agent applied to the call (agent_call_dispositions).
    disposition_id: f
      .lookup('integer', {
        table: 'agent_call_dispositions',
        column: 'call_disposition_id',
        on: 'call_id',
        from: 'id',
        latest: true,
      })
      .doc('Disposition the latest agent disposition applied (→ call_dispositions)'),
    disposition_key: f
      .lookup('string', {
        table: 'agent_call_dispositions',
        column: 'key',
        on: 'call_id',
        from: 'id',
        latest: true,
      })
      .doc('Its key'),
    disposition_name: f
      .lookup('string', {
        table: 'agent_call_dispositions',
        column: 'name',
        on: 'call_id',
        from: 'id',
        latest: true,
      })
      .doc('Its name'),
    disposition_notes: f
      .lookup('text', {
        table: 'agent_call_dispositions',
        column: 'notes',
        on: 'call_id',
        from: 'id',
        latest: true,
      })
      .doc("The agent's notes"),
    // The money loop's columns (issues 16 and 18 read and write these names; TrackDrive's, domain notes 3.6).
    ring_pool_id: f
      .ref('ring_pools')
      .readOnly()
      .unindexed()
      .doc('Ring pool the tracking number was drawn from (DNI)'),
    buyer_converted: f
      .boolean()
      .readOnly()
      .default(false)
      .shownAs('enum', convertedWord, CONVERTED_WORDS)
      .doc(
        'A buyer conversion fired (the buyer pays revenue): "Converted" or "Not Converted", the words live clients ' +
          'compare; the buyer_converted filter takes a boolean',
      ),
    buyer_converted_bool: f
      .computed('boolean', (row) => decodeValue('boolean', row.buyer_converted) === true, ['buyer_converted'])
      .doc(
        'buyer_converted as a boolean, for clients that test it for truth ("Not Converted" is a truthy string)',
      ),
    offer_converted: f
      .boolean()
      .readOnly()
      .default(false)
      .doc('An offer conversion fired: the traffic source is paid payout'),
    buyer_conversion_id: f
      .ref('buyer_conversions')
      .readOnly()
      .unindexed()
      .doc('Buyer conversion rule that fired'),
    offer_conversion_id: f
      .ref('offer_conversions')
      .readOnly()
      .unindexed()
      .doc('Offer conversion rule that fired'),
    buyer_repeat_caller: f
      .boolean()
      .readOnly()
      .default(false)
      .doc(
        "true: the caller reached this buyer on an earlier call inside the repeat window (the offer conversion's " +
          "duplicate_timeframe, else the offer's, else a day), or converted for it inside its buyer conversion's",
      ),
    offer_repeat_caller: f
      .boolean()
      .readOnly()
      .default(false)
      .doc(
        "true: the caller called this offer before inside the repeat window (the offer conversion's " +
          "duplicate_timeframe, else the offer's, else a day)",
      ),
    traffic_source_converted: f
      .computed('enum', (row) => convertedWord(decodeValue('boolean', row.offer_converted)), [
        'offer_converted',
      ])
      .doc('The traffic source is paid (offer_converted), in the words of buyer_converted'),
    traffic_source_repeat_caller: f
      .boolean()
      .readOnly()
      .default(false)
      .doc('true: the caller came through this traffic source before inside the repeat window'),
    ivr_duration: f.integer().readOnly().default(0).doc('Seconds in the IVR before the call was forwarded'),
    hold_duration: f.integer().readOnly().default(0).doc('Seconds the caller waited for a buyer'),
    recording_url: f.string().readOnly().unindexed().doc("The carrier's recording of the call"),
    // Retention (calls/recording-retention.ts, docs/inbound-calls.md): the rule that recorded the call decides.
    recording_sid: f.string().readOnly().hidden().doc("The carrier's id of the recording"),
    recording_expires_at: f
      .time()
      .readOnly()
      .doc(
        "When the recording is deleted, here and at the carrier: the recording rule's retention_days after the call (blank: kept)",
      ),
    recording_deleted_at: f.time().readOnly().doc('When retention deleted the recording at the carrier'),
    recording_s3_key: f
      .string()
      .readOnly()
      .unindexed()
      .doc(
        "Where retention copied the recording in the company's S3 bucket before deleting it at the carrier",
      ),
    recording_s3_integration_id: f
      .integer()
      .readOnly()
      .hidden()
      .doc('The aws_s3 integration holding the copy'),
    recording_claimed_until: f.time().readOnly().hidden().doc('A retention sweep is deleting the recording'),
    // Filled by the transcription job when the call's recording rule says transcribe (docs/transcription.md).
    transcription_status: f
      .enum(['queued', 'processing', 'completed', 'failed'])
      .readOnly()
      .doc('Where the transcription of the recording is (blank: not transcribed)'),
    transcript: f
      .text()
      .readOnly()
      .unindexed()
      .doc(
        'The recording as text, one "speaker: words" line per turn (caller/agent on two-channel recordings)',
      ),
    transcription_error: f.text().readOnly().doc("Why the transcription failed: the provider's answer"),
    transcribed_at: f.time().readOnly().doc('When the transcript was kept'),
    matched_keywords: f
      .strings()
      .readOnly()
      .doc('Phrases of transcription keyword groups found in the transcript'),
    needs_quality_review: f
      .boolean()
      .readOnly()
      .default(false)
      .filter()
      .doc('A keyword group that flags for quality review matched the transcript'),
    token_values: f.json().readOnly().doc('Tokens of the call: the DNI visitor, the lead, post-call tokens'),
    provider_cost: f
      .decimal()
      .readOnly()
      .default(0)
      .doc('What the carrier charged for the call, when it reports it'),
    // The rest of the record live TrackDrive clients read (domain notes 3.6, issue 25): every key is
    // always there; what Leadline has no notion of (categories, QA reviewers, in-house agents) is null.
    name: f.computed('string', () => null).doc('Call name (TrackDrive); Leadline names none: null'),
    category: f.computed('string', () => null).doc('Call category (TrackDrive); Leadline has none: null'),
    quality_assurance_user_id: f.computed('integer', () => null).doc('QA reviewer (TrackDrive): null'),
    quality_assurance_name: f.computed('string', () => null).doc("QA reviewer's name (TrackDrive): null"),
    quality_assurance_id: f.computed('integer', () => null).doc('QA review (TrackDrive): null'),
    agent_id: f.computed('integer', () => null).doc('In-house agent (TrackDrive): null'),
    obfuscated_caller_number: f
      .computed('string', obfuscatedCaller, ['caller_number'])
      .doc('caller_number with its last four digits hidden (+1415555****)'),
    caller_city: f
      .computed('string', callerCity, ['token_values'])
      .doc("The caller's city as the carrier reported it (FromCity), else null"),
    caller_country: f
      .computed('string', callerCountry, ['token_values', 'caller_number'])
      .doc("The caller's country as the carrier reported it (FromCountry), else its number's (US, CA, GB)"),
    attempted_duration: f
      .computed('integer', attemptedDuration, ['total_duration', 'answered_duration'])
      .doc('Seconds before the buyer took the call (IVR, hold, ringing): total_duration − answered_duration'),
    agent_duration: f
      .computed('integer', (row) => Number(row.answered_duration ?? 0), ['answered_duration'])
      .doc('Seconds the answering buyer or agent was on the call (answered_duration)'),
    sub_id: f.computed('string', subId, ['token_values']).doc('The sub_id token of the call, else null'),
    trackdrive_cost: f
      .computed('decimal', (row) => Number(row.provider_cost ?? 0), ['provider_cost'])
      .doc('What the call cost, as booked (provider_cost)'),
    outgoing_webhooks_count: f
      .lookup('integer', { table: 'webhook_logs', column: 'id', on: 'call_id', from: 'id', count: true })
      .doc('Webhook requests Leadline sent about the call (webhook_logs)'),
    contact_field_type: f
      .lookup('string', { table: 'leads', column: 'contact_field_type', from: 'lead_id' })
      .doc("The lead's contact_field_type, for a call of a lead"),
    // Carriers call back at /secure/<secure_token>/calls/<uuid>/…: the token proves the callback is theirs.
    secure_token: f.string().readOnly().hidden().unindexed(),
    // The carrier was given `<callback_url>/answer` and `/status`; later instructions point beside them.
    callback_url: f.string().readOnly().hidden().unindexed(),
  },
});
