import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** What an integration object is: one file a schedule action put in an S3 (or S3-compatible) bucket or on an FTP/SFTP server. */
export const INTEGRATION_OBJECT_TYPES = ['s3_object', 'ftp_file'] as const;

/**
 * pending → sent | failed as Leadline delivers it; the system that receives it
 * reports the rest with PUT /integrations/objects/:id.
 */
export const INTEGRATION_OBJECT_STATUSES = [
  'pending',
  'sent',
  'failed',
  'processing',
  'accepted',
  'rejected',
  'completed',
] as const;

/** The statuses PUT /integrations/objects/:id may set: everything but pending, which only delivery starts from. */
export const REPORTED_OBJECT_STATUSES = INTEGRATION_OBJECT_STATUSES.filter((s) => s !== 'pending');

/** Designed (spec 4.2 names only PUT /integrations/objects/:id): what a lead became in another system. */
export const integrationObjects = defineResource({
  name: 'integration_object',
  plural: 'integration_objects',
  family: 'settings',
  description:
    'What a schedule action sent to an integration: the lead as a file in an S3 or S3-compatible bucket, or on ' +
    'an FTP or SFTP server. ' +
    'Leadline sets pending, then sent or failed; the receiving system reports what became of it with ' +
    'PUT /integrations/objects/:id (processing, accepted, rejected, completed).',
  operations: ['list', 'show'],
  fields: {
    integration_id: f.ref('integrations').readOnly().doc('Integration the object was sent through'),
    lead_id: f.ref('leads').readOnly().doc('Lead the object holds'),
    schedule_action_id: f.ref('schedule_actions').readOnly().unindexed().doc('Schedule action that sent it'),
    object_type: f.enum(INTEGRATION_OBJECT_TYPES).readOnly().doc('What kind of object it is'),
    status: f.enum(INTEGRATION_OBJECT_STATUSES).readOnly().filter().sort().doc('Where the object is'),
    location: f
      .string()
      .readOnly()
      .doc('Where it was put: the object URL, or sftp://, ftp://, ftps:// host and path'),
    external_id: f
      .string()
      .readOnly()
      .filter()
      .search()
      .doc('Id of the object in the other system (S3: its ETag, until the system reports its own)'),
    status_message: f.text().readOnly().doc('Why it failed or what the other system said'),
    data: f.json().readOnly().doc('Anything else the other system reported, as {"key":"value"}'),
    sent_at: f.time().readOnly().doc('When it was delivered'),
    status_changed_at: f.time().readOnly().sort().doc('When its status last changed'),
  },
});
