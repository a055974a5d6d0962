import { callbackValue } from '../carriers/callback-words.js';
import type { Prompt } from '../carriers/dialect.js';
import { callDialect } from '../carriers/dialects.js';
import { withPrelude } from '../carriers/xml.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallRow, CallStore } from './call-store.js';
import type { CallEventInput, CallTrace } from './call-trace.js';
import { type FlowAction, type FlowRunner, findFlowRule, textOf } from './flow-rules.js';
import { type PromptDeps, rulePrompts } from './greeting.js';
import { inboundCallbackUrl, callTokens as storedTokens } from './secure-call.js';

/** The menu action's `group` that means the offer's question. */
export const QUESTION_GROUP = 'question';

interface Question {
  rule: FlowAction;
  groupId: number;
  key: string;
  text: string | null;
  soundFileId: number | null;
  timeoutSeconds: number;
  maxAttempts: number;
}

/**
 * ask_a_question: after the greeting, the offer's `ask_a_question` rule asks
 * the question of its call_router_answer_group (the group's sound file or
 * question text) and reads one key. The call_router_answer with that
 * key_press stores its value (blank: its name) in the call's token named by
 * the group's `key`, then its own call_router runs, else the asking rule's
 * action. No key or an unknown one asks again up to the group's
 * max_attempts, then the asking rule's action runs: nobody is stranded.
 */
export class CallQuestion {
  constructor(
    private readonly deps: PromptDeps & { store: CallStore; trace: CallTrace },
    private readonly menus: FlowRunner,
  ) {}

  /** The question when the offer asks one, `before` played first; null otherwise. */
  async ask(ctx: TenantContext, call: CallRow, attempt: number, before: readonly Prompt[] = []) {
    const q = await this.question(ctx, call);
    if (!q) return null;
    const prompts = await rulePrompts(
      this.deps,
      ctx.company,
      {
        soundFileId: q.soundFileId,
        soundPlaylistId: null,
        text: q.text,
        voice: q.rule.voice,
        language: q.rule.language,
      },
      call,
    );
    await this.trace(ctx, call, {
      type: 'Question',
      reason: 'listening',
      detail: { call_router_id: q.rule.id, call_router_answer_group_id: q.groupId, attempt, prompts },
    });
    const dialect = callDialect(call.provider);
    const action = `${inboundCallbackUrl(call, 'menu')}?group=${QUESTION_GROUP}&attempt=${attempt}`;
    return withPrelude(
      dialect.prompts(before),
      dialect.listen({ action, numDigits: 1, timeoutSeconds: q.timeoutSeconds, finishOnKey: '', prompts }),
    );
  }

  /** The key the caller pressed at the question, or none. */
  async answer(ctx: TenantContext, call: CallRow, params: Record<string, unknown>): Promise<string> {
    const q = await this.question(ctx, call);
    if (!q) return this.menus.toBuyers(ctx, call, params, null);
    const attempt = Math.max(1, Number(params.attempt) || 1);
    const key = String(callbackValue(params, 'digits') ?? '')
      .replace(/[^0-9*#]/g, '')
      .slice(0, 1);
    const chosen = key
      ? await new TenantScope(this.deps.db, ctx.company.id)
          .selectFrom('call_router_answers')
          .select(['id', 'name', 'value', 'call_router_id'])
          .where('call_router_answer_group_id', '=', q.groupId)
          .where('key_press', '=', key)
          .where('deleted_at', 'is', null)
          .orderBy('sortable_order')
          .orderBy('id')
          .executeTakeFirst()
      : undefined;
    if (!chosen) {
      const again = attempt < q.maxAttempts;
      await this.trace(ctx, call, {
        type: 'Question',
        reason: again ? 'retry' : 'unanswered',
        detail: { call_router_answer_group_id: q.groupId, key: key || null, attempt },
      });
      return again
        ? ((await this.ask(ctx, call, attempt + 1)) ?? (await this.menus.toBuyers(ctx, call, params, null)))
        : this.menus.act(ctx, call, q.rule, params, []);
    }
    const value = textOf(chosen.value) ?? String(chosen.name);
    const event: CallEventInput = {
      type: 'Question',
      reason: 'answered',
      detail: {
        call_router_answer_group_id: q.groupId,
        call_router_answer_id: chosen.id,
        key,
        [q.key]: value,
      },
    };
    const changed = await this.deps.store.change(
      ctx,
      Number(call.id),
      (row) => ({ token_values: { ...storedTokens(row), [q.key]: value } }),
      {},
      (trx) => this.deps.trace.write(trx, ctx.company.id, Number(call.id), [event]),
    );
    const updated = changed ?? call;
    const next =
      chosen.call_router_id == null ? null : await this.ruleById(ctx, updated, chosen.call_router_id);
    return this.menus.act(ctx, updated, next ?? q.rule, params, next ? undefined : []);
  }

  /** An answer's rule, when it is one of the call's offer (any type: its action is what runs). */
  private async ruleById(ctx: TenantContext, call: CallRow, id: number): Promise<FlowAction | null> {
    const row = await new TenantScope(this.deps.db, ctx.company.id)
      .selectFrom('call_routers')
      .select(['router_type', 'offer_id'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row || String(row.offer_id) !== String(call.offer_id)) return null;
    const rules = await findFlowRule(this.deps.db, ctx.company.id, Number(call.offer_id), [
      String(row.router_type),
    ]);
    return rules?.id === id ? rules : null;
  }

  private async question(ctx: TenantContext, call: CallRow): Promise<Question | null> {
    const offerId = call.offer_id == null ? null : Number(call.offer_id);
    const rule =
      offerId === null ? null : await findFlowRule(this.deps.db, ctx.company.id, offerId, ['ask_a_question']);
    if (!rule) return null;
    const g = await new TenantScope(this.deps.db, ctx.company.id)
      .selectFrom('call_router_answer_groups')
      .select(['id', 'key', 'question', 'sound_file_id', 'timeout_seconds', 'max_attempts'])
      .where('call_router_id', '=', rule.id)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
    if (!g) return null;
    return {
      rule,
      groupId: g.id,
      key: String(g.key),
      text: textOf(g.question),
      soundFileId: g.sound_file_id ?? null,
      timeoutSeconds: g.timeout_seconds ?? 5,
      maxAttempts: g.max_attempts ?? 2,
    };
  }

  private trace(ctx: TenantContext, call: CallRow, event: CallEventInput) {
    return this.deps.trace.write(this.deps.db, ctx.company.id, Number(call.id), [event]);
  }
}
