import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** What usage is charged for (domain notes 1 and 4.1: minutes, numbers, data appends, analysis, scrubs…). */
export const CHARGE_CATEGORIES = [
  'inbound_minutes',
  'outbound_minutes',
  'phone_numbers',
  'text_messages',
  'call_recording',
  'transcription',
  'call_analysis',
  'data_append',
  'dnc_scrub',
  'voice_agent_minutes',
  'other',
] as const;

export const ROLLUP_PERIODS = ['hour', 'day', 'month'] as const;

/** Designed (spec 4.2: "billing records"): usage summed per category and period, a transparent cost ledger. */
export const chargeRollups = defineResource({
  name: 'charge_rollup',
  plural: 'charge_rollups',
  family: 'reports',
  // The name TrackDrive's official PHP SDK uses for these records.
  aliases: [{ plural: 'billings', name: 'billing' }],
  description:
    'Billing: usage of one category summed over one period (quantity × rate = amount), so every cost of ' +
    'the account is visible and can be reconciled with the carrier invoice. Written by the engine; list only.',
  operations: ['list'],
  fields: {
    category: f.enum(CHARGE_CATEGORIES).readOnly().doc('What was used'),
    description: f.string().readOnly().search().doc('Human summary, e.g. "Inbound minutes, Twilio"'),
    period: f.enum(ROLLUP_PERIODS).readOnly().doc('Length of the period summed'),
    period_start: f.time().readOnly().sort().doc('Start of the period (inclusive)'),
    period_end: f.time().readOnly().doc('End of the period (exclusive)'),
    quantity: f.decimal().readOnly().doc('Units used in the period'),
    unit: f.string().readOnly().doc('Unit of quantity: minute, message, number_month, request…'),
    rate: f.decimal().readOnly().doc('Price per unit'),
    amount: f.decimal().readOnly().sort().doc('quantity × rate, in currency'),
    currency: f.string().readOnly().default('USD').doc('ISO 4217 currency of rate and amount'),
    provider: f
      .string()
      .readOnly()
      .filter()
      .doc('Carrier or vendor the usage went through (twilio, telnyx…)'),
    offer_id: f.ref('offers').readOnly().doc('Offer the usage is attributed to (blank: the account)'),
  },
});
