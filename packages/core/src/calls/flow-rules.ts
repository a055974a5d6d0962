import type { Kysely } from 'kysely';
import type { Prompt } from '../carriers/dialect.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
import { configRead } from '../routing/config-reads.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallRow } from './call-store.js';

/**
 * What a call flow rule (call_routers), or a key press flow's call control
 * action, does on a live call: its action with the fields it needs, and what
 * it plays first.
 */
export interface FlowAction {
  /** Where it is kept: `call_routers`, or `call_control_actions` (a key press flow's step). */
  table: 'call_routers' | 'call_control_actions';
  id: number;
  routerType: string | null;
  action: string;
  forwardOfferId: number | null;
  /** Exception rules: a fallback number (E.164 or SIP) to dial instead. */
  forwardNumber: string | null;
  keyPressFlowGroupId: number | null;
  soundFileId: number | null;
  soundPlaylistId: number | null;
  text: string | null;
  voice: string | null;
  language: string | null;
  /** add_to_schedule: the schedule the caller is put on. */
  scheduleId: number | null;
  /**
   * A key press flow's `continue_call_routing`: after an action that does not
   * route (add_to_schedule), true goes on to the buyers, false hangs up. Null
   * (a call flow rule): go on to the buyers.
   */
  continueRouting: boolean | null;
  /** A key press flow's `call_disposition_id`: applied to the call when the key is pressed. */
  dispositionId: number | null;
}

/** A text column's value, or null when blank. */
export const textOf = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const id = (v: unknown) => (v == null ? null : Number(v));

/**
 * Every call flow rule of the offer (sortable_order, then id): one read, remembered under the
 * routing epoch, where a call used to ask once per kind of rule.
 */
const offerFlowRules = (db: Kysely<DB>, companyId: number, offerId: number) =>
  configRead(db, companyId, `call_routers:${offerId}`, () =>
    new TenantScope(db, companyId)
      .selectFrom('call_routers')
      .select([
        'id',
        'router_type',
        'action',
        'active',
        'forward_offer_id',
        'forward_number',
        'key_press_flow_group_id',
        'sound_file_id',
        'sound_playlist_id',
        'text_to_speech',
        'voice',
        'language',
        'schedule_id',
      ])
      .where('offer_id', '=', offerId)
      .where('deleted_at', 'is', null)
      .orderBy('sortable_order')
      .orderBy('id')
      .execute(),
  );

/**
 * The offer's first active rule of one of `types` (sortable_order, then id),
 * or null: the rule of that kind that fires.
 */
export async function findFlowRule(
  db: Kysely<DB>,
  companyId: number,
  offerId: number,
  types: readonly string[],
): Promise<FlowAction | null> {
  const rows = await offerFlowRules(db, companyId, offerId);
  const row = rows.find(
    (r) => types.includes(String(r.router_type)) && decodeValue('boolean', r.active) === true,
  );
  if (!row) return null;
  return {
    table: 'call_routers',
    id: row.id,
    routerType: String(row.router_type),
    action: row.action ?? 'forward_to_buyers',
    forwardOfferId: id(row.forward_offer_id),
    forwardNumber: textOf(row.forward_number),
    keyPressFlowGroupId: id(row.key_press_flow_group_id),
    soundFileId: id(row.sound_file_id),
    soundPlaylistId: id(row.sound_playlist_id),
    text: textOf(row.text_to_speech),
    voice: textOf(row.voice),
    language: textOf(row.language),
    scheduleId: id(row.schedule_id),
    continueRouting: null,
    dispositionId: null,
  };
}

/**
 * The first call control action of a key press flow (sortable_order, then
 * id), with the flow's continue_call_routing and disposition, or null.
 */
export async function firstControlAction(
  db: Kysely<DB>,
  companyId: number,
  keyPressFlowId: number,
): Promise<FlowAction | null> {
  const flow = await new TenantScope(db, companyId)
    .selectFrom('key_press_flows')
    .select(['continue_call_routing', 'call_disposition_id'])
    .where('id', '=', keyPressFlowId)
    .executeTakeFirst();
  const row = await new TenantScope(db, companyId)
    .selectFrom('call_control_actions')
    .select([
      'id',
      'action_type',
      'forward_offer_id',
      'key_press_flow_group_id',
      'sound_file_id',
      'schedule_id',
    ])
    .where('key_press_flow_id', '=', keyPressFlowId)
    .where('deleted_at', 'is', null)
    .orderBy('sortable_order')
    .orderBy('id')
    .executeTakeFirst();
  if (!row) return null;
  return {
    table: 'call_control_actions',
    id: row.id,
    routerType: null,
    action: String(row.action_type),
    forwardOfferId: id(row.forward_offer_id),
    forwardNumber: null,
    keyPressFlowGroupId: id(row.key_press_flow_group_id),
    soundFileId: id(row.sound_file_id),
    soundPlaylistId: null,
    text: null,
    voice: null,
    language: null,
    scheduleId: id(row.schedule_id),
    continueRouting: decodeValue('boolean', flow?.continue_call_routing) === true,
    dispositionId: id(flow?.call_disposition_id),
  };
}

/** The buyers a rule's `forward_to_buyers` is limited to: its buyer_ids and the buyers of its buyer_group_ids (both empty: any). */
export async function ruleBuyers(
  db: Kysely<DB>,
  links: RecordLinks,
  rule: Pick<FlowAction, 'table' | 'id'>,
): Promise<{ buyerIds: number[]; buyerGroupIds: number[] }> {
  const found = await links.load(db, rule.table, ['buyer_ids', 'buyer_group_ids'], [rule.id]);
  return {
    buyerIds: found.get('buyer_ids')?.get(rule.id) ?? [],
    buyerGroupIds: found.get('buyer_group_ids')?.get(rule.id) ?? [],
  };
}

/** What a question's answer goes on with (ZIP, ask_a_question): the menus' action runner and their way to the buyers. */
export interface FlowRunner {
  act(
    ctx: TenantContext,
    call: CallRow,
    rule: FlowAction,
    params: Record<string, unknown>,
    played?: readonly Prompt[],
  ): Promise<string>;
  toBuyers(
    ctx: TenantContext,
    call: CallRow,
    params: Record<string, unknown>,
    rule: FlowAction | null,
  ): Promise<string>;
}
