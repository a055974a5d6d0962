import { randomBytes } from 'node:crypto';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';
import { WRITABLE_TIMESTAMPS } from '../kernel/writable-timestamps.js';

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
    'Fetches and refreshes an OAuth access token from a remote token endpoint (client credentials, or the ' +
    'authorization-code flow through POST /oauth_connections/:id/authorize), so webhooks and integrations ' +
    'can authenticate to third parties.',
  // Implemented in server/src/routes/webhooks.ts on leadline.webhooks.oauth.
  endpoints: [
    {
      name: 'authorize',
      method: 'POST',
      path: '/oauth_connections/:id/authorize',
      summary: 'Start the authorization-code flow: the URL to send the user to',
      description:
        "Answers the provider's authorization URL (authorize_url) with response_type=code, the connection's " +
        'client_id, scope, a single-use state (10 minutes) and redirect_uri: GET /oauth_connections/callback ' +
        "under the server's public URL. Open it in a browser and approve; the provider sends the browser back " +
        'to the callback, which trades the code for tokens at webhook_remote_url. The refresh token is kept ' +
        'sealed and refreshes the access token when it runs out. Starting again replaces a pending state.',
      params: {
        id: { type: 'string', description: 'OAuth connection id or uuid' },
        authorize_url: {
          type: 'string',
          required: true,
          description:
            "The provider's authorization endpoint, e.g. https://login.example.com/oauth2/authorize",
        },
        scope: { type: 'string', description: 'Scopes to ask for, space-separated' },
      },
      response: {
        root: 'authorization',
        holds: {
          type: 'object',
          description: 'Where to send the user',
          properties: {
            url: { type: 'string', description: 'The authorization URL, state included' },
            redirect_uri: { type: 'string', description: 'Where the provider sends the browser back' },
            expires_at: { type: 'time', description: 'When the state lapses' },
          },
        },
      },
      errors: [
        { code: 'not_found', when: 'no such connection' },
        {
          code: 'validation_failed',
          when: 'authorize_url is not an http(s) URL, or the connection has no client_id or webhook_remote_url',
        },
      ],
    },
    {
      name: 'callback',
      method: 'GET',
      path: '/oauth_connections/callback',
      public: true,
      summary: "The provider's redirect at the end of the authorization-code flow",
      description:
        'Public: the single-use state is the credential. The state is spent first, then the code is traded ' +
        'for tokens at the connection’s webhook_remote_url (grant_type=authorization_code; logged as an ' +
        'OauthConnection webhook log, secrets hidden). An unknown, used or expired state, a provider error ' +
        '(error=access_denied…) or a refused code is a 422 that stores no token.',
      params: {
        state: { type: 'string', description: 'The state the authorization URL carried' },
        code: { type: 'string', description: 'The authorization code' },
        error: { type: 'string', description: 'The provider’s refusal (access_denied…)' },
      },
      response: {
        root: 'oauth_connection',
        holds: {
          type: 'object',
          description: 'The connection authorized',
          properties: {
            uuid: { type: 'string', description: 'The connection’s uuid' },
            name: { type: 'string', nullable: true, description: 'Its name' },
            fetched_at: { type: 'time', description: 'When the token was fetched' },
            expires_at: { type: 'time', nullable: true, description: 'When it expires' },
          },
        },
      },
      errors: [
        { code: 'validation_failed', when: 'the state, the code or the provider’s answer was refused' },
      ],
    },
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
      .fetchedUrl()
      .credentials('url')
      .pattern(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL')
      .example('https://login.example.com/oauth2/token')
      .doc('Token endpoint URL (checked against private addresses when saved and when fetched)'),
    webhook_remote_method: f.string().doc('HTTP method of the token request (e.g. POST)'),
    webhook_remote_body: f.string().doc('Body of the token request; tokens such as [client_id] are replaced'),
    webhook_remote_headers: f
      .string()
      .credentials('header_lines')
      .doc('Headers of the token request, one "Name: value" per line'),
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
    // The authorization-code flow's state: stored, never shown (spec 2.3 columns stay exact).
    refresh_token: f
      .string()
      .hidden()
      .readOnly()
      .doc('Refresh token of an authorized connection; stored encrypted, never returned'),
    authorization_state: f.string().hidden().readOnly().doc('SHA-256 of the pending authorization state'),
    authorization_expires_at: f.time().hidden().readOnly().doc('When the pending authorization lapses'),
    authorization_redirect_uri: f
      .string()
      .hidden()
      .readOnly()
      .doc('redirect_uri of the pending authorization'),
  },
});
