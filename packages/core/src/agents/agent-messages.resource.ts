import { companyId } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/**
 * Spec 2.3: columns company_id, content, agent_status_id, user_id,
 * agent_widget_count. The recipients (buyer_ids, buyer_group_ids,
 * call_center_ids) are writable on create and update but are not columns,
 * so they are stored and hidden.
 */
export const agentMessages = defineResource({
  name: 'agent_message',
  plural: 'agent_messages',
  family: 'buyers',
  storedOnly: true,
  description: "A broadcast message shown in the selected agents' widgets.",
  buildParams: ['content', 'agent_status_id'],
  fields: {
    company_id: companyId(),
    content: f.text().required().search().doc('Message text'),
    agent_status_id: f
      .integer()
      .filter()
      .unchecked('agent statuses are not a resource of this API yet: nothing to check the id against')
      .doc('Only agents in this status see the message (→ agent_statuses)'),
    user_id: f.integer().readOnly().filter().doc('User who sent the message'),
    agent_widget_count: f.integer().readOnly().default(0).doc('Agent widgets the message reached'),
    buyer_ids: f.refs('buyers').hidden().doc('Agents (buyers) who receive the message'),
    buyer_group_ids: f.refs('buyer_groups').hidden().doc('Buyer groups whose agents receive the message'),
    call_center_ids: f.refs('call_centers').hidden().doc('Call centers whose agents receive the message'),
  },
});
