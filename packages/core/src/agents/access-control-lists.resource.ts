import { companyId } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/**
 * Spec 2.3: columns company_id, name, users_emails; the spec lists no create
 * or update parameters, so only the name is writable (a team needs one) and
 * the members' e-mails are kept by team membership.
 */
export const accessControlLists = defineResource({
  name: 'access_control_list',
  plural: 'access_control_lists',
  family: 'settings',
  storedOnly: true,
  // The name TrackDrive's official PHP SDK uses for these records.
  aliases: [{ plural: 'teams', name: 'team' }],
  description:
    'A team: a permission policy controlling which records, actions and leads its members can access.',
  fields: {
    company_id: companyId(),
    name: f.string().required().notBlank().search().sort().doc('Team name'),
    users_emails: f.strings().readOnly().default([]).doc('E-mails of the team members'),
  },
});
