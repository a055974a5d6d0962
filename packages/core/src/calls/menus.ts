import type { Kysely } from 'kysely';
import { callbackValue } from '../carriers/callback-words.js';
import type { Prompt } from '../carriers/dialect.js';
import { dialectOf } from '../carriers/dialects.js';
import { withPrelude } from '../carriers/xml.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
import { ROUTER_TYPES } from '../routing/call-routers.resource.js';
import type { CompanyService } from '../tenancy/companies.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallRow, CallStore } from './call-store.js';
import type { CallEventInput, CallTrace } from './call-trace.js';
import type { DialPlan } from './dial-plan.js';
import { type FlowAction, findFlowRule, firstControlAction, ruleBuyers } from './flow-rules.js';
import { rulePrompts } from './greeting.js';
import { HOLD_QUEUE_ACTION, type Joined } from './hold-queue-rules.js';
import { EXTENSION_ENTRY, KeyedEntry, ZIP_ENTRY } from './keyed-entry.js';
import {
  endAtStepLimit,
  hangUp,
  MENU_STEP_LIMIT,
  menuGroup,
  providerOf,
  recordKeyPress,
} from './menu-steps.js';
import { CallQuestion, QUESTION_GROUP } from './question.js';
import { findSecureCall, inboundCallbackUrl } from './secure-call.js';
import type { SoundLinks } from './sound-links.js';
import { recordVoicemail, VOICEMAIL_GROUP, voicemailLeft } from './voicemail.js';

export { MENU_STEP_LIMIT } from './menu-steps.js';

/** The actions a menu can run on a live call; a key rule with any other is refused at save. */
export const MENU_ACTIONS = [
  'forward_to_buyers',
  'forward_to_offer',
  'request_key_press',
  'add_to_schedule',
  'remove_from_schedule',
  'block_caller',
  HOLD_QUEUE_ACTION,
  'hang_up',
] as const;

/** What menu actions do to the caller outside the call: the schedule and contact engines, given by the wiring. */
export interface CallerActions {
  /** Puts the caller on the schedule (a lead with the call's tokens, as a post to its lead_token would). */
  addToSchedule(ctx: TenantContext, call: CallRow, scheduleId: number): Promise<void>;
  /** Takes the caller's open lead off the schedule (as DELETE /leads/:caller_id with schedule_id); none: nothing. */
  removeFromSchedule(ctx: TenantContext, number: string, scheduleId: number): Promise<void>;
  /** Blocks the caller's number (the contact's blocked flag). */
  block(ctx: TenantContext, number: string): Promise<void>;
  /** Applies a call disposition to the call. */
  applyDisposition(ctx: TenantContext, callId: number, dispositionId: number): Promise<void>;
}

/** The key press rules: each key's own, any other key, and no key. */
export const KEY_RULE_TYPES: readonly string[] = ROUTER_TYPES.filter(
  (t) => t.startsWith('key_press_') || t === 'any_other_key_press' || t === 'no_key_press',
);

/** What only a key rule may do (`voicemail.ts`): the caller chose to leave a message. */
export const KEY_ONLY_ACTIONS = ['record_voicemail'] as const;

/** What CallMenus works with, given by the wiring. */
export interface MenuDeps {
  db: Kysely<DB>;
  companies: CompanyService;
  links: RecordLinks;
  /** Signs the links carriers fetch recordings at. */
  sounds: SoundLinks;
  store: CallStore;
  trace: CallTrace;
  plan: DialPlan;
  /** add_to_schedule, block_caller and key press flow dispositions (absent: they route on). */
  caller?: CallerActions;
  /** place_in_hold_queue: the offer's hold queue (`hold-queue.ts`; absent: the caller routes on). */
  holdQueue?: {
    join(ctx: TenantContext, call: CallRow, pending: CallEventInput[]): Promise<Joined | null>;
  };
}

/**
 * IVR menus: a key press flow group listens (the carrier's <Gather> or
 * <GetDigits>, its prompt playing), and what the caller pressed chooses what
 * happens: the group's key_press_flow for those digits (its first call
 * control action), else the offer's `key_press_<key>` rule, else its
 * `any_other_key_press`; nothing pressed repeats the prompt up to the
 * group's max_attempts, then the `no_key_press` rule. A menu with no rule for
 * what happened goes on to the buyers, so it never strands a caller. Every
 * prompt and key is in the call's trace, the digits in its tokens.
 */
export class CallMenus {
  constructor(private readonly deps: MenuDeps) {
    this.zip = new KeyedEntry(ZIP_ENTRY, deps, this);
    this.extension = new KeyedEntry(EXTENSION_ENTRY, deps, this);
    this.question = new CallQuestion(deps, this);
  }

  /** The ZIP question of a zip_code_entry rule, answered at the menu action with group=zip. */
  readonly zip: KeyedEntry;
  /** The extension question of an enter_extension rule, answered with group=extension. */
  readonly extension: KeyedEntry;
  /** The offer's ask_a_question, answered at the menu action with group=question. */
  readonly question: CallQuestion;

  /** The instructions to listen with the group (its `attempt`th time), `before` played first. */
  async listen(
    ctx: TenantContext,
    call: CallRow,
    groupId: number,
    attempt: number,
    before: readonly Prompt[] = [],
  ): Promise<string> {
    const callId = Number(call.id);
    const heard = await new TenantScope(this.deps.db, ctx.company.id)
      .selectFrom('call_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('call_id', '=', callId)
      .where('event_type', '=', 'Menu')
      .executeTakeFirst();
    if (Number(heard?.n ?? 0) >= MENU_STEP_LIMIT) return endAtStepLimit(this.deps, ctx, call, before);
    const group = await menuGroup(this.deps.db, ctx.company.id, groupId);
    if (!group) return this.toBuyers(ctx, call, {}, null, before);
    const prompts = await rulePrompts(
      this.deps,
      ctx.company,
      {
        soundFileId: group.soundFileId,
        soundPlaylistId: null,
        text: group.text,
        voice: null,
        language: null,
      },
      call,
    );
    await this.deps.trace.write(this.deps.db, ctx.company.id, callId, [
      { type: 'Menu', reason: 'listening', detail: { key_press_flow_group_id: groupId, attempt, prompts } },
    ]);
    const action = `${inboundCallbackUrl(call, 'menu')}?group=${groupId}&attempt=${attempt}`;
    const dialect = dialectOf(providerOf(call));
    return withPrelude(
      dialect.prompts(before),
      dialect.listen({
        action,
        numDigits: group.numDigits,
        timeoutSeconds: group.timeoutSeconds,
        finishOnKey: group.finishOnKey,
        prompts,
      }),
    );
  }

  /**
   * Where keys sent into the call (POST /calls/send_key_press) should take it
   * when a menu is listening on it: the menu's action with the keys as
   * Digits, as if the caller had pressed them. Null when no menu listens (its
   * last menu step was a key already taken).
   */
  async listeningAt(ctx: TenantContext, call: CallRow, digits: string): Promise<string | null> {
    const last = await new TenantScope(this.deps.db, ctx.company.id)
      .selectFrom('call_events')
      .select(['event_type', 'reason', 'detail'])
      .where('call_id', '=', Number(call.id))
      .where('event_type', 'in', ['Menu', 'KeyPress'])
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (last?.event_type !== 'Menu' || last.reason !== 'listening') return null;
    const detail = (decodeValue('json', last.detail) ?? {}) as Record<string, unknown>;
    const query = new URLSearchParams({
      group: String(detail.key_press_flow_group_id),
      attempt: String(detail.attempt ?? 1),
      Digits: digits,
    });
    return `${inboundCallbackUrl(call, 'menu')}?${query}`;
  }

  /** The menu's action: what the caller pressed (Digits), or nothing. */
  async answer(secureToken: string, uuid: string, params: Record<string, unknown>): Promise<string> {
    const { ctx, call } = await findSecureCall(
      this.deps,
      secureToken,
      uuid,
      (c) => `${String(c.provider ?? 'carrier')} menu`,
    );
    if (params.group === ZIP_ENTRY.group) return this.zip.answer(ctx, call, params);
    if (params.group === EXTENSION_ENTRY.group) return this.extension.answer(ctx, call, params);
    if (params.group === QUESTION_GROUP) return this.question.answer(ctx, call, params);
    if (params.group === VOICEMAIL_GROUP) return voicemailLeft();
    const groupId = Number(params.group);
    const attempt = Math.max(1, Number(params.attempt) || 1);
    const group = Number.isInteger(groupId) ? await menuGroup(this.deps.db, ctx.company.id, groupId) : null;
    if (!group) return this.toBuyers(ctx, call, params, null);
    // Only keys a phone has, and no more than a group may read (num_digits is at most 20).
    const digits = String(callbackValue(params, 'digits') ?? '')
      .replace(/[^0-9*#]/g, '')
      .slice(0, 20);
    const offerId = call.offer_id == null ? null : Number(call.offer_id);
    let chosen: FlowAction | null = null;
    let matched: string;
    if (digits === '') {
      if (attempt < group.maxAttempts) {
        await recordKeyPress(this.deps, ctx, call, group.id, null, 'none', 'retry', null);
        return this.listen(ctx, call, group.id, attempt + 1);
      }
      matched = 'no_key_press';
      chosen = offerId === null ? null : await findFlowRule(this.deps.db, ctx.company.id, offerId, [matched]);
    } else {
      const flow = await new TenantScope(this.deps.db, ctx.company.id)
        .selectFrom('key_press_flows')
        .select('id')
        .where('key_press_flow_group_id', '=', group.id)
        .where('key_press', '=', digits)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .executeTakeFirst();
      chosen = flow ? await firstControlAction(this.deps.db, ctx.company.id, Number(flow.id)) : null;
      matched = 'key_press_flow';
      for (const type of [`key_press_${digits}`, 'any_other_key_press']) {
        if (chosen || offerId === null) break;
        if (!KEY_RULE_TYPES.includes(type)) continue;
        chosen = await findFlowRule(this.deps.db, ctx.company.id, offerId, [type]);
        matched = type;
      }
      if (!chosen && attempt < group.maxAttempts) {
        await recordKeyPress(this.deps, ctx, call, group.id, digits, 'unmatched', 'retry', null);
        return this.listen(ctx, call, group.id, attempt + 1);
      }
    }
    const updated = await recordKeyPress(
      this.deps,
      ctx,
      call,
      group.id,
      digits || null,
      chosen ? matched : 'unmatched',
      chosen?.action ?? 'forward_to_buyers',
      chosen,
    );
    if (chosen?.dispositionId != null)
      await this.deps.caller?.applyDisposition(ctx, Number(call.id), chosen.dispositionId);
    return chosen ? this.act(ctx, updated, chosen, params) : this.toBuyers(ctx, updated, params, null);
  }

  /**
   * Runs a rule's (or a key press flow's) action, its own sound or text
   * played first (`played`: already read, as a greeting's are for the trace).
   */
  async act(
    ctx: TenantContext,
    call: CallRow,
    rule: FlowAction,
    params: Record<string, unknown>,
    played?: readonly Prompt[],
  ): Promise<string> {
    const before = played ?? (await rulePrompts(this.deps, ctx.company, rule, call));
    switch (rule.action) {
      case 'request_key_press':
        return rule.keyPressFlowGroupId === null
          ? this.toBuyers(ctx, call, params, rule, before)
          : this.listen(ctx, call, rule.keyPressFlowGroupId, 1, before);
      case 'forward_to_offer': {
        if (rule.forwardOfferId === null) return this.toBuyers(ctx, call, params, rule, before);
        const moved = await this.deps.store.change(
          ctx,
          Number(call.id),
          () => ({ offer_id: rule.forwardOfferId }),
          {},
        );
        return this.toBuyers(ctx, moved ?? call, params, null, before);
      }
      case 'hang_up':
        return hangUp(this.deps, ctx, call, before, 'call_flow_hang_up');
      case 'block_caller': {
        await this.deps.caller?.block(ctx, String(call.caller_number));
        await this.trace(ctx, call, 'block_caller', { caller_number: call.caller_number });
        return hangUp(this.deps, ctx, call, before, 'call_flow_block_caller');
      }
      case 'add_to_schedule': {
        if (rule.scheduleId !== null) {
          await this.deps.caller?.addToSchedule(ctx, call, rule.scheduleId);
          await this.trace(ctx, call, 'add_to_schedule', { schedule_id: rule.scheduleId });
        }
        // A key press flow that does not continue routing ends the call once the caller is on the schedule.
        return rule.continueRouting === false
          ? hangUp(this.deps, ctx, call, before, 'call_flow_add_to_schedule')
          : this.toBuyers(ctx, call, params, rule, before);
      }
      case 'remove_from_schedule': {
        if (rule.scheduleId !== null) {
          await this.deps.caller?.removeFromSchedule(ctx, String(call.caller_number), rule.scheduleId);
          await this.trace(ctx, call, 'remove_from_schedule', { schedule_id: rule.scheduleId });
        }
        return rule.continueRouting === false
          ? hangUp(this.deps, ctx, call, before, 'call_flow_remove_from_schedule')
          : this.toBuyers(ctx, call, params, rule, before);
      }
      case HOLD_QUEUE_ACTION:
        return this.hold(ctx, call, params, rule, before);
      case 'record_voicemail':
        return recordVoicemail(this.deps, ctx, call, rule, before);
      default:
        return this.toBuyers(ctx, call, params, rule, before);
    }
  }

  /**
   * place_in_hold_queue: the caller waits in the offer's hold queue (its
   * add_to_hold_queue rule's music and limits) and is connected when first in
   * line with a slot open, as a caller held for want of concurrency is. A full
   * queue: the offer's hold_queue_is_full rule decides (else its
   * no_buyers_have_open_concurrency rule). No queue rule any more (switched
   * off since the rule was saved): on to the buyers.
   */
  private async hold(
    ctx: TenantContext,
    call: CallRow,
    params: Record<string, unknown>,
    rule: FlowAction,
    before: readonly Prompt[],
  ): Promise<string> {
    const held = this.deps.holdQueue ? await this.deps.holdQueue.join(ctx, call, []) : null;
    if (!held) return this.toBuyers(ctx, call, params, rule, before);
    const xml =
      held.kind === 'held'
        ? held.xml
        : await this.deps.plan.route(ctx, call, params, 'no_buyer_available', () => ({}), {
            exception: 'hold_queue_is_full',
          });
    return withPrelude(dialectOf(providerOf(call)).prompts(before), xml);
  }

  /** A menu action done outside the call, as a CallAction step of the trace. */
  private trace(ctx: TenantContext, call: CallRow, action: string, detail: Record<string, unknown>) {
    return this.deps.trace.write(this.deps.db, ctx.company.id, Number(call.id), [
      { type: 'CallAction', reason: action, detail },
    ]);
  }

  /** On to the buyers: a rule's buyer_ids and buyer_group_ids limit who rings. */
  async toBuyers(
    ctx: TenantContext,
    call: CallRow,
    params: Record<string, unknown>,
    rule: FlowAction | null,
    before: readonly Prompt[] = [],
  ): Promise<string> {
    const only = rule ? await ruleBuyers(this.deps.db, this.deps.links, rule) : undefined;
    const xml = await this.deps.plan.route(ctx, call, params, 'no_buyer_available', () => ({}), { only });
    return withPrelude(dialectOf(providerOf(call)).prompts(before), xml);
  }
}
