import { randomBytes } from 'node:crypto';
import { defineResource } from '../kernel/define.js';

/** A fresh offer or schedule lead token: 32 hex characters. */
export function newLeadToken(): string {
  return randomBytes(16).toString('hex');
}

import { f } from '../kernel/fields.js';

export const offers = defineResource({
  name: 'offer',
  plural: 'offers',
  family: 'offers',
  description:
    'A campaign: the calls and leads it receives (its lead_token authorises POST /leads), the buyers it routes to, and its rules.',
  fields: {
    name: f.string().required().notBlank().search().sort(),
    user_offer_id: f.string().unique().filter().search().doc('Your own external id for the offer'),
    lead_token: f
      .string()
      .readOnly()
      .unique()
      .filter()
      .default(newLeadToken)
      .doc('32-character token that submits leads to this offer (generated)'),
    active: f.boolean().default(true).doc('An inactive offer takes no leads, pings or calls'),
    paused: f.inverseOf('active').doc('The opposite of active (TrackDrive clients read and write paused)'),
    time_zone: f.string().doc('IANA time zone (default: the company zone)'),
    missed_call_text: f
      .text()
      .doc(
        "Missed-call text-back: texted from the number called to a caller whose inbound call ended without reaching a buyer; [token]s from the call's lead (blank: none)",
      ),
    default_country: f
      .string()
      .doc('Country for numbers without a country code (default: the company country)'),
    duplicate_timeframe: f
      .integer()
      .min(0)
      .default(0)
      .doc('Seconds within which a repeat caller is a duplicate'),
    buyer_ids: f.refs('buyers'),
    buyer_group_ids: f.refs('buyer_groups').doc("Buyer groups whose buyers take the offer's calls"),
    buyer_suppression_ids: f.refs('buyer_suppressions'),
    // Issue 32 item 12: what the carrier does when Leadline does not answer (docs/inbound-calls.md).
    voice_fallback_url: f
      .string()
      .pattern(/^https?:\/\/[^/\s]+\/?$/, 'must be an http(s) origin such as https://standby.example.com')
      .example('https://standby.example.com')
      .notFetched('handed to the carrier as its fallback URL; Leadline never requests it')
      .doc(
        "Origin of a second deployment the carrier asks when this one fails to answer a call to the offer's numbers " +
          '(the same webhook path there); set on each number when it is pointed',
      ),
    voice_fallback_forward_number: f
      .phone()
      .doc(
        'Static forward when Leadline fails to answer and there is no voice_fallback_url: the carrier forwards the ' +
          "call here (Twilio: its Forward Twimlet; Telnyx and Plivo have no hosted forward, the number's pointing_warning says so)",
      ),
  },
});
