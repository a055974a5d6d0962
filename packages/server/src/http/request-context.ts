import { LeadlineError, type TenantContext } from '@leadline/core';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by authentication on every non-public route. */
    tenant: TenantContext | null;
    /** Query string and body merged, body over query. */
    input: Record<string, unknown>;
    /** The route was declared `config.public`: no credentials asked. */
    publicRoute: boolean;
  }
  interface FastifyContextConfig {
    /** The route needs no credentials (lead posts, secure call links, docs). */
    public?: boolean;
  }
}

/** The tenant of an authenticated request. */
export function tenantOf(request: FastifyRequest): TenantContext {
  if (!request.tenant) throw new LeadlineError('unauthorized');
  return request.tenant;
}
