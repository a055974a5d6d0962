import { defineEndpointGroup } from '../kernel/endpoints.js';

/** GET /collections and /collections/:type. `server/src/routes/collections.ts`, values from `reference/collections.ts`. */
export const collectionEndpoints = defineEndpointGroup({
  name: 'collections',
  title: 'Collections',
  description:
    'The enumerations the API uses: time_zone, us_state, resource_family, error_code, order_dir, and every enum ' +
    'field as <resource>.<field> (and as <field> when that name means one set of values API-wide).',
  endpoints: [
    {
      name: 'list',
      method: 'GET',
      path: '/collections',
      summary: 'List the collection types',
      response: {
        root: 'collections',
        bare: true,
        holds: { type: 'strings', description: 'Every type GET /collections/:type serves, sorted' },
      },
    },
    {
      name: 'show',
      method: 'GET',
      path: '/collections/:type',
      summary: 'The values of one collection',
      params: {
        type: {
          type: 'string',
          description:
            'A type from GET /collections (time_zone, us_state, buyers.route_by_type…); .json is ignored',
        },
      },
      response: {
        root: ':type',
        bare: true,
        rootFalse: true,
        holds: {
          type: 'objects',
          description: 'The values, each with a label',
          properties: {
            value: { type: 'string', description: 'What the API takes and answers' },
            label: { type: 'string', description: 'Readable name' },
          },
        },
        metadata: { total_count: { type: 'integer', description: 'Number of values' } },
      },
      errors: [{ code: 'not_found', when: 'no collection of that type' }],
    },
  ],
});
