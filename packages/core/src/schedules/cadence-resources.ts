import { invalidParam } from '../errors/index.js';
import { ResourceService } from '../kernel/service.js';
import { checkConditions } from './conditions.js';
import { UNAVAILABLE_ACTION_TYPES } from './schedule-actions.js';

/**
 * The generic engine for schedule_actions and schedule_triggers, with the
 * checks the runner relies on: conditions are a list of conditions, lead_data
 * is an object of tokens, and no action is saved that the runner cannot
 * perform (a cadence that silently skips its SMS step is worse than a 422).
 */
export class CadenceResource extends ResourceService {
  protected override checkInput(raw: Record<string, unknown>): void {
    checkCadenceInput(raw);
  }
}

function checkCadenceInput(raw: Record<string, unknown>): void {
  const type = raw.action_type;
  if (typeof type === 'string' && UNAVAILABLE_ACTION_TYPES[type]) {
    throw invalidParam(
      'action_type',
      `${type} is not available yet: it needs ${UNAVAILABLE_ACTION_TYPES[type]}, which Leadline does not have`,
    );
  }
  if (
    type === 'webhook' &&
    (raw.outgoing_webhook_id === undefined ||
      raw.outgoing_webhook_id === null ||
      raw.outgoing_webhook_id === '')
  ) {
    throw invalidParam(
      'outgoing_webhook_id',
      'is required for a webhook action: the outgoing webhook to fire',
    );
  }
  if (
    type === 'ftp_upload' &&
    (raw.integration_id === undefined || raw.integration_id === null || raw.integration_id === '')
  ) {
    throw invalidParam(
      'integration_id',
      'is required for an ftp_upload action: the ftp integration to upload to',
    );
  }
  checkConditions('conditions', raw.conditions);
  const data = typeof raw.lead_data === 'string' ? safeJson(raw.lead_data) : raw.lead_data;
  if (
    data !== undefined &&
    data !== null &&
    data !== '' &&
    (typeof data !== 'object' || Array.isArray(data))
  ) {
    throw invalidParam('lead_data', 'must be an object of tokens: {"interest":"solar"}');
  }
}

function safeJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON at all: the generic parse names lead_data for that.
    return undefined;
  }
}
