import { decodeValue } from '../db/column-types.js';
import { endValues } from '../leads/intake-values.js';
import type { LeadRow } from '../leads/lead-store.js';
import type { LeadEndReason, LeadStatus, SchedulePhase } from '../leads/leads.resource.js';

type Values = Record<string, unknown>;

/** What running one step did, and so where the lead goes next. */
export type StepOutcome =
  /** On to the next action, at `at` (default now); `error` says why this one did not do its work. */
  | { kind: 'advance'; at?: number; values?: Values; error?: string }
  /** The same action again at `at` (outside daylight hours, the number dialled moments ago). */
  | { kind: 'retry'; at: number; error: string }
  /** The first action of a phase (a trigger fired, restart_schedule, the cadence ran out). */
  | { kind: 'jump'; phase: SchedulePhase; groupId?: number | null; at?: number; values?: Values }
  /** The lead stops being worked. */
  | { kind: 'end'; reason: LeadEndReason; status?: LeadStatus; values?: Values; error?: string }
  /** The number may not be contacted: the lead keeps its place with this status, nothing due. */
  | { kind: 'suppressed'; status: LeadStatus; error: string }
  /** The action changed the lead's status itself (opt out, block): only its position moves on. */
  | { kind: 'handed_off' };

/**
 * How a finished lead completed: converted beats connected beats attempted
 * (domain notes 3.4 statuses).
 */
export function completedStatus(lead: LeadRow): LeadStatus {
  if (decodeValue('boolean', lead.buyer_converted) === true) return 'completed_converted';
  if (lead.connected_call_id !== null && lead.connected_call_id !== undefined) return 'completed_connected';
  if (Number(lead.contact_attempts ?? 0) > 0) return 'completed_attempted';
  return 'completed';
}

/**
 * The lead's changes for an outcome of the action `actionId` (null: no action
 * ran, a trigger or the phase's end decided). `position` alone is what is
 * written when the lead's status changed meanwhile.
 */
export function outcomeValues(
  lead: LeadRow,
  actionId: number | null,
  outcome: StepOutcome,
  now: number,
): { values: Values; position: Values } {
  const step = Number(lead.schedule_step ?? 0);
  const ran = actionId === null ? {} : { last_schedule_action_id: actionId };
  switch (outcome.kind) {
    case 'advance': {
      const position = { ...ran, schedule_step: step + 1, last_schedule_action_error: outcome.error ?? null };
      return { position, values: { ...outcome.values, ...position, next_action_at: outcome.at ?? now } };
    }
    case 'retry': {
      const position = { ...ran, last_schedule_action_error: outcome.error };
      return { position, values: { ...position, next_action_at: outcome.at } };
    }
    case 'jump': {
      const position = {
        ...ran,
        schedule_phase: outcome.phase,
        schedule_step: 0,
        end_of_schedule_group_id: outcome.groupId ?? null,
        last_schedule_action_error: null,
      };
      return { position, values: { ...outcome.values, ...position, next_action_at: outcome.at ?? now } };
    }
    case 'end': {
      const position = { ...ran, last_schedule_action_error: outcome.error ?? null };
      const status = outcome.status ?? completedStatus({ ...lead, ...outcome.values });
      return {
        position,
        values: { ...outcome.values, ...position, ...endValues(outcome.reason, now, status) },
      };
    }
    case 'suppressed': {
      const position = { ...ran, last_schedule_action_error: outcome.error };
      return { position, values: { ...position, status: outcome.status, next_action_at: null } };
    }
    case 'handed_off': {
      const position = { ...ran, schedule_step: step + 1, last_schedule_action_error: null };
      return { position, values: position };
    }
  }
}
