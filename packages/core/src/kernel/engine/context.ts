import type { TenantContext } from '../../tenancy/context.js';
import { requireAccess, requireSuperuser } from '../../tenancy/permissions.js';
import { RuntimeTableScope } from '../../tenancy/scope.js';
import { type ListParams, parseListParams } from '../query/list-params.js';
import type { Engine } from './deps.js';

/** The resource's permission family (and superuser flag) checked against the caller. */
export function authorize(e: Engine, ctx: TenantContext, need: 'read' | 'write'): void {
  if (e.def.superuser) requireSuperuser(ctx.permissions);
  requireAccess(ctx.permissions, e.def.family, need);
}

export function scopeOf(e: Engine, ctx: TenantContext): RuntimeTableScope {
  return new RuntimeTableScope(e.deps.db, ctx.company.id);
}

export function listParamsOf(e: Engine, ctx: TenantContext, raw: Record<string, unknown>): ListParams {
  return parseListParams(e.def, raw, {
    timeZone: ctx.company.time_zone,
    country: ctx.company.default_country,
  });
}

/** How written values are read: the company's country, and the request's time zone or the company's. */
export function valueContext(ctx: TenantContext, raw: Record<string, unknown>) {
  const tz = typeof raw.time_zone === 'string' && raw.time_zone ? raw.time_zone : ctx.company.time_zone;
  return { country: ctx.company.default_country, timeZone: tz };
}

/** The count cache's key for this company's rows of the resource. */
export function countScope(e: Engine, ctx: TenantContext): string {
  return `${ctx.company.id}:${e.def.table}`;
}
