import { Authenticator } from '../auth/authenticator.js';
import { credentialEpoch } from '../auth/credential-epoch.js';
import { ApiKeyService } from '../tenancy/api-keys.js';
import { CompanyService } from '../tenancy/companies.js';
import { DeveloperTokenService } from '../tenancy/developer-tokens.js';
import { UserService } from '../tenancy/users.js';
import type { Core, FoundationParts, LeadlineOptions } from './foundation.js';

/** How long a verified credential is remembered at most when nothing changes it (a lost notice's bound). */
export const DEFAULT_AUTH_CACHE_MS = 60_000;

/** Who may call: companies, their API keys, users and developer tokens, and the check of each request. */
export interface AccessParts {
  readonly companies: CompanyService;
  readonly keys: ApiKeyService;
  readonly users: UserService;
  readonly tokens: DeveloperTokenService;
  readonly auth: Authenticator;
}

export function wireAccess(
  { database, clock, signals }: Pick<Core, 'database' | 'clock'> & Pick<FoundationParts, 'signals'>,
  { authCacheMs = DEFAULT_AUTH_CACHE_MS }: LeadlineOptions,
): AccessParts {
  const { db, dialect } = database;
  const companies = new CompanyService(db, clock);
  // A credential changed through this process is forgotten at once; changed anywhere, the
  // credential epoch moves (migration 0040's triggers) and every process forgets it.
  const keys = new ApiKeyService(db, dialect, clock, (id) => auth.forgetKey(id));
  const users = new UserService(db, dialect, clock, (id) => auth.forgetUser(id));
  const tokens = new DeveloperTokenService(db, clock, (id) => auth.forgetUser(id));
  const auth = new Authenticator({
    companies,
    keys,
    users,
    tokens,
    clock,
    epoch: credentialEpoch(database, signals),
    cacheMs: authCacheMs,
  });
  return { companies, keys, users, tokens, auth };
}
