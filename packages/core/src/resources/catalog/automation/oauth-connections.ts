import { randomBytes } from 'node:crypto';
import { defineResource } from '../../define.js';
import { f } from '../../fields.js';
import { WRITABLE_TIMESTAMPS } from '../../writable-timestamps.js';

/** A fresh connection key: `oauth_` + 12 hex characters. */
export const newOauthKey = () => `oauth_${randomBytes(6).toString('hex')}`;

/**
 * Spec 2.3: exactly the listed columns and writable fields. client_secret and
 * access_token are writable but not columns, so they are `.hidden()`: stored,
 * never returned (not even masked), never filterable or searchable.
 * The spec also lists created_at/updated_at as writable; the engine keeps those
 * base columns itself, so they are not declared here.
 */
export const oauthConnections = defineResource({
  name: 'oauth_connection',
  plural: 'oauth_connections',
  family: 'settings',
  extraParams: {
    create: WRITABLE_TIMESTAMPS,
  },
  description:
    'Fetches and refreshes an OAuth access token from a remote token endpoint (client credentials), so ' +
    'webhooks and integrations can authenticate to third parties.',
  // Implemented in server/src/routes/webhooks.ts on leadline.webhooks.oauth.
  endpoints: [
    {
      name: 'refresh',
      method: 'POST',
      path: '/oauth_connections/:id/refresh',
      summary: 'Fetch a new access token now',
      description:
        'Requests the token endpoint (webhook_remote_url) with the client credentials and keeps the token ' +
        'sealed; answers the connection with its new fetched_at and expires_at (the token itself is never shown).',
      params: { id: { type: 'string', description: 'OAuth connection id or uuid' } },
      response: { root: 'oauth_connection', holds: 'record' },
      errors: [
        { code: 'not_found', when: 'no such connection' },
        {
          code: 'validation_failed',
          when: 'the token endpoint answered no token (named webhook_remote_url)',
        },
      ],
    },
  ],
  fields: {
    name: f.string().search().sort().doc('Display name'),
    key: f
      .string()
      .readOnly()
      .unique()
      .filter()
      .default(newOauthKey)
      .doc('Stable key that names the connection in tokens and integrations (generated)'),
    predefined_type: f
      .string()
      .readOnly()
      .filter()
      .doc('Provider preset the connection was made from (blank: custom)'),
    description: f.string().doc('What the connection is for'),
    client_id: f.string().search().doc('OAuth client id'),
    client_secret: f
      .string()
      .hidden()
      .doc('OAuth client secret; write-only, stored encrypted, never returned'),
    webhook_remote_url: f
      .string()
      .pattern(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL')
      .example('https://login.example.com/oauth2/token')
      .doc('Token endpoint URL (checked against private addresses when saved and when fetched)'),
    webhook_remote_method: f.string().doc('HTTP method of the token request (e.g. POST)'),
    webhook_remote_body: f.string().doc('Body of the token request; tokens such as [client_id] are replaced'),
    webhook_remote_headers: f.string().doc('Headers of the token request, one "Name: value" per line'),
    webhook_read_timeout: f.decimal().doc('Seconds to wait for the token endpoint'),
    webhook_response_success_codes: f.string().doc('Acceptable HTTP status codes, e.g. "200,201"'),
    access_token_path: f.string().doc('Path of the access token in the response, e.g. data.access_token'),
    access_token: f
      .string()
      .hidden()
      .doc('Current access token; write-only, stored encrypted, never returned'),
    expires_in: f.decimal().doc('Seconds the token stays valid after it is fetched'),
    expires_at: f.time().doc('When the current token expires'),
    fetched_at: f.time().doc('When the current token was fetched'),
  },
});
