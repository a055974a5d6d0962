import { decodeValue } from '../db/column-types.js';
import { invalid } from '../errors/index.js';
import type { TenantScope } from '../tenancy/scope.js';

type Row = Record<string, unknown>;

/*
 * Who and where a call is placed for (POST /schedules/make_call): the lead,
 * the schedule and the number it is placed from, each read in the company's
 * scope and refused by name when it cannot serve.
 */

/** The lead `lead_id` names, if any (this company's, not deleted). */
export async function findLead(scope: TenantScope, p: Row): Promise<Row | undefined> {
  if (p.lead_id === undefined) return undefined;
  const lead = await scope
    .selectFrom('leads')
    .select([
      'id',
      'caller_id',
      'offer_id',
      'schedule_id',
      'traffic_source_id',
      'status',
      // What the state rules read.
      'state_province',
      'time_zone',
      'tokens',
    ])
    .where('id', '=', p.lead_id as number)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!lead) throw invalid({ lead_id: ['must reference an existing lead'] });
  return lead;
}

/** schedule_id, else the lead's schedule, else the schedule of lead_token; it must be active. */
export async function findSchedule(scope: TenantScope, p: Row, lead: Row | undefined): Promise<Row> {
  const read = scope
    .selectFrom('schedules')
    .select(['id', 'offer_id', 'active', 'use_machine_detection'])
    .where('deleted_at', 'is', null);
  let schedule: Row | undefined;
  let param = 'schedule_id';
  if (p.schedule_id !== undefined) {
    schedule = await read.where('id', '=', p.schedule_id as number).executeTakeFirst();
    if (!schedule) throw invalid({ schedule_id: ['must reference an existing schedule'] });
  } else if (p.lead_token !== undefined) {
    param = 'lead_token';
    schedule = await read.where('lead_token', '=', p.lead_token as string).executeTakeFirst();
    if (!schedule)
      throw invalid({ lead_token: ["is not the lead token of one of this company's schedules"] });
  } else if (lead?.schedule_id != null) {
    param = 'lead_id';
    schedule = await read.where('id', '=', Number(lead.schedule_id)).executeTakeFirst();
    if (!schedule)
      throw invalid({ lead_id: ['belongs to a schedule that no longer exists: give schedule_id'] });
  } else {
    throw invalid({
      schedule_id: ['is required (or lead_token, or the lead_id of a lead on a schedule)'],
    });
  }
  if (!decodeValue('boolean', schedule.active)) {
    throw invalid({ [param]: [`schedule ${schedule.id} is inactive`] });
  }
  return schedule;
}

/** `from`, else the first number of the schedule's ring pools, else one of the offer's numbers. */
export async function findFromNumber(
  scope: TenantScope,
  p: Row,
  schedule: Row,
  offerId: number,
): Promise<Row> {
  const numbers = () =>
    scope
      .selectFrom('phone_numbers')
      .select(['id', 'number', 'integration_id', 'traffic_source_id'])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .limit(1);
  if (p.from !== undefined) {
    const row = await numbers()
      .where('number', '=', p.from as string)
      .executeTakeFirst();
    if (!row) throw invalid({ from: ["must be one of the company's phone numbers"] });
    return row;
  }
  const pools = await scope
    .selectFrom('schedule_ring_pools')
    .select('ring_pool_id')
    .where('schedule_id', '=', Number(schedule.id))
    .where('deleted_at', 'is', null)
    .orderBy('sortable_order')
    .orderBy('id')
    .execute();
  for (const pool of pools) {
    const row = await numbers().where('ring_pool_id', '=', Number(pool.ring_pool_id)).executeTakeFirst();
    if (row) return row;
  }
  const ofOffer = await numbers().where('offer_id', '=', offerId).executeTakeFirst();
  if (ofOffer) return ofOffer;
  throw invalid({
    from: [
      "is required: the schedule's ring pools have no numbers and the offer has none (POST /phone_numbers rents one)",
    ],
  });
}
