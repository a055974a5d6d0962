import { companyId } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/**
 * Spec 2.3: a read-only log with its own column list (id, company_id, user_id,
 * collaborator_id, agent_widget_id, agent_status_id, created_at, updated_at,
 * key); list only, and only the common filters.
 */
export const agentStatusTimestamps = defineResource({
  name: 'agent_status_timestamp',
  plural: 'agent_status_timestamps',
  family: 'buyers',
  storedOnly: true,
  description: 'A read-only log of agent status changes (online, on break, offline…).',
  operations: ['list'],
  omitBaseColumns: [
    'legacy_id',
    'type',
    'uuid',
    'deleted_at',
    'user_updated_at',
    'routes_show_path',
    'routes_edit_path',
    'external_record_id',
  ],
  fields: {
    company_id: companyId(),
    user_id: f.integer().readOnly().doc('User whose status changed'),
    collaborator_id: f.integer().readOnly().doc('Collaborator (agent membership) whose status changed'),
    agent_widget_id: f.integer().readOnly().doc('Agent widget the change came from'),
    agent_status_id: f.integer().readOnly().doc('Status entered'),
    key: f.string().readOnly().search().doc('Key of the status entered'),
  },
});
