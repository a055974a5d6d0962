import { defineEndpointGroup, type EndpointGroup } from '../endpoints.js';

/** GET /me (our addition): the cheapest way for a client to check its set-up. `server/src/routes/me.ts`. */
export const meEndpoints = defineEndpointGroup({
  name: 'me',
  title: 'Me',
  description:
    'Which company, actor and permissions these credentials are: the cheapest way to check a key pair or token.',
  endpoints: [
    {
      name: 'show',
      method: 'GET',
      path: '/me',
      summary: 'Show the company, actor and permissions of these credentials',
      response: {
        root: 'me',
        holds: {
          type: 'object',
          description: 'The credentials as the API sees them',
          properties: {
            company: {
              type: 'object',
              description: 'The company they act in',
              properties: {
                id: { type: 'integer', description: 'Company id' },
                uuid: { type: 'string', description: 'Company uuid' },
                name: { type: 'string', description: 'Company name' },
                subdomain: { type: 'string', description: 'Subdomain (also accepted as company_id)' },
                time_zone: { type: 'string', description: 'IANA zone times are shown in' },
                default_country: { type: 'string', description: 'Country phone numbers are read in' },
                created_at: { type: 'time', description: 'When the company was created' },
                updated_at: { type: 'time', description: 'When the company last changed' },
              },
            },
            actor: {
              type: 'object',
              description: 'Who acts: an access key pair (api_key) or a user (developer token)',
              properties: {
                type: { type: 'enum', values: ['api_key', 'user', 'system'], description: 'Kind of actor' },
                id: { type: 'integer', nullable: true, description: 'Key or user id' },
                name: { type: 'string', description: 'Key or user name' },
              },
            },
            permissions: {
              type: 'object',
              description:
                'superuser flag and access per resource family (none, read or write; * for the others)',
              properties: {
                superuser: { type: 'boolean', description: 'Superuser credentials' },
                access: { type: 'json', description: '{"<family>": "none" | "read" | "write"}' },
              },
            },
          },
        },
      },
    },
  ],
});

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

/** Endpoints outside every resource, each group a reference page of its own. */
export const ENDPOINT_GROUPS: readonly EndpointGroup[] = [meEndpoints, collectionEndpoints];
