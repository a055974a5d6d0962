import { decodeValue } from '../db/column-types.js';
import type { TenantScope } from '../tenancy/scope.js';
import type { SchedulePhase } from './leads.resource.js';

export type ActionRow = Record<string, unknown> & { id: number; action_type: string };

const on = (v: unknown) => decodeValue('boolean', v) === true;
const order = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/**
 * The actions a schedule runs in one phase, in order: groups by their
 * sortable_order (actions outside a group count as order 0), then the
 * actions' own sortable_order, then id. The cadence is the actions outside any
 * group or in normal groups; end_of_schedule is the actions of end-of-schedule
 * groups, or of the one group a trigger named. Inactive actions and actions
 * of inactive groups are left out, so a lead's step counts only what runs.
 * A schedule holds tens of actions, so they are read whole and sorted here.
 */
export async function actionsOf(
  scope: TenantScope,
  scheduleId: number,
  phase: SchedulePhase,
  groupId: number | null,
): Promise<ActionRow[]> {
  const actions = await scope
    .selectFrom('schedule_actions')
    .selectAll()
    .where('schedule_id', '=', scheduleId)
    .where('deleted_at', 'is', null)
    .execute();
  // Only the groups these actions name: a company's shared groups can be many.
  const groupIds = [
    ...new Set(
      actions.flatMap((a) => (a.schedule_action_group_id === null ? [] : [a.schedule_action_group_id])),
    ),
  ];
  const groups =
    groupIds.length === 0
      ? []
      : await scope
          .selectFrom('schedule_action_groups')
          .selectAll()
          .where('id', 'in', groupIds)
          .where('deleted_at', 'is', null)
          .execute();
  const groupById = new Map(groups.map((g) => [g.id, g]));
  const runs = actions.flatMap((a) => {
    if (!on(a.active)) return [];
    const group = a.schedule_action_group_id === null ? undefined : groupById.get(a.schedule_action_group_id);
    if (group && !on(group.active)) return [];
    const endOfSchedule = group !== undefined && on(group.end_of_schedule);
    if (phase === 'cadence' ? endOfSchedule : !endOfSchedule) return [];
    if (phase === 'end_of_schedule' && groupId !== null && Number(group?.id) !== groupId) return [];
    const key = [order(group?.sortable_order), order(a.sortable_order), a.id] as const;
    return [{ row: { ...a, id: a.id, action_type: String(a.action_type) } as ActionRow, key }];
  });
  runs.sort((x, y) => x.key[0] - y.key[0] || x.key[1] - y.key[1] || x.key[2] - y.key[2]);
  return runs.map((r) => r.row);
}
