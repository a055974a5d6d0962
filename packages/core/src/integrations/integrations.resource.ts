import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';
import { REPORTED_OBJECT_STATUSES } from './integration-objects.resource.js';

/** Third-party systems an integration connects to. */
export const INTEGRATION_TYPES = [
  'twilio',
  'telnyx',
  'plivo',
  'aws_s3',
  'ftp',
  'smtp',
  'infusionsoft',
  'zoho_crm',
  'tcpa_shield',
  'blacklist_alliance',
  'trustedform',
  'jornaya',
  'data_provider',
  'deepgram',
  'custom',
] as const;

export const INTEGRATION_STATUSES = ['pending', 'connected', 'failed', 'disabled'] as const;

/** Designed (spec lists only the path): an account at a carrier, storage, CRM or compliance service. */
export const integrations = defineResource({
  name: 'integration',
  plural: 'integrations',
  family: 'settings',
  description:
    'A connection to a third-party account: a carrier (bring your own Twilio, Telnyx, Plivo), file storage ' +
    '(S3, FTP), a CRM, or a compliance or data service. Credentials live in secret_items or an oauth connection, ' +
    'never in settings.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Display name'),
    integration_type: f
      .enum(INTEGRATION_TYPES)
      .required()
      .example('custom')
      .doc(
        'Kind of system connected (twilio, telnyx, plivo: a carrier account phone numbers are rented through; ' +
          'deepgram: the speech-to-text account recordings are transcribed with)',
      ),
    settings: f
      .json()
      .settingsObject(['api_base_url', 'lookup_base_url', 'endpoint'])
      .doc(
        'Non-secret settings of the type, e.g. {"bucket":"calls","region":"us-east-1"} or {"host":"ftp.x.com"}',
      ),
    secret_item_ids: f.refs('secret_items').doc('Secrets that hold its credentials (API keys, passwords)'),
    oauth_connection_id: f.ref('oauth_connections').doc('OAuth connection that supplies its access token'),
    active: f.boolean().default(true).doc('An inactive integration is never called'),
    status: f
      .enum(INTEGRATION_STATUSES)
      .readOnly()
      .default('pending')
      .doc('Result of the last connection check'),
    last_error: f.text().readOnly().doc('Error of the last failed call'),
    last_checked_at: f.time().readOnly().doc('When the connection was last checked'),
  },
  endpoints: [
    {
      name: 'update_object',
      method: 'PUT',
      path: '/integrations/objects/:id',
      summary: 'Update the status of an integration object',
      description:
        'For the system that received an object (GET /integration_objects) to report what became of it. ' +
        'Fields not given are kept; data is merged over what was reported before.',
      params: {
        id: { type: 'string', description: 'Integration object id or uuid' },
        status: {
          type: 'enum',
          values: REPORTED_OBJECT_STATUSES,
          description: 'Where the object is now',
        },
        external_id: { type: 'string', description: "The object's id in the other system" },
        status_message: { type: 'string', description: 'What the other system says about it' },
        data: { type: 'json', description: 'Anything else to keep with it, as {"key":"value"}' },
      },
      response: { root: 'integration_object', holds: 'record', resource: 'integration_objects' },
      errors: [
        { code: 'not_found', when: "no such object (another company's objects are not found either)" },
        {
          code: 'validation_failed',
          when: 'an unknown status, data that is not an object, or nothing to change',
        },
      ],
    },
  ],
});
