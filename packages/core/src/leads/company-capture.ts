import type { Kysely } from 'kysely';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { invalidParam } from '../errors/index.js';
import { isPlainObject } from '../kernel/hash-param.js';
import { isBlank } from '../kernel/values.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess } from '../tenancy/permissions.js';
import { TenantScope } from '../tenancy/scope.js';

/**
 * POST /leads/capture with the company's credentials and no lead token (TrackDrive:
 * "needs a company token"): the lead joins the schedule `schedule_id` or the offer
 * `offer_id` names (the company's own, by id), else the company's only active offer.
 * Returns the submission with that one's lead_token, so it is then taken exactly as a
 * lead-token post is. A submission that carries a lead token is returned as it came.
 */
export async function withCompanyLeadToken(
  db: Kysely<DB>,
  tenant: TenantContext,
  posted: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (carriesLeadToken(posted)) return posted;
  const raw = isPlainObject(posted.lead) ? { ...posted, ...posted.lead } : posted;
  requireAccess(tenant.permissions, 'leads', 'write');
  const { offer_id, schedule_id, company_id: _company, lead: _wrapper, ...rest } = raw;
  const scope = new TenantScope(db, tenant.company.id);
  const tokenOf = async (table: 'offers' | 'schedules', param: string, value: unknown) => {
    const id = Number(value);
    const row = Number.isSafeInteger(id)
      ? await scope
          .selectFrom(table)
          .select('lead_token')
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      : undefined;
    if (!row?.lead_token) throw invalidParam(param, `must be one of the company's ${table}`);
    return row.lead_token;
  };
  let token: string;
  const given = (v: unknown) => v !== undefined && !isBlank(v);
  if (given(schedule_id)) token = await tokenOf('schedules', 'schedule_id', schedule_id);
  else if (given(offer_id)) token = await tokenOf('offers', 'offer_id', offer_id);
  else {
    const offers = await scope
      .selectFrom('offers')
      .select(['lead_token', 'active'])
      .where('deleted_at', 'is', null)
      .execute();
    // A blank `active` is the default, true.
    const active = offers.filter((o) => o.active === null || decodeValue('boolean', o.active) === true);
    if (active.length !== 1) {
      throw invalidParam(
        'lead_token',
        active.length
          ? 'is required, or schedule_id or offer_id: the company has several active offers'
          : 'is required, or schedule_id or offer_id: the company has no active offer',
      );
    }
    token = String(active[0]!.lead_token);
  }
  return { ...rest, lead_token: token };
}

/** Whether a lead post names its lead token, flat or in a wrapped `{"lead": {...}}` body, by either name. */
export function carriesLeadToken(posted: Record<string, unknown>): boolean {
  const inner = isPlainObject(posted.lead) ? posted.lead : {};
  return [posted.lead_token, posted.token, inner.lead_token, inner.token].some(
    (v) => v !== undefined && !isBlank(v),
  );
}
