import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** Spec 4.2: list only; impressions are written by GET /numbers.json (`dni/number-insertion.ts`). */
export const impressions = defineResource({
  name: 'impression',
  plural: 'impressions',
  family: 'numbers',
  // The name TrackDrive's official PHP SDK uses for these records.
  aliases: [{ plural: 'page_views', name: 'page_view' }],
  description:
    'A visit that was shown a tracking number by dynamic number insertion: the page, the visitor and the tokens ' +
    'read, so the call that follows can be tied back to it.',
  operations: ['list'],
  fields: {
    offer_id: f.ref('offers').readOnly().doc('Offer of the number served'),
    ring_pool_id: f.ref('ring_pools').readOnly().doc('Pool the number came from'),
    phone_number_id: f.ref('phone_numbers').readOnly().doc('Number served'),
    traffic_source_id: f.ref('traffic_sources').readOnly().doc('Traffic source credited'),
    number: f.phone().readOnly().filter().search().doc('Number served, E.164'),
    visitor_id: f.string().readOnly().filter().doc('Visitor cookie id'),
    ga_client_id: f.string().readOnly().filter().doc('Google Analytics client id of the visitor'),
    url: f.text().readOnly().search().doc('Page the number was shown on'),
    referrer: f.text().readOnly().doc('Referring page'),
    ip_address: f.string().readOnly().filter().doc('Visitor IP address'),
    user_agent: f.text().readOnly().doc('Visitor browser'),
    tokens: f.json().readOnly().doc('Token values read (optimizer and impression tokens)'),
    call_id: f.integer().readOnly().filter().doc('Call that followed the impression (→ calls)'),
    expires_at: f.time().readOnly().sort().doc('When the number is released back to the pool'),
    // The number this impression holds (`n:<phone_number_id>`) while it is its latest: the unique index
    // makes one holder per number (dni/number-insertion.ts). Null once released or taken over.
    hold_key: f.string().readOnly().hidden().unique(),
    // Who holds it: the visitor, or a tokens pool's combination of token values (hashed).
    holder_key: f.string().readOnly().hidden(),
  },
  indexes: [{ name: 'holder', columns: ['company_id', 'ring_pool_id', 'holder_key'] }],
});
