import { defineEndpointGroup } from '../kernel/endpoints.js';

/** Dynamic number insertion (trackdrive-optimizer.js): `server/src/routes/numbers.ts`, `core/src/dni/`. */
export const numberEndpoints = defineEndpointGroup({
  name: 'numbers',
  title: 'Dynamic number insertion',
  description:
    "A landing page's tracking number: the offer's ring pool lends the visitor a number for the pool's " +
    'token_hold_time (the same visitor, or in a tokens pool the same token values, keeps it), and the visit is ' +
    "recorded in impressions (GET /impressions, also /page_views). The offer's token_matchers and " +
    'visitor_token_matchers read tokens from the page URL, cookies, referrer and data-tokens onto the impression, ' +
    'and the call to the number while it is held carries them.',
  endpoints: [
    {
      name: 'request_number',
      method: 'GET',
      path: '/numbers',
      suffixes: ['json'],
      public: true,
      summary: 'Lend a visitor a tracking number of the offer, and record the impression',
      description:
        'Public, every origin (browsers may send credentials): the offer_token names the offer. Its first active ring pool of tracking_type visitor or tokens lends a number no other visitor holds and no post holds, the longest free first.',
      params: {
        offer_token: {
          type: 'string',
          description: "The offer's lead_token (32 characters), as trackdrive-optimizer.js sends it",
        },
        offer_key: { type: 'string', description: 'Same as offer_token (older scripts)' },
        tokens: {
          type: 'json',
          description:
            'Token values of the visit (a hash, or its JSON text: data-tokens); kept on the impression',
        },
        impressions: {
          type: 'json',
          description: 'The visit: {"url","referrer","visitor_id","ga_client_id"} (a hash or its JSON text)',
        },
        visitor_id: { type: 'string', description: 'The visitor cookie id (also inside impressions)' },
        cookies: {
          type: 'json',
          description:
            "The page's cookies the script passes (a hash or its JSON text; also impressions.cookies), read by token matchers of source cookie. A Cookie header sent to this server is read too",
        },
      },
      response: {
        root: 'number',
        bare: true,
        holds: {
          type: 'object',
          description: 'The number lent to the visitor',
          properties: {
            id: { type: 'integer', description: 'Phone number id' },
            plain_number: { type: 'string', description: 'E.164: +18662222644 ([plain_number])' },
            human_number: { type: 'string', description: 'National format: (866) 222-2644 ([human_number])' },
            extension: {
              type: 'string',
              nullable: true,
              description: 'Always null: numbers have no extension',
            },
            checksum: { type: 'string', description: 'MD5 of the other keys' },
          },
        },
      },
      errors: [
        {
          code: 'validation_failed',
          when: 'offer_token is missing, unknown or of an inactive offer, the offer has no visitor or tokens ring pool, every pool number is held, or tokens/impressions/cookies are not hashes',
        },
      ],
    },
  ],
});
