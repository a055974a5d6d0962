import type { Kysely } from 'kysely';
import { callDialect, carriersThat } from '../carriers/dialects.js';
import { emptyXml, XML_HEAD } from '../carriers/xml.js';
import type { DB } from '../db/tables.js';
import type { TenantContext } from '../tenancy/context.js';
import type { CallRow } from './call-store.js';
import { findFlowRule } from './flow-rules.js';
import { type PromptDeps, rulePrompts } from './greeting.js';

/** The carriers whose Dial plays a document of ours to the caller while the buyers ring (Plivo `dialMusic`). */
export const MUSIC_CARRIERS = carriersThat('dialMusic');

/** The offer's first active `calling_buyer_music` rule, or null: the caller hears the carrier's ring-back. */
export const findMusicRule = (db: Kysely<DB>, companyId: number, offerId: number) =>
  findFlowRule(db, companyId, offerId, ['calling_buyer_music']);

/**
 * What the caller hears while the buyers ring (Plivo asks the Dial's
 * `dialMusic`): the rule's sound file, its playlist's files in order, or its
 * text, with the call's [tokens]. An empty document with no rule.
 */
export async function buyerMusicXml(deps: PromptDeps, ctx: TenantContext, call: CallRow): Promise<string> {
  const offerId = call.offer_id == null ? null : Number(call.offer_id);
  const rule = offerId === null ? null : await findMusicRule(deps.db, ctx.company.id, offerId);
  if (!rule) return emptyXml();
  // Ring-back: a looping playlist plays on until a buyer answers.
  const prompts = await rulePrompts(deps, ctx.company, rule, call, { loop: true });
  return `${XML_HEAD}<Response>${callDialect(call.provider).prompts(prompts)}</Response>`;
}
