import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { invalidParam } from '../errors/index.js';
import type { RequestMeta } from '../kernel/change-log.js';
import type { ResourceDefinition } from '../kernel/define.js';
import type { ApiRecord } from '../kernel/serialize.js';
import { type EngineDeps, ResourceService } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { ACCEPT_CARRIERS, ACCEPT_RULE_TYPES } from './buyer-accept.js';
import { MUSIC_CARRIERS } from './buyer-music.js';
import { HOLD_QUEUE_ACTION, HOLD_QUEUE_RULE, HOLD_QUEUE_TRIGGER } from './hold-queue-rules.js';
import { EXTENSION_CARRIERS } from './keyed-entry.js';
import { MACHINE_RULE_ACTIONS, MACHINE_RULE_TYPES } from './machine-detection.js';
import { KEY_ONLY_ACTIONS, KEY_RULE_TYPES, MENU_ACTIONS } from './menus.js';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The generic engine for call flow rules, refusing at save a rule that could
 * not act on a live call, with a 422 naming the field to fix:
 * - a greeting with nothing to play (`text_to_speech`; a sound file or a
 *   playlist would do as well), unless it opens a menu, whose prompt plays;
 * - `request_key_press` without `key_press_flow_group_id`;
 * - `forward_to_offer` without `forward_offer_id`, or to the rule's own
 *   offer (the call would come back to the same rule);
 * - a greeting or key press rule whose `action` a menu cannot run yet
 *   (record_voicemail: on a key press rule only);
 * - a key press rule that records a voicemail with nothing to say first
 *   (`text_to_speech`; a sound file or a playlist would do as well);
 * - a key press rule on an offer where no rule opens a menu (`router_type`);
 * - a press-to-accept or buyer music rule on an offer with numbers of a
 *   carrier that cannot carry it (`router_type`);
 * - a calling_buyer_music rule with nothing to play (`text_to_speech`);
 * - `place_in_hold_queue` on a rule that fires when no caller could be held,
 *   or on a menu's rule of an offer with no hold queue rule (`action`);
 * - a hold_queue_is_full or hold_queue_max_seconds_exceeded rule on an
 *   offer whose hold queue could never make it fire (`router_type`).
 * An update is judged on the record as it would be after the change.
 */
export class CallRouterResource extends ResourceService {
  private readonly db: Kysely<DB>;

  constructor(def: ResourceDefinition, deps: EngineDeps) {
    super(def, deps);
    this.db = deps.db;
  }

  override async create(ctx: TenantContext, raw: Record<string, unknown>): Promise<ApiRecord> {
    checkRule(raw);
    await this.checkMenu(ctx, raw, null);
    await this.checkCarriers(ctx, raw);
    await this.checkQueue(ctx, raw, null);
    return super.create(ctx, raw);
  }

  /**
   * The hold queue's own rules fire only for a caller its add_to_hold_queue
   * rule held: hold_queue_is_full needs such a rule on the offer, and
   * hold_queue_max_seconds_exceeded one with hold_queue_max_seconds. A menu's
   * place_in_hold_queue needs one as well: it holds callers in that queue.
   */
  private async checkQueue(ctx: TenantContext, rule: Record<string, unknown>, id: number | null) {
    const type = rule.router_type;
    const menuHold = MENU_RULES.includes(type) && rule.action === HOLD_QUEUE_ACTION;
    if (
      (type !== 'hold_queue_is_full' && type !== 'hold_queue_max_seconds_exceeded' && !menuHold) ||
      blank(rule.offer_id)
    )
      return;
    const offerId = Number(rule.offer_id);
    if (!Number.isInteger(offerId)) return;
    const queues = await new TenantScope(this.db, ctx.company.id)
      .selectFrom('call_routers')
      .select('hold_queue_max_seconds')
      .where('offer_id', '=', offerId)
      .where((eb) =>
        eb.or([
          eb('router_type', '=', HOLD_QUEUE_RULE),
          eb.and([eb('router_type', '=', HOLD_QUEUE_TRIGGER), eb('action', '=', HOLD_QUEUE_ACTION)]),
        ]),
      )
      .where('deleted_at', 'is', null)
      .$if(id !== null, (qb) => qb.where('id', '!=', id!))
      .execute();
    // A menu places the caller in the offer's queue, with that queue's music and limits.
    if (menuHold && queues.length === 0)
      throw invalidParam(
        'action',
        `places the caller in offer ${offerId}'s hold queue, but the offer has no ${HOLD_QUEUE_RULE} rule to hold callers with`,
      );
    if (menuHold) return;
    if (queues.length === 0)
      throw invalidParam(
        'router_type',
        `is a hold queue rule, but offer ${offerId} has no ${HOLD_QUEUE_RULE} rule to hold callers: it could never fire`,
      );
    if (type === 'hold_queue_max_seconds_exceeded' && queues.every((q) => q.hold_queue_max_seconds == null))
      throw invalidParam(
        'router_type',
        `needs hold_queue_max_seconds on offer ${offerId}'s ${HOLD_QUEUE_RULE} rule: no caller is held long enough to fire it`,
      );
  }

  /** A key rule on an offer no menu listens on could never fire. */
  private async checkMenu(ctx: TenantContext, rule: Record<string, unknown>, id: number | null) {
    if (!(KEY_RULE_TYPES as readonly unknown[]).includes(rule.router_type) || blank(rule.offer_id)) return;
    const offerId = Number(rule.offer_id);
    if (!Number.isInteger(offerId)) return; // the generic checks name offer_id
    const menu = await new TenantScope(this.db, ctx.company.id)
      .selectFrom('call_routers')
      .select('id')
      .where('offer_id', '=', offerId)
      .where('action', '=', 'request_key_press')
      .where('deleted_at', 'is', null)
      .$if(id !== null, (qb) => qb.where('id', '!=', id!))
      .executeTakeFirst();
    if (!menu) {
      throw invalidParam(
        'router_type',
        `is a key press rule, but no rule of offer ${offerId} opens a menu (action request_key_press): it could never fire`,
      );
    }
  }

  /**
   * Press-to-accept and buyer music act only on the carriers that document
   * what they need (docs/decisions/call-flows-press-to-accept-own-record.md,
   * call-flows-buyer-music-plivo-dial-music.md): an offer with numbers of
   * another carrier is refused, naming `router_type`.
   */
  private async checkCarriers(ctx: TenantContext, rule: Record<string, unknown>) {
    const carriers = CARRIER_LIMITED_RULES[String(rule.router_type)];
    if (!carriers || blank(rule.offer_id)) return;
    const offerId = Number(rule.offer_id);
    if (!Number.isInteger(offerId)) return;
    const other = await new TenantScope(this.db, ctx.company.id)
      .selectFrom('phone_numbers')
      .select('provider')
      .where('offer_id', '=', offerId)
      .where('provider', 'not in', [...carriers])
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (other) {
      throw invalidParam(
        'router_type',
        `cannot act on offer ${offerId}'s ${String(other.provider)} numbers: only ${carriers.join(' and ')} calls can carry it`,
      );
    }
  }

  override async update(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown>,
    meta?: RequestMeta,
  ): Promise<ApiRecord> {
    const current = await this.findRow(ctx, ref, [
      'id',
      'offer_id',
      'router_type',
      'action',
      'forward_offer_id',
      'key_press_flow_group_id',
      'sound_file_id',
      'sound_playlist_id',
      'text_to_speech',
      'schedule_id',
    ]);
    checkRule({ ...current, ...raw });
    await this.checkMenu(ctx, { ...current, ...raw }, Number(current.id));
    await this.checkCarriers(ctx, { ...current, ...raw });
    await this.checkQueue(ctx, { ...current, ...raw }, Number(current.id));
    return super.update(ctx, ref, raw, meta);
  }
}

const MENU_RULES: readonly unknown[] = [
  'greeting',
  ...KEY_RULE_TYPES,
  'zip_code_entry',
  'zip_entry_failed',
  'enter_extension',
  'extension_failed',
  'ask_a_question',
];

/** Rule types only some carriers can carry, and those carriers. */
const CARRIER_LIMITED_RULES: Record<string, readonly string[]> = {
  ...Object.fromEntries(ACCEPT_RULE_TYPES.map((t) => [t, ACCEPT_CARRIERS])),
  calling_buyer_music: MUSIC_CARRIERS,
  enter_extension: EXTENSION_CARRIERS,
};

/** Rules that exist to play something: with nothing to play they could not act. */
const PLAYING_RULES: readonly unknown[] = [
  'greeting',
  'calling_buyer_music',
  'zip_code_entry',
  'enter_extension',
];

function checkRule(rule: Record<string, unknown>): void {
  const action = rule.action ?? 'forward_to_buyers';
  if (MACHINE_RULE_TYPES.includes(String(rule.router_type))) {
    if (!Object.hasOwn(MACHINE_RULE_ACTIONS, String(action)))
      throw invalidParam(
        'action',
        `must be one of ${Object.keys(MACHINE_RULE_ACTIONS).join(', ')} for a ${String(rule.router_type)} rule (hang up, leave a voicemail, continue)`,
      );
    if (action === 'record_voicemail' && blank(rule.sound_file_id) && blank(rule.text_to_speech))
      throw invalidParam(
        'text_to_speech',
        'is required to leave a voicemail without a sound_file_id: the message the machine records',
      );
  }
  const keyRule = KEY_RULE_TYPES.includes(String(rule.router_type));
  const menuActions: readonly unknown[] = keyRule ? [...MENU_ACTIONS, ...KEY_ONLY_ACTIONS] : MENU_ACTIONS;
  if (MENU_RULES.includes(rule.router_type) && !menuActions.includes(action)) {
    throw invalidParam(
      'action',
      `must be one of ${menuActions.join(', ')} for a ${String(rule.router_type)} rule`,
    );
  }
  if (
    keyRule &&
    action === 'record_voicemail' &&
    blank(rule.sound_file_id) &&
    blank(rule.sound_playlist_id) &&
    blank(rule.text_to_speech)
  )
    throw invalidParam(
      'text_to_speech',
      'is required to record a voicemail without a sound_file_id or sound_playlist_id: what the caller hears before the beep',
    );
  if (
    action === HOLD_QUEUE_ACTION &&
    !MENU_RULES.includes(rule.router_type) &&
    rule.router_type !== HOLD_QUEUE_TRIGGER &&
    rule.router_type !== HOLD_QUEUE_RULE
  ) {
    throw invalidParam(
      'action',
      `can place callers in the hold queue only on a ${HOLD_QUEUE_TRIGGER} or ${HOLD_QUEUE_RULE} rule`,
    );
  }
  if (action === 'add_to_schedule' && blank(rule.schedule_id)) {
    throw invalidParam('schedule_id', 'is required to add the caller to a schedule: the schedule');
  }
  if (action === 'remove_from_schedule' && blank(rule.schedule_id)) {
    throw invalidParam('schedule_id', 'is required to take the caller off a schedule: the schedule');
  }
  if (action === 'request_key_press' && blank(rule.key_press_flow_group_id)) {
    throw invalidParam(
      'key_press_flow_group_id',
      'is required to request a key press: the menu to listen with',
    );
  }
  if (action === 'forward_to_offer') {
    if (blank(rule.forward_offer_id))
      throw invalidParam(
        'forward_offer_id',
        'is required to forward to an offer: the offer the call goes to',
      );
    if (String(rule.forward_offer_id) === String(rule.offer_id))
      throw invalidParam(
        'forward_offer_id',
        "is the rule's own offer: the call would come back to this rule",
      );
  }
  if (
    PLAYING_RULES.includes(rule.router_type) &&
    action !== 'request_key_press' &&
    blank(rule.sound_file_id) &&
    blank(rule.sound_playlist_id) &&
    blank(rule.text_to_speech)
  ) {
    throw invalidParam(
      'text_to_speech',
      `is required for a ${String(rule.router_type)} rule without a sound_file_id or sound_playlist_id: it would play nothing`,
    );
  }
}
