import { callbackValue } from '../carriers/callback-words.js';
import type { Prompt } from '../carriers/dialect.js';
import { callDialect, carriersThat } from '../carriers/dialects.js';
import { withPrelude } from '../carriers/xml.js';
import type { TenantContext } from '../tenancy/context.js';
import type { CallRow, CallStore } from './call-store.js';
import type { CallEventInput, CallTrace } from './call-trace.js';
import { type FlowRunner, findFlowRule } from './flow-rules.js';
import { type PromptDeps, rulePrompts } from './greeting.js';
import { inboundCallbackUrl, callTokens as storedTokens } from './secure-call.js';
import { stateOfZip } from './zip-entry.js';

/** Times the caller is asked before the entry's failure rule decides. */
export const ENTRY_ATTEMPTS = 3;

/** A question the caller answers by keying digits, and what the digits become. */
export interface EntrySpec {
  /** The rule that asks, the rule that decides when nothing usable came, and the trace step. */
  ruleType: string;
  failedType: string;
  event: 'ZipEntry' | 'Extension';
  /** The menu action's `group` that means this question (menus are numbered). */
  group: string;
  numDigits: number;
  /** The call's tokens the keyed digits become, or null when they are no answer. */
  tokens(digits: string): Record<string, string> | null;
}

/** ZIP entry: a ZIP whose USPS prefix has a state becomes caller_zip and caller_state. */
export const ZIP_ENTRY: EntrySpec = {
  ruleType: 'zip_code_entry',
  failedType: 'zip_entry_failed',
  event: 'ZipEntry',
  group: 'zip',
  numDigits: 5,
  tokens(digits) {
    const state = stateOfZip(digits);
    return state ? { caller_zip: digits, caller_state: state } : null;
  },
};

/** The carriers whose <Number sendDigits> their docs describe (Twilio, Plivo); TeXML's Number does not list it. */
export const EXTENSION_CARRIERS = carriersThat('sendDigits');

/** The keys to send the buyer for the extension the caller keyed, after a second's wait, or null. */
export function extensionDigits(call: CallRow): string | null {
  const ext = storedTokens(call).extension;
  return typeof ext === 'string' && /^\d{1,10}$/.test(ext) ? `ww${ext}` : null;
}

/** Extension entry: 1 to 10 digits become the `extension` token, keyed to the buyer once it answers. */
export const EXTENSION_ENTRY: EntrySpec = {
  ruleType: 'enter_extension',
  failedType: 'extension_failed',
  event: 'Extension',
  group: 'extension',
  numDigits: 10,
  tokens: (digits) => (/^\d{1,10}$/.test(digits) ? { extension: digits } : null),
};

/**
 * A keyed entry (ZIP, extension): after the greeting, the offer's rule of
 * `spec.ruleType` asks for digits (its sound or text playing in the
 * carrier's <Gather>/<GetDigits>, `#` ending early). Digits `spec.tokens`
 * accepts become the call's tokens (buyer token filters read them), then the
 * rule's action runs. Nothing usable asks again up to `ENTRY_ATTEMPTS`, then
 * the `spec.failedType` rule acts; with none, the call goes on to the buyers.
 */
export class KeyedEntry {
  constructor(
    private readonly spec: EntrySpec,
    private readonly deps: PromptDeps & { store: CallStore; trace: CallTrace },
    private readonly menus: FlowRunner,
  ) {}

  /** The question when the offer has the spec's rule, `before` played first; null otherwise. */
  async ask(ctx: TenantContext, call: CallRow, attempt: number, before: readonly Prompt[] = []) {
    const offerId = call.offer_id == null ? null : Number(call.offer_id);
    const rule =
      offerId === null
        ? null
        : await findFlowRule(this.deps.db, ctx.company.id, offerId, [this.spec.ruleType]);
    if (!rule) return null;
    const prompts = await rulePrompts(this.deps, ctx.company, rule, call);
    await this.trace(ctx, call, {
      type: this.spec.event,
      reason: 'listening',
      detail: { call_router_id: rule.id, attempt, prompts },
    });
    const dialect = callDialect(call.provider);
    const action = `${inboundCallbackUrl(call, 'menu')}?group=${this.spec.group}&attempt=${attempt}`;
    return withPrelude(
      dialect.prompts(before),
      dialect.listen({
        action,
        numDigits: this.spec.numDigits,
        timeoutSeconds: 10,
        finishOnKey: '#',
        prompts,
      }),
    );
  }

  /** What the caller keyed (Digits), or nothing. */
  async answer(ctx: TenantContext, call: CallRow, params: Record<string, unknown>): Promise<string> {
    const attempt = Math.max(1, Number(params.attempt) || 1);
    const digits = String(callbackValue(params, 'digits') ?? '')
      .replace(/\D/g, '')
      .slice(0, this.spec.numDigits);
    const tokens = this.spec.tokens(digits);
    const offerId = call.offer_id == null ? null : Number(call.offer_id);
    if (tokens && offerId !== null) {
      const rule = await findFlowRule(this.deps.db, ctx.company.id, offerId, [this.spec.ruleType]);
      const event: CallEventInput = {
        type: this.spec.event,
        reason: 'entered',
        detail: { digits, ...tokens, call_router_id: rule?.id ?? null },
      };
      const changed = await this.deps.store.change(
        ctx,
        Number(call.id),
        (row) => ({ token_values: { ...storedTokens(row), ...tokens } }),
        {},
        (trx) => this.deps.trace.write(trx, ctx.company.id, Number(call.id), [event]),
      );
      const updated = changed ?? call;
      return rule
        ? this.menus.act(ctx, updated, rule, params, [])
        : this.menus.toBuyers(ctx, updated, params, null);
    }
    if (attempt < ENTRY_ATTEMPTS) {
      await this.trace(ctx, call, {
        type: this.spec.event,
        reason: 'retry',
        detail: { digits: digits || null, attempt },
      });
      return (await this.ask(ctx, call, attempt + 1)) ?? this.menus.toBuyers(ctx, call, params, null);
    }
    const failed =
      offerId === null
        ? null
        : await findFlowRule(this.deps.db, ctx.company.id, offerId, [this.spec.failedType]);
    await this.trace(ctx, call, {
      type: this.spec.event,
      reason: 'failed',
      detail: { digits: digits || null, attempt, call_router_id: failed?.id ?? null },
    });
    return failed ? this.menus.act(ctx, call, failed, params) : this.menus.toBuyers(ctx, call, params, null);
  }

  private trace(ctx: TenantContext, call: CallRow, event: CallEventInput) {
    return this.deps.trace.write(this.deps.db, ctx.company.id, Number(call.id), [event]);
  }
}
