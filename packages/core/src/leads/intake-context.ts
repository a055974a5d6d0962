import type { TenantContext } from '../tenancy/context.js';
import type { LeadOwner } from './lead-token.js';

/**
 * Who acts when a lead arrives by lead_token: no user or key, so the engine
 * on behalf of the offer or schedule, named in change logs. It may write
 * leads and the contacts they need, nothing else.
 */
export function intakeContext(owner: LeadOwner): TenantContext {
  return {
    company: owner.company,
    actor: { type: 'system', id: null, name: `lead_token of ${owner.kind} ${owner.id} (${owner.name})` },
    permissions: { superuser: false, access: { leads: 'write', contacts: 'write' } },
  };
}
