import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { LeadService } from '../leads/lead-service.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallRow } from './call-store.js';
import { callTokens } from './secure-call.js';

/**
 * A menu's add_to_schedule: the caller becomes a lead of the schedule (a
 * post to its lead_token, create or update, the call's tokens as its data),
 * so the schedule's cadence works the caller as any lead it receives. A
 * deleted schedule adds nobody.
 */
export async function scheduleCaller(
  db: Kysely<DB>,
  leads: Pick<LeadService, 'submit'>,
  ctx: TenantContext,
  call: CallRow,
  scheduleId: number,
): Promise<void> {
  const schedule = await new TenantScope(db, ctx.company.id)
    .selectFrom('schedules')
    .select('lead_token')
    .where('id', '=', scheduleId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!schedule) return;
  await leads.submit(
    { data: callTokens(call), lead_token: schedule.lead_token, caller_id: String(call.caller_number) },
    { mode: 'create_or_update' },
  );
}
