import { CONVERSION_TRIGGERS, type WEBHOOK_TRIGGERS } from './webhook-triggers.js';

export type WebhookTrigger = (typeof WEBHOOK_TRIGGERS)[number];

/** The record an event carries: its resource (plural) and the record_type written on the event row. */
export type EventRecord = 'calls' | 'leads' | 'incoming_text_messages' | 'text_messages' | 'buyers';

export interface EventSpec {
  description: string;
  /** Whose record the payload is (the resource's serialised record). */
  record: EventRecord;
  /** A TrackDrive subscription event (POST /subscriptions `event`). */
  subscribable: boolean;
  /** Outgoing-webhook triggers this event may fire (all of them unless `pick` chooses). */
  triggers: readonly WebhookTrigger[];
  /** Chooses among `triggers` from the record (conversions are read off the call when it ends). */
  pick?: (record: Record<string, unknown>) => WebhookTrigger[];
}

/** The conversion triggers (domain notes 2.1: buyer, offer, both, either, none) a finished call fires. */
export function conversionTriggers(call: Record<string, unknown>): WebhookTrigger[] {
  const buyer = call.buyer_converted === true;
  const offer = call.offer_converted === true;
  const out: WebhookTrigger[] = ['call_ended'];
  if (buyer) out.push('buyer_converted');
  if (offer) out.push('offer_converted');
  if (buyer && offer) out.push('both_converted');
  if (buyer || offer) out.push('either_converted');
  else out.push('did_not_convert');
  return out;
}

/** A call answered fires buyer_answered, and buyer_answered_with_contact_fields when it has a lead. */
export function answeredTriggers(call: Record<string, unknown>): WebhookTrigger[] {
  return call.lead_id === null || call.lead_id === undefined
    ? ['buyer_answered']
    : ['buyer_answered', 'buyer_answered_with_contact_fields'];
}

/**
 * Every business event, declared once: its name, the record its payload
 * holds, whether subscriptions may ask for it, and the outgoing-webhook
 * triggers it fires. The reference publishes it (GET /events/types).
 */
export const EVENT_CATALOG = {
  new_call: {
    description: 'A call was created (inbound call arrived, or an outbound call placed)',
    record: 'calls',
    subscribable: true,
    triggers: ['new_call'],
  },
  call_ringing: {
    description: 'The call started ringing at the carrier',
    record: 'calls',
    subscribable: true,
    triggers: [],
  },
  call_forwarded: {
    description: 'The call was forwarded to a buyer (buyer_id set)',
    record: 'calls',
    subscribable: true,
    triggers: ['buyer_dialed'],
  },
  call_answered: {
    description:
      'The called party answered (answered_at set); a call of a lead also fires ' +
      "buyer_answered_with_contact_fields (its webhooks' tokens hold the lead's fields)",
    record: 'calls',
    subscribable: false,
    triggers: ['buyer_answered', 'buyer_answered_with_contact_fields'],
    pick: answeredTriggers,
  },
  buyer_no_answer: {
    description:
      'A ring of buyers ended without a conversation (busy, no answer, failed); the call goes on to the next buyers',
    record: 'calls',
    subscribable: false,
    triggers: ['buyer_no_answer'],
  },
  call_recording_available: {
    description: "The carrier's recording of the call was kept (recording_url set)",
    record: 'calls',
    subscribable: false,
    triggers: ['recording_available'],
  },
  call_transcription_completed: {
    description:
      "The call's recording was transcribed (transcription_status completed): transcript, matched_keywords " +
      'and needs_quality_review are on the call, with the tokens its keyword groups set',
    record: 'calls',
    subscribable: false,
    triggers: ['transcription_completed'],
  },
  call_disposition_changed: {
    description:
      'An agent applied a disposition to the call (an agent_call_disposition written or changed; the call shows ' +
      'it as disposition_id, disposition_key, disposition_name)',
    record: 'calls',
    subscribable: false,
    triggers: ['disposition_changed'],
  },
  call_ended: {
    description:
      'The call reached a final status; also fires the conversion triggers (buyer_converted, ' +
      'offer_converted, both_converted, either_converted, did_not_convert) read off the ended call',
    record: 'calls',
    subscribable: true,
    triggers: ['call_ended', ...CONVERSION_TRIGGERS],
    pick: conversionTriggers,
  },
  call_changed: {
    description: 'Any field of the call changed (the changes are in `changes`)',
    record: 'calls',
    subscribable: true,
    triggers: ['call_data_changed'],
  },
  new_lead: {
    description: 'A lead was created',
    record: 'leads',
    subscribable: true,
    triggers: ['lead_created'],
  },
  lead_changed: {
    description: 'Any field of the lead changed (the changes are in `changes`)',
    record: 'leads',
    subscribable: true,
    triggers: ['lead_data_changed'],
  },
  lead_contact_fields_changed: {
    description:
      "A contact field of the lead changed: one of its tokens whose key is a contact_fields key (of the lead's " +
      'offer, or of every offer)',
    record: 'leads',
    subscribable: false,
    triggers: ['contact_fields_changed'],
  },
  lead_timer_elapsed: {
    description:
      "A schedule timer elapsed: the lead's wait or schedule_callback action is over and the schedule runner " +
      'takes it up again (changes: schedule_action_id [the timer, the action run now])',
    record: 'leads',
    subscribable: false,
    triggers: ['timer_elapsed'],
  },
  lead_schedule_webhook: {
    description:
      "A schedule's webhook action fired its outgoing webhook about the lead (changes: schedule_action_id " +
      '[null, the action]); only that webhook hears it, through its own delivery',
    record: 'leads',
    subscribable: false,
    triggers: [],
  },
  lead_opted_out: {
    description: 'The lead opted out (opt_out became true)',
    record: 'leads',
    subscribable: true,
    triggers: ['lead_opted_out'],
  },
  lead_ended: {
    description: 'The lead left the open statuses (completed, failed, expired…)',
    record: 'leads',
    subscribable: true,
    triggers: ['lead_ended'],
  },
  lead_converted: {
    description: 'The lead converted (buyer_converted or offer_converted became true)',
    record: 'leads',
    subscribable: true,
    triggers: [],
  },
  incoming_text_message: {
    description:
      'A text message was received on a company number (the carrier webhook POST /inbound_calls/:company/:provider/sms)',
    record: 'incoming_text_messages',
    subscribable: true,
    triggers: ['text_message_received'],
  },
  text_message_flow_webhook: {
    description:
      "A text_message_flow's webhook action fired its outgoing webhook about the incoming text (changes: " +
      'text_message_flow_id [null, the flow]); only that webhook hears it, through its own delivery',
    record: 'incoming_text_messages',
    subscribable: false,
    triggers: [],
  },
  text_message_sent: {
    description: 'The carrier accepted an outbound text message (POST /text_messages); our addition',
    record: 'text_messages',
    subscribable: true,
    triggers: ['text_message_sent'],
  },
  text_message_delivered: {
    description: 'The carrier reported an outbound text message delivered; our addition',
    record: 'text_messages',
    subscribable: true,
    triggers: ['text_message_delivered'],
  },
  text_message_failed: {
    description:
      'An outbound text message failed: the carrier refused it, reported it undelivered or failed, or it could ' +
      'not be sent; our addition',
    record: 'text_messages',
    subscribable: true,
    triggers: ['text_message_failed'],
  },
  buyer_auto_paused: {
    description:
      "The buyer's health rule paused it: auto_pause_failed_calls unanswered or failed rings within " +
      'auto_pause_window_minutes (the reason is on the buyer as paused_reason); our addition',
    record: 'buyers',
    subscribable: true,
    triggers: [],
  },
  buyer_unpaused: {
    description:
      'A buyer paused by its health rule takes calls again: its cool-down ended, or it was unpaused by hand ' +
      '(changes.unpaused_by says which); our addition',
    record: 'buyers',
    subscribable: true,
    triggers: [],
  },
} as const satisfies Record<string, EventSpec>;

export type EventType = keyof typeof EVENT_CATALOG;
export const EVENT_TYPES = Object.keys(EVENT_CATALOG) as EventType[];

export const isEventType = (s: unknown): s is EventType => typeof s === 'string' && s in EVENT_CATALOG;

/** The outgoing-webhook triggers an event of `type` fires for this record. */
export function triggersOf(type: EventType, record: Record<string, unknown>): readonly WebhookTrigger[] {
  const spec: EventSpec = EVENT_CATALOG[type];
  return spec.pick ? spec.pick(record) : spec.triggers;
}

/** The record_type written on an event row for each record kind (as change logs name them). */
export const RECORD_TYPES: Record<EventRecord, string> = {
  calls: 'Call',
  leads: 'Lead',
  incoming_text_messages: 'IncomingTextMessage',
  text_messages: 'TextMessage',
  buyers: 'Buyer',
};
