import { decodeValue } from '../db/column-types.js';
import type { SuppressionVerdict } from '../suppression/suppression-service.js';
import type { ContactFlags } from './compliance.js';
import type { IntakeParams } from './intake-params.js';
import type { LeadRow } from './lead-store.js';
import type { LeadOwner } from './lead-token.js';
import type { LeadEndReason, LeadStatus } from './leads.resource.js';
import { initialStatus, isOpen, isSuppressedStatus, statusForReason } from './statuses.js';

const HOUR = 3_600_000;

/**
 * A lead's opt_out and blocked mirror its contact (after the submission's
 * own block, unblock or opt-out reached it); its status follows the check.
 */
function compliance(verdict: SuppressionVerdict, contact: ContactFlags) {
  return {
    suppressed: verdict.allowed ? null : statusForReason(verdict.reason ?? 'suppressed'),
    opt_out: contact.opt_out,
    blocked: contact.blocked,
  };
}

/** The callback or next action time the submission asks for, if any. */
function requestedNextAction(p: IntakeParams, now: number): number | undefined {
  const o = p.options;
  if (typeof o.schedule_callback_at === 'number') return o.schedule_callback_at;
  if (typeof o.schedule_callback_in_seconds === 'number') return now + o.schedule_callback_in_seconds * 1000;
  if (typeof o.next_action_at === 'number') return o.next_action_at;
  return undefined;
}

/** Plain lead fields a submission sets (present keys only; blank ones clear). */
function fieldValues(p: IntakeParams, now: number, owner: LeadOwner | null): Record<string, unknown> {
  const o = p.options;
  const out: Record<string, unknown> = { ...p.columns };
  for (const k of [
    'email',
    'contact_field_type',
    'lead_priority',
    'max_contact_attempts',
    'traffic_source_id',
  ] as const) {
    if (o[k] !== undefined) out[k] = o[k];
  }
  if (o.schedule_callback_at !== undefined) out.schedule_callback_at = o.schedule_callback_at;
  else if (typeof o.schedule_callback_in_seconds === 'number')
    out.schedule_callback_at = now + o.schedule_callback_in_seconds * 1000;
  const hours = o.hours_to_expire ?? owner?.hoursToExpire;
  if (typeof hours === 'number') out.expires_at = now + hours * HOUR;
  return out;
}

/** Values of a new lead (API values; the store encodes them). */
export function insertValues(input: {
  owner: LeadOwner;
  callerId: string;
  contact: ContactFlags;
  params: IntakeParams;
  verdict: SuppressionVerdict;
  remoteIp: string | undefined;
  now: number;
}): Record<string, unknown> {
  const { owner, params, verdict, now } = input;
  const c = compliance(verdict, input.contact);
  const fields = fieldValues(params, now, owner);
  const status: LeadStatus = c.suppressed ?? initialStatus(owner.kind);
  const requested = requestedNextAction(params, now);
  // A schedule acts on its new lead at once unless told when; an offer lead waits for a call.
  const nextAction = c.suppressed ? null : (requested ?? (owner.kind === 'schedule' ? now : null));
  return {
    max_contact_attempts: owner.maxContactAttempts,
    ...fields,
    caller_id: input.callerId,
    contact_id: input.contact.id,
    offer_id: owner.offerId,
    schedule_id: owner.scheduleId,
    status,
    opt_out: c.opt_out,
    blocked: c.blocked,
    tokens: params.tokens,
    next_action_at: nextAction,
    schedule_phase: owner.kind === 'schedule' ? 'cadence' : null,
    remote_ip: input.remoteIp ?? null,
  };
}

/**
 * Changes a submission makes to an open lead: its fields, tokens merged over
 * the old ones, flags that mirror the contact, and a status that follows the
 * compliance check. `verdict` is null for a lead of another offer or schedule
 * (update_all_matching_leads): this check did not read its lists, so its
 * status is left to ContactFollower.
 */
export function updateValues(input: {
  owner: LeadOwner;
  lead: LeadRow;
  contact: ContactFlags;
  params: IntakeParams;
  verdict: SuppressionVerdict | null;
  now: number;
}): Record<string, unknown> {
  const { lead, params, verdict, now, contact } = input;
  const oldTokens = (decodeValue('json', lead.tokens) ?? {}) as Record<string, unknown>;
  const requested = requestedNextAction(params, now);
  return {
    ...fieldValues(params, now, null),
    tokens: { ...oldTokens, ...params.tokens },
    opt_out: contact.opt_out,
    blocked: contact.blocked,
    ...(verdict
      ? followVerdict(lead, verdict, { requested, restart: params.options.restart_schedule === true, now })
      : requested !== undefined
        ? { next_action_at: requested }
        : {}),
  };
}

/**
 * The status an open lead takes after a compliance check: a blocked,
 * suppressed or opted-out number stops it at once; a lead stored as such
 * returns to work once the number is allowed again; `restart` puts a schedule
 * lead back at its first step. Ended leads keep their status (they hold no
 * place to take back).
 */
export function followVerdict(
  lead: LeadRow,
  verdict: SuppressionVerdict,
  how: { requested?: number | undefined; restart?: boolean; now: number },
): Record<string, unknown> {
  if (!isOpen(lead.status)) return {};
  const isScheduleLead = lead.schedule_id !== null && lead.schedule_id !== undefined;
  if (!verdict.allowed) {
    return { status: statusForReason(verdict.reason ?? 'suppressed'), next_action_at: null };
  }
  if (how.restart && isScheduleLead) {
    return {
      status: 'scheduled',
      next_action_at: how.requested ?? how.now,
      contact_attempts: 0,
      schedule_phase: 'cadence',
      schedule_step: 0,
      end_of_schedule_group_id: null,
      last_schedule_action_error: null,
    };
  }
  if (isSuppressedStatus(lead.status)) {
    return {
      status: initialStatus(isScheduleLead ? 'schedule' : 'offer'),
      next_action_at: how.requested ?? (isScheduleLead ? how.now : null),
    };
  }
  return how.requested !== undefined ? { next_action_at: how.requested } : {};
}

/** A lead past its expires_at is ended before anything else looks at it (no job has to run first). */
export const isExpired = (lead: LeadRow, now: number) =>
  lead.expires_at !== null && lead.expires_at !== undefined && Number(lead.expires_at) <= now;

/** Values that end a lead: it leaves its place and nothing acts on it again. */
export function endValues(
  reason: LeadEndReason,
  now: number,
  status: LeadStatus = reason === 'removed' ? 'disabled' : 'completed',
): Record<string, unknown> {
  return { status, next_action_at: null, ended_at: now, end_reason: reason };
}
