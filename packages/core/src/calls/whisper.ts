import type { Kysely } from 'kysely';
import { dialectOf, isCarrierProvider } from '../carriers/dialects.js';
import { XML_HEAD } from '../carriers/xml.js';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
import type { TenantContext } from '../tenancy/context.js';
import { callTokens } from './call-row-reads.js';
import type { CallRow } from './call-store.js';
import type { CallTrace } from './call-trace.js';
import { findFlowRule } from './flow-rules.js';
import { rulePrompts } from './greeting.js';

export interface WhisperDeps {
  db: Kysely<DB>;
  links: RecordLinks;
  trace: CallTrace;
}

/** The offer's first active `whisper` rule, or null: the buyer's agent hears nothing before the caller. */
export const findWhisperRule = (db: Kysely<DB>, companyId: number, offerId: number) =>
  findFlowRule(db, companyId, offerId, ['whisper']);

/**
 * What the buyer's agent hears once it picks up, before the caller is
 * bridged (Twilio and TeXML request the `<Number url>`, Plivo the Dial's
 * `confirmSound`): the offer's whisper rule's sound or text, with the call's
 * [tokens] filled. The step goes into the trace. Null with no whisper rule.
 */
export async function whisperXml(
  deps: WhisperDeps,
  ctx: TenantContext,
  call: CallRow,
): Promise<string | null> {
  const offerId = call.offer_id == null ? null : Number(call.offer_id);
  const rule = offerId === null ? null : await findWhisperRule(deps.db, ctx.company.id, offerId);
  if (!rule) return null;
  const prompts = await rulePrompts(deps.db, deps.links, ctx.company.id, rule, callTokens(call));
  const buyerId = call.buyer_id == null ? null : Number(call.buyer_id);
  await deps.trace.write(deps.db, ctx.company.id, Number(call.id), [
    { type: 'Whisper', buyerId, reason: 'played', detail: { call_router_id: rule.id, prompts } },
  ]);
  const dialect = dialectOf(isCarrierProvider(call.provider) ? call.provider : 'twilio');
  return `${XML_HEAD}<Response>${dialect.prompts(prompts)}</Response>`;
}
