import { Authenticator } from '../auth/authenticator.js';
import { ApiKeyService } from '../tenancy/api-keys.js';
import { CompanyService } from '../tenancy/companies.js';
import { DeveloperTokenService } from '../tenancy/developer-tokens.js';
import { UserService } from '../tenancy/users.js';
import type { Core, LeadlineOptions } from './foundation.js';

/** Who may call: companies, their API keys, users and developer tokens, and the check of each request. */
export interface AccessParts {
  readonly companies: CompanyService;
  readonly keys: ApiKeyService;
  readonly users: UserService;
  readonly tokens: DeveloperTokenService;
  readonly auth: Authenticator;
}

export function wireAccess(
  { database, clock }: Pick<Core, 'database' | 'clock'>,
  { authCacheMs = 0 }: LeadlineOptions,
): AccessParts {
  const { db, dialect } = database;
  const companies = new CompanyService(db, clock);
  // A paused or deleted credential is forgotten by the cache at once.
  const keys = new ApiKeyService(db, dialect, clock, (id) => auth.forgetKey(id));
  const users = new UserService(db, dialect, clock, (id) => auth.forgetUser(id));
  const tokens = new DeveloperTokenService(db, clock, (id) => auth.forgetUser(id));
  const auth = new Authenticator({ companies, keys, users, tokens, clock, cacheMs: authCacheMs });
  return { companies, keys, users, tokens, auth };
}
