import { invalidParam } from '../errors/index.js';
import { normalizeNumber } from '../phone/normalize.js';
import type { TenantContext } from '../tenancy/context.js';

/**
 * A number from a path (`/leads/17193132645/caller_opt_out`, with or without
 * `+`) in E.164, read with the company's default country; else a 422 naming
 * the parameter.
 */
export function callerNumber(ctx: TenantContext, raw: string, param = 'caller_id'): string {
  const n = normalizeNumber(raw, ctx.company.default_country);
  if (!n.ok) throw invalidParam(param, `is ${n.reason}`);
  return n.e164;
}
