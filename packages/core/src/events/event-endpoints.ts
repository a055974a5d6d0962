import { defineEndpointGroup, type EndpointValue } from '../kernel/endpoints.js';
import { EVENT_CATALOG, EVENT_TYPES } from './event-catalog.js';

const catalogTable = Object.entries(EVENT_CATALOG)
  .map(
    ([name, spec]) =>
      `\`${name}\` (${spec.record}${spec.subscribable ? ', subscribable' : ''}): ${spec.description}`,
  )
  .join('; ');

const EVENT_VALUE: EndpointValue = {
  type: 'objects',
  description: 'Events, each with the record it carries',
  properties: {
    id: { type: 'string', description: 'Event id (evt_…), the webhook-id of every delivery of it' },
    sequence: { type: 'integer', description: 'Position in the company’s event log; pass as `after`' },
    type: { type: 'enum', values: EVENT_TYPES, description: 'Event type (GET /events/types)' },
    record_type: { type: 'string', description: 'Call, Lead, IncomingTextMessage or TextMessage' },
    record_id: { type: 'integer', description: 'Id of the record' },
    created_at: { type: 'time', description: 'When the change committed' },
    changes: {
      type: 'object',
      nullable: true,
      description: '{"field": [before, after]} of *_changed events',
      entries: {
        type: 'array',
        description: 'The value before and after',
        entries: { type: 'json', description: 'A value' },
      },
    },
    data: {
      type: 'object',
      nullable: true,
      description: 'The record as delivered (GET /calls/:id or /leads/:id shape); null until dispatched',
    },
  },
};

const TYPES_PARAM = {
  type: 'string' as const,
  description: `Only these event types, comma-separated (${EVENT_TYPES.join(', ')})`,
};

/** GET /events, /events/types and /events/stream: the operator's live view (issue 17). `server/src/routes/events.ts`. */
export const eventEndpoints = defineEndpointGroup({
  name: 'events',
  title: 'Events',
  description:
    'Every business event Leadline records, in the transaction of the change that caused it (a transactional ' +
    'outbox), and delivers to subscriptions and outgoing webhooks, signed with Standard Webhooks headers. ' +
    `The catalog: ${catalogTable}. Events of calls need calls read access, of leads leads read access.`,
  endpoints: [
    {
      name: 'list',
      method: 'GET',
      path: '/events',
      summary: 'List recent events, newest first (or, with `after`, the ones after it, oldest first)',
      params: {
        types: TYPES_PARAM,
        after: { type: 'integer', min: 0, description: 'Only events after this sequence, oldest first' },
        limit: { type: 'integer', min: 1, max: 500, description: 'At most this many (default 50)' },
      },
      response: { root: 'events', holds: EVENT_VALUE },
      errors: [
        { code: 'validation_failed', when: 'an unknown type, or after/limit that is no number in range' },
      ],
    },
    {
      name: 'types',
      method: 'GET',
      path: '/events/types',
      summary: 'The event catalog: every event type, its record and the webhook triggers it fires',
      response: {
        root: 'event_types',
        holds: {
          type: 'objects',
          description: 'One per event type',
          properties: {
            name: { type: 'string', description: 'Event type' },
            description: { type: 'string', description: 'When it happens' },
            record: {
              type: 'string',
              description: 'Resource of the record it carries (calls, leads, text_messages)',
            },
            subscribable: { type: 'boolean', description: 'POST /subscriptions accepts it as `event`' },
            triggers: { type: 'json', description: 'Outgoing-webhook triggers it fires' },
          },
        },
      },
    },
    {
      name: 'stream',
      method: 'GET',
      path: '/events/stream',
      summary: 'Stream events live as Server-Sent Events (text/event-stream)',
      description:
        'Each event is one SSE message: `id:` its sequence, `event:` its type, `data:` the event as GET /events ' +
        'shows it. A reconnecting client sends Last-Event-ID (or `after`) and gets what it missed. A comment ' +
        'line every 15 seconds keeps proxies from closing the connection.',
      rateLimited: false,
      params: {
        types: TYPES_PARAM,
        after: { type: 'integer', min: 0, description: 'Start after this sequence (default: now)' },
      },
      response: { root: 'events', holds: EVENT_VALUE },
      errors: [{ code: 'validation_failed', when: 'an unknown type' }],
    },
  ],
});
