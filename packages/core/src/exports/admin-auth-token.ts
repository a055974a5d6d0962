import type { Operation } from '../kernel/define.js';
import type { FieldType } from '../kernel/fields.js';

const AUTH_TOKEN = {
  auth_token: {
    type: 'string' as FieldType,
    description:
      'Developer access token from your profile (/profile/edit); an alternative to the Authorization header',
  },
};

/** Spec 2.3/4.3: every endpoint of the admin resources takes an optional auth_token. */
export const authTokenParams = (
  operations: readonly Operation[],
): Partial<Record<Operation, Record<string, { type: FieldType; description: string }>>> =>
  Object.fromEntries(operations.map((op) => [op, AUTH_TOKEN]));
