import type { SuppressionReason } from '../suppression/suppression-service.js';

/**
 * Lead statuses (domain notes 3.4), with the transient `waiting_call_disposition`.
 * Which of them hold a caller's place on an offer or schedule is decided below.
 */
export const LEAD_STATUSES = [
  'scheduled',
  'waiting',
  'running',
  'queue',
  'waiting_call_disposition',
  'success',
  'completed',
  'completed_attempted',
  'completed_connected',
  'completed_converted',
  'completed_with_one_call',
  'completed_with_many_calls',
  'exceeded_max_calls',
  'exceeded_short_calls',
  'dnc',
  'failure',
  'disabled',
  'blocked',
  'opt_out',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Statuses of a lead the engine still works or waits on (a call, a schedule step, a disposition). */
export const ACTIVE_STATUSES: readonly LeadStatus[] = [
  'scheduled',
  'waiting',
  'running',
  'queue',
  'waiting_call_disposition',
];

/** Stored for the record, never actioned: the number is blacklisted, suppressed or opted out. */
export const SUPPRESSED_STATUSES: readonly LeadStatus[] = ['blocked', 'dnc', 'opt_out'];

const OPEN = new Set<LeadStatus>([...ACTIVE_STATUSES, ...SUPPRESSED_STATUSES]);

/**
 * An open lead holds its caller's one place on the offer or schedule. A
 * suppressed lead holds it too: otherwise every repeat post of a blacklisted
 * number would store another lead, and two identical posts at the same
 * instant would store two.
 */
export const isOpen = (status: unknown): boolean => OPEN.has(status as LeadStatus);
export const isSuppressedStatus = (status: unknown): boolean =>
  SUPPRESSED_STATUSES.includes(status as LeadStatus);

/** The status a suppression check's reason stores (domain notes, Compliance). */
export function statusForReason(reason: SuppressionReason): LeadStatus {
  switch (reason) {
    case 'blacklisted':
      return 'blocked';
    case 'opted_out':
      return 'opt_out';
    case 'suppressed':
      return 'dnc';
  }
}

/**
 * Where a lead starts: a schedule lead token enrols the lead in the schedule's
 * actions; an offer lead token only attaches data for a later call (domain
 * notes, Leads: lead_token semantics).
 */
export const initialStatus = (owner: 'offer' | 'schedule'): LeadStatus =>
  owner === 'schedule' ? 'scheduled' : 'waiting';
