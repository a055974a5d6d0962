import { LeadlineError } from '../errors/index.js';

/**
 * POST /leads for a caller who already has an open lead on the offer or
 * schedule: a 422 naming caller_id that also carries the open lead's id, so
 * an integration can update it (create_or_update) or read it.
 */
export class DuplicateLeadError extends LeadlineError {
  constructor(readonly leadId: number) {
    super('validation_failed', {
      caller_id: [
        `already has an open lead here (lead ${leadId}); send it to /leads/create_or_update to update it, or pass expire_existing`,
      ],
    });
  }
}
