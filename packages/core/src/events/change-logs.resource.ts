import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const CHANGE_ACTIONS = ['create', 'update', 'destroy'] as const;
export const ACTOR_TYPES = ['user', 'api_key', 'developer_token', 'system'] as const;

/**
 * Designed (spec 4.2: "lead and call change log"): who changed which fields of a record, from what to what.
 * Written with every lead change, read mostly by record: only record_id has an index of its own.
 */
export const changeLogs = defineResource({
  name: 'change_log',
  plural: 'change_logs',
  family: 'reports',
  description:
    'One change to a call or lead (or any audited record): who made it, from where, and every changed ' +
    'field as [from, to]. Written by the engine; read with cursor paging for long histories.',
  operations: ['list', 'show'],
  fields: {
    record_type: f
      .string()
      .readOnly()
      .filter()
      .unindexed()
      .doc('Model of the changed record: Call, Lead, Contact…'),
    record_id: f.integer().readOnly().filter().doc('Id of the changed record'),
    action: f.enum(CHANGE_ACTIONS).readOnly().unindexed().doc('create, update or destroy'),
    actor_type: f
      .enum(ACTOR_TYPES)
      .readOnly()
      .unindexed()
      .doc('Who changed it: a user, a company API key, a developer token, or the engine itself'),
    actor_id: f
      .integer()
      .readOnly()
      .filter()
      .unindexed()
      .doc('Id of the user, key or token (blank for system)'),
    actor_name: f.string().readOnly().search().doc('Name of the actor when the change was made'),
    changes: f.json().readOnly().doc('Changed fields as {"field": [from, to]}'),
    request_ip: f.string().readOnly().doc('Address of the request that made the change'),
    request_id: f.string().readOnly().filter().unindexed().doc('X-Request-Id of that request'),
  },
});
