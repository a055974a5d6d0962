import type { Kysely } from 'kysely';
import { callDialect } from '../carriers/dialects.js';
import { XML_HEAD } from '../carriers/xml.js';
import type { Clock } from '../clock.js';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
import type { TenantContext } from '../tenancy/context.js';
import { acceptListen } from './buyer-accept.js';
import type { CallRow } from './call-store.js';
import type { CallTrace } from './call-trace.js';
import { findFlowRule } from './flow-rules.js';
import { rulePrompts } from './greeting.js';
import type { SoundLinks } from './sound-links.js';

export interface WhisperDeps {
  db: Kysely<DB>;
  links: RecordLinks;
  sounds: SoundLinks;
  trace: CallTrace;
  clock: Clock;
}

/** The offer's first active `whisper` rule, or null: the buyer's agent hears nothing before the caller. */
export const findWhisperRule = (db: Kysely<DB>, companyId: number, offerId: number) =>
  findFlowRule(db, companyId, offerId, ['whisper']);

/**
 * What the buyer's agent hears once it picks up, before the caller is
 * bridged (Twilio and TeXML request the `<Number url>`, Plivo the Dial's
 * `confirmSound`): the offer's whisper rule's sound or text, with the call's
 * [tokens] filled, then (Twilio, TeXML) a press-to-accept rule's prompt
 * listening for the agent's key. The steps go into the trace. Null with
 * neither rule.
 */
export async function whisperXml(
  deps: WhisperDeps,
  ctx: TenantContext,
  call: CallRow,
): Promise<string | null> {
  const offerId = call.offer_id == null ? null : Number(call.offer_id);
  const rule = offerId === null ? null : await findWhisperRule(deps.db, ctx.company.id, offerId);
  const prompts = rule ? await rulePrompts(deps, ctx.company, rule, call) : [];
  if (rule) {
    const buyerId = call.buyer_id == null ? null : Number(call.buyer_id);
    await deps.trace.write(deps.db, ctx.company.id, Number(call.id), [
      { type: 'Whisper', buyerId, reason: 'played', detail: { call_router_id: rule.id, prompts } },
    ]);
  }
  const dialect = callDialect(call.provider);
  const listen = dialect.can.acceptKeys ? await acceptListen(deps, ctx, call, prompts) : null;
  if (listen) return listen;
  if (!rule) return null;
  return `${XML_HEAD}<Response>${dialect.prompts(prompts)}</Response>`;
}
