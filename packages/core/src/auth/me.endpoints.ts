import { defineEndpointGroup } from '../kernel/endpoints.js';

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
                access: {
                  type: 'object',
                  description: 'Resource family (or *) → none, read or write',
                  entries: { type: 'enum', values: ['none', 'read', 'write'], description: 'The access' },
                },
              },
            },
          },
        },
      },
    },
  ],
});
