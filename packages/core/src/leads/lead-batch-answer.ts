import type { EndpointValue } from '../kernel/endpoints.js';

/** What POST /leads/batch answers under `results` (core's `BatchResult` is one of them). */
export const LEAD_BATCH_RESULTS = {
  type: 'objects',
  description: 'One per lead, in the order sent',
  properties: {
    index: { type: 'integer', description: 'Position of the lead in `leads` (0-based)' },
    status: {
      type: 'integer',
      description: '200 taken, else the status its own request would have answered',
    },
    // Each key below is left out where it does not apply (a refusal has no action).
    action: {
      type: 'enum',
      values: ['created', 'updated'],
      description: 'What was (or would be) done',
      optional: true,
    },
    lead_id: {
      type: 'integer',
      description: 'The lead (a refused duplicate: the open lead)',
      optional: true,
    },
    caller_id: { type: 'string', description: 'The number as stored (E.164)', optional: true },
    code: { type: 'string', description: 'Error code of a refused lead', optional: true },
    errors: {
      type: 'object',
      description: 'A refused lead: {param: [messages]}',
      optional: true,
      entries: { type: 'strings', description: 'What is wrong with the parameter' },
    },
    warnings: {
      type: 'object',
      description:
        'A taken lead with something not done as asked, as its own POST answers it (an unknown traffic_source_id kept as a token): {param: [messages]}',
      optional: true,
      entries: { type: 'strings', description: 'What was not done as asked' },
    },
  },
} as const satisfies EndpointValue;
