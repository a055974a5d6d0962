import type { Kysely } from 'kysely';
import { callbackValue } from '../carriers/callback-words.js';
import type { Prompt } from '../carriers/dialect.js';
import { callDialect, carriersThat } from '../carriers/dialects.js';
import { hangupXml, withPrelude, XML_HEAD } from '../carriers/xml.js';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallRow } from './call-store.js';
import type { CallTrace } from './call-trace.js';
import { type FlowAction, findFlowRule } from './flow-rules.js';
import { rulePrompts } from './greeting.js';
import { inboundCallbackUrl } from './secure-call.js';
import type { SoundLinks } from './sound-links.js';

/** The rules that make the buyer's agent press a key before the caller is bridged. */
export const ACCEPT_RULE_TYPES = ['press_1_to_accept', 'off_hook_press_to_accept'] as const;

/** The carriers whose screened leg reports to us whether the agent pressed (a <Gather> on the <Number url>). */
export const ACCEPT_CARRIERS = carriersThat('acceptKeys');

/** Seconds the agent has to press once the prompt has played. */
export const ACCEPT_SECONDS = 10;

export interface BuyerAcceptDeps {
  db: Kysely<DB>;
  links: RecordLinks;
  sounds: SoundLinks;
  trace: CallTrace;
  clock: Clock;
}

/** The offer's first active press-to-accept rule, or null: a pick-up is a connection. */
export const findAcceptRule = (db: Kysely<DB>, companyId: number, offerId: number | null) =>
  offerId === null ? Promise.resolve(null) : findFlowRule(db, companyId, offerId, ACCEPT_RULE_TYPES);

const offerOf = (call: CallRow) => (call.offer_id == null ? null : Number(call.offer_id));
const buyerOf = (call: CallRow) => (call.buyer_id == null ? null : Number(call.buyer_id));

/** `press_1_to_accept` takes 1 only; `off_hook_press_to_accept` any key (whoever is off hook is a person). */
const accepts = (rule: FlowAction, digits: string) =>
  rule.routerType === 'press_1_to_accept' ? digits === '1' : digits !== '';

/**
 * The agent's side once it picked up, `before` (the whisper) first: with a
 * press-to-accept rule, the rule's prompt plays in a <Gather> of one key
 * whose action (and, when nothing is pressed, <Redirect>) is the accept URL.
 * Null with no rule. The step `asked` goes into the trace, its time kept to
 * count the conversion duration from acceptance.
 */
export async function acceptListen(
  deps: BuyerAcceptDeps,
  ctx: TenantContext,
  call: CallRow,
  before: readonly Prompt[],
): Promise<string | null> {
  const rule = await findAcceptRule(deps.db, ctx.company.id, offerOf(call));
  if (!rule) return null;
  const prompts = await rulePrompts(deps, ctx.company, rule, call);
  await deps.trace.write(deps.db, ctx.company.id, Number(call.id), [
    {
      type: 'BuyerAccept',
      buyerId: buyerOf(call),
      reason: 'asked',
      detail: { call_router_id: rule.id, asked_at: deps.clock.now(), seconds: ACCEPT_SECONDS, prompts },
    },
  ]);
  const dialect = callDialect(call.provider);
  const buyer = buyerOf(call);
  const action = `${inboundCallbackUrl(call, 'accept')}${buyer === null ? '' : `?buyer_id=${buyer}`}`;
  return withPrelude(
    dialect.prompts(before),
    dialect.listen({ action, numDigits: 1, timeoutSeconds: ACCEPT_SECONDS, finishOnKey: '', prompts }),
  );
}

/** The last press-to-accept step of the buyer on the call, or null. */
async function lastStep(db: Kysely<DB>, companyId: number, callId: number, buyerId: number | null) {
  const row = await new TenantScope(db, companyId)
    .selectFrom('call_events')
    .select(['reason', 'detail'])
    .where('call_id', '=', callId)
    .where('event_type', '=', 'BuyerAccept')
    .$if(buyerId !== null, (qb) => qb.where('buyer_id', '=', buyerId!))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row
    ? {
        reason: String(row.reason),
        detail: (decodeValue('json', row.detail) ?? {}) as Record<string, unknown>,
      }
    : null;
}

/**
 * The accept URL: what the agent pressed (Digits), or nothing (the
 * <Redirect> after the <Gather> timed out). Accepted: an empty document, so
 * the carrier bridges the caller. Otherwise the `press_1_too_slow` rule's
 * prompt plays to the agent and its leg hangs up: the Dial's action then
 * moves the call on to the next buyer.
 */
export async function answerAccept(
  deps: BuyerAcceptDeps,
  ctx: TenantContext,
  call: CallRow,
  params: Record<string, unknown>,
): Promise<string> {
  const callId = Number(call.id);
  const buyerId = Number.isInteger(Number(params.buyer_id)) ? Number(params.buyer_id) : buyerOf(call);
  const rule = await findAcceptRule(deps.db, ctx.company.id, offerOf(call));
  const asked = await lastStep(deps.db, ctx.company.id, callId, buyerId);
  if (!rule || asked?.reason !== 'asked') return hangupXml();
  const digits = String(callbackValue(params, 'digits') ?? '')
    .replace(/[^0-9*#]/g, '')
    .slice(0, 1);
  if (accepts(rule, digits)) {
    const waited = Math.max(0, Math.round((deps.clock.now() - Number(asked.detail.asked_at ?? 0)) / 1000));
    await deps.trace.write(deps.db, ctx.company.id, callId, [
      {
        type: 'BuyerAccept',
        buyerId,
        reason: 'accepted',
        detail: { call_router_id: rule.id, digits, waited_seconds: waited },
      },
    ]);
    return `${XML_HEAD}<Response/>`;
  }
  const slow = await findFlowRule(deps.db, ctx.company.id, offerOf(call)!, ['press_1_too_slow']);
  const prompts = slow ? await rulePrompts(deps, ctx.company, slow, call) : [];
  await deps.trace.write(deps.db, ctx.company.id, callId, [
    {
      type: 'BuyerAccept',
      buyerId,
      reason: 'too_slow',
      detail: {
        call_router_id: rule.id,
        digits: digits || null,
        too_slow_rule_id: slow?.id ?? null,
        prompts,
      },
    },
  ]);
  return withPrelude(callDialect(call.provider).prompts(prompts), hangupXml());
}

/**
 * Whether the buyer who picked up accepted the call, and how long it took:
 * `required` false without a press-to-accept rule (a pick-up is a
 * connection). A buyer that hung up during the prompt never reached the
 * accept URL: the step `too_slow` is written for it here.
 */
export async function acceptance(
  deps: BuyerAcceptDeps,
  ctx: TenantContext,
  call: CallRow,
): Promise<{ required: boolean; accepted: boolean; waitedSeconds: number }> {
  const rule = await findAcceptRule(deps.db, ctx.company.id, offerOf(call));
  if (!rule) return { required: false, accepted: true, waitedSeconds: 0 };
  const buyerId = buyerOf(call);
  const last = await lastStep(deps.db, ctx.company.id, Number(call.id), buyerId);
  if (last?.reason === 'accepted')
    return { required: true, accepted: true, waitedSeconds: Number(last.detail.waited_seconds ?? 0) };
  if (last?.reason !== 'too_slow') {
    await deps.trace.write(deps.db, ctx.company.id, Number(call.id), [
      { type: 'BuyerAccept', buyerId, reason: 'too_slow', detail: { call_router_id: rule.id, digits: null } },
    ]);
  }
  return { required: true, accepted: false, waitedSeconds: 0 };
}
