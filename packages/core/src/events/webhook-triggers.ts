/** Domain notes 2.1 (Conversions): buyer, offer, both, either, none; a finished call fires some. */
export const CONVERSION_TRIGGERS = [
  'buyer_converted',
  'offer_converted',
  'both_converted',
  'either_converted',
  'did_not_convert',
] as const;

/**
 * Domain notes 2.1 (Webhooks): the 30+ trigger kinds, snake_case. Call
 * lifecycle, conversions, pre-action (accept/reject: the response decides),
 * data changes, then recordings, conferences, leads, agents, dispositions
 * and timers.
 */
export const WEBHOOK_TRIGGERS = [
  // Call lifecycle
  'new_call',
  'buyer_dialed',
  'buyer_answered',
  'buyer_no_answer',
  'call_ended',
  ...CONVERSION_TRIGGERS,
  // Pre-action: a non-success response rejects the action
  'before_dial_buyer',
  'before_answering_call',
  'before_placing_call',
  'before_sending_text',
  'before_schedule_action_dial',
  // Data changes
  'call_data_changed',
  'lead_data_changed',
  'contact_fields_changed',
  'buyer_answered_with_contact_fields',
  // Recordings and conferences
  'recording_available',
  'transcription_completed',
  'conference_entered',
  'conference_exited',
  // Leads
  'lead_created',
  'lead_opted_out',
  'lead_ended',
  // Agents and dispositions
  'agent_online',
  'agent_offline',
  'disposition_changed',
  // Texts and timers
  'text_message_received',
  'text_message_sent',
  'text_message_delivered',
  'text_message_failed',
  'timer_elapsed',
] as const;
