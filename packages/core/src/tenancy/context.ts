import type { Company } from './companies.js';
import type { Permissions } from './permissions.js';

/** Where a request came from, for records of who changed what (change logs). */
export interface RequestMeta {
  ip?: string;
  requestId?: string;
}

/** Who is acting: a company key pair, a user through a developer token, or the system itself. */
export interface Actor {
  type: 'api_key' | 'user' | 'system';
  id: number | null;
  name: string;
}

/**
 * Every tenant-scoped call in core takes one of these. It is built only by
 * authentication (or by the CLI acting as the system), never from user input.
 */
export interface TenantContext {
  company: Company;
  actor: Actor;
  permissions: Permissions;
}

export function systemContext(company: Company): TenantContext {
  return {
    company,
    actor: { type: 'system', id: null, name: 'system' },
    permissions: { superuser: true, access: { '*': 'write' } },
  };
}
