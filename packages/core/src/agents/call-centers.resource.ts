import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const callCenters = defineResource({
  name: 'call_center',
  plural: 'call_centers',
  family: 'buyers',
  storedOnly: true,
  description:
    'A team of agents (buyers) working the same hours: agent messages and schedule agents can target a call center as a whole.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Display name'),
    user_call_center_id: f
      .string()
      .unique()
      .filter()
      .search()
      .sort()
      .doc('Your own external id for the call center'),
    description: f.text().doc('Notes for operators'),
    time_zone: f.string().doc('IANA time zone of the opening hours (default: the company zone)'),
    open_times: f
      .json()
      .doc(
        'Hours as [{"day":0,"time_from":"09:00","time_to":"17:00"}] (day 0 = Sunday); blank = always open',
      ),
    concurrency_cap_limit: f
      .integer()
      .min(0)
      .doc('Most simultaneous calls across the whole center (blank: no cap)'),
    paused: f.boolean().default(false).doc('A paused call center receives no calls'),
    buyer_ids: f.refs('buyers').doc('Agents (buyers) working in the center'),
    buyer_group_ids: f.refs('buyer_groups').doc('Buyer groups whose agents work in the center'),
  },
});
