import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const scheduleAgents = defineResource({
  name: 'schedule_agent',
  plural: 'schedule_agents',
  family: 'schedules',
  storedOnly: true,
  description:
    'An agent set up by the agent wizard: who takes the calls schedules place to leads, where they are reached, ' +
    'and which schedules and offers they work.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Agent name'),
    email: f
      .string()
      .unique()
      .pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address')
      .search()
      .sort()
      .example('agent@example.com')
      .doc('Agent login e-mail'),
    number: f
      .phone()
      .search()
      .doc('Where the agent is called (blank: the agent answers in the browser widget)'),
    schedule_ids: f.refs('schedules').doc('Schedules whose calls the agent takes'),
    offer_ids: f.refs('offers').doc('Offers whose inbound calls the agent takes'),
    call_center_id: f.ref('call_centers').doc('Call center the agent works in'),
    buyer_id: f
      .ref('buyers')
      .readOnly()
      .doc('Buyer record the router dials for this agent (made by the wizard)'),
    time_zone: f.string().doc('IANA time zone of the agent (default: the company zone)'),
    concurrency_cap_limit: f.integer().min(0).default(1).doc('Most simultaneous calls'),
    paused: f.boolean().default(false).doc('A paused agent receives no calls'),
  },
});
