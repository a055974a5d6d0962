import { presentDeveloperToken } from '@leadline/core';
import { withLeadline } from '../util/database.js';
import { ExitError } from '../util/exit-error.js';
import { note, type Output, printRecord } from '../util/output.js';

export interface TokenCreateOptions extends Output {
  email: string;
  company: string[];
  name?: string;
  permissions?: string;
  database?: string;
}

/** Issues a developer access token for a user (created if new), granting it the named companies. */
export async function createToken(options: TokenCreateOptions): Promise<void> {
  await withLeadline(options.database, async (leadline) => {
    const user = await leadline.users.ensure({ email: options.email });
    for (const ref of options.company) {
      const company = await leadline.companies.findByRef(ref);
      if (!company) throw new ExitError(`No company ${ref}`, 2);
      await leadline.users.addToCompany(user.id, company.id, {
        superuser: !options.permissions,
        ...(options.permissions ? { permissions: options.permissions } : {}),
      });
    }
    const { token, secret } = await leadline.tokens.create(user.id, options.name);
    printRecord(options, { ...presentDeveloperToken(token), email: user.email, auth_token: secret });
    note(options, 'The token is shown only now; send it as Authorization: Token <auth_token>.');
  });
}
