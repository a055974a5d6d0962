import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** Designed (spec 4.1: secrets): a named secret value, written but never read back. */
export const secretItems = defineResource({
  name: 'secret_item',
  plural: 'secret_items',
  family: 'settings',
  description:
    'A named secret (API key, password, signing key) used by integrations and in webhook payloads as ' +
    '[secret_<name>]. Its value is write-only: every response shows it masked.',
  fields: {
    name: f
      .string()
      .required()
      .notBlank()
      .unique()
      .pattern(/^[a-z0-9_]+$/, 'may contain only lowercase letters, numbers and underscores')
      .search()
      .sort()
      .doc('Unique key, used in tokens as [secret_<name>]'),
    value: f.text().required().sealed().doc('The secret; shown as ******** once set, never in clear'),
    description: f.text().doc('What the secret is for'),
  },
});
