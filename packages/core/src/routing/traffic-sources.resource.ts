import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

const counter = (description: string) => f.integer().readOnly().default(0).sort().doc(description);

export const trafficSources = defineResource({
  name: 'traffic_source',
  plural: 'traffic_sources',
  family: 'offers',
  description:
    'A publisher that sends calls and leads: who they are, how many tracking numbers they may hold, and their call counts.',
  fields: {
    company_name: f.string().required().notBlank().search().sort().doc('Publisher company name'),
    first_name: f.string().search().sort().doc('Contact first name'),
    last_name: f.string().search().sort().doc('Contact last name'),
    email: f
      .string()
      .pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address')
      .search()
      .example('publisher@example.com')
      .doc('Contact e-mail'),
    phone: f.phone().doc('Contact phone number (E.164)'),
    user_traffic_source_id: f
      .string()
      .unique()
      .filter()
      .search()
      .sort()
      .doc('Your own external id for the traffic source (the [user_traffic_source_id] token)'),
    number_limit: f
      .integer()
      .min(0)
      .sort()
      .doc('Most tracking numbers the source may hold (blank: no limit)'),
    ping_limit_per_minute: f
      .integer()
      .min(1)
      .doc(
        'Pings accepted per minute from the source over all its inbound webhooks; more answer 429 (blank: no limit)',
      ),
    ping_limit_per_day: f
      .integer()
      .min(1)
      .doc(
        "Pings accepted per day (the company's time zone) over all its inbound webhooks; more answer 429 (blank: no limit)",
      ),
    offer_ids: f.refs('offers').doc('Offers the source may send traffic to'),
    active: f.boolean().default(true).doc('An inactive (paused) source is credited with no new leads'),
    paused: f.inverseOf('active').doc('The opposite of active (TrackDrive clients read and write paused)'),
    numbers_count: counter('Tracking numbers assigned to the source'),
    calls_count: counter('Calls received from the source'),
    recent_calls_count: counter('Calls received from the source in the last 30 days'),
    last_call_at: f.time().readOnly().sort().doc('When the last call from the source arrived'),
  },
});
