import type { Kysely } from 'kysely';
import { callbackValue, callerTokensOf, callIdOf, machineVerdictOf } from '../carriers/callback-words.js';
import type { Prompt } from '../carriers/dialect.js';
import { type CarrierProvider, callDialect } from '../carriers/dialects.js';
import { hangupXml, withPrelude } from '../carriers/xml.js';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { PreparedQueries } from '../db/prepared.js';
import type { DB } from '../db/tables.js';
import { impressionHolding, markImpressionCalled } from '../dni/impression-calls.js';
import type { RecordLinks } from '../kernel/links.js';
import { normalizeNumber } from '../phone/normalize.js';
import { findTrafficSource } from '../routing/traffic-source-afids.js';
import type { SecretBox } from '../secrets/secret-box.js';
import type { Company, CompanyService } from '../tenancy/companies.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { PreActionWebhooks } from '../webhooks/pre-action-webhooks.js';
import type { CallRow, CallStore } from './call-store.js';
import type { CallTrace } from './call-trace.js';
import type { CarrierCallbacks } from './carrier-callbacks.js';
import { bookConversions } from './conversions.js';
import { ruleBuyers } from './flow-rules.js';
import { findGreetingRule, greetingEvent, rulePrompts } from './greeting.js';
import {
  callSidTaken,
  countNumberCall,
  type InboundReads,
  liveHold,
  trackingNumber,
} from './inbound-reads.js';
import type { CallMenus } from './menus.js';
import { callerFlags } from './repeat-callers.js';
import type { SoundLinks } from './sound-links.js';

/** What inbound calls need: the store and trace, routing, the menus, and what checks and answers a carrier. */
export interface InboundCallDeps {
  db: Kysely<DB>;
  clock: Clock;
  companies: CompanyService;
  store: CallStore;
  trace: CallTrace;
  callbacks: CarrierCallbacks;
  /** Reads a greeting playlist's files. */
  links: RecordLinks;
  /** Signs the links carriers fetch recordings at. */
  sounds: SoundLinks;
  /** A greeting that opens a menu (request_key_press) listens instead of routing. */
  menus: CallMenus;
  /** Opens the carrier's auth token, sealed at rest, to check the webhook's signature. */
  secrets: SecretBox;
  /** before_answering_call webhooks, asked before the call is written. */
  preActions?: Pick<PreActionWebhooks, 'ask'>;
  /** The answer's own reads and counter as prepared shapes (`inbound-reads.ts`). */
  prepared?: PreparedQueries;
}

/** What to answer the carrier, and what the server should log. */
export type InboundOutcome =
  | { kind: 'xml'; xml: string; call?: CallRow; log?: string }
  | { kind: 'json'; body: Record<string, unknown>; log?: string }
  | { kind: 'forbidden'; reason: string };

/**
 * A call that reached a tracking number, its webhook already proven (or
 * placed by the simulated carrier): written, then routed.
 */
export async function takeInboundCall(
  deps: InboundCallDeps,
  ctx: TenantContext,
  provider: CarrierProvider | 'sip',
  integrationId: number | null,
  params: Record<string, unknown>,
  callbackBase: string,
): Promise<InboundOutcome> {
  const to = e164(callbackValue(params, 'to'), ctx.company);
  const from = e164(callbackValue(params, 'from'), ctx.company);
  const number = to ? await trackingNumber(deps, ctx.company.id, to) : undefined;
  if (!number) {
    return {
      kind: 'xml',
      xml: hangupXml(),
      log: `inbound call to unknown number ${String(callbackValue(params, 'to') ?? '')}`,
    };
  }
  const callSid = callIdOf(params);
  if (callSid && (await callSidTaken(deps, ctx.company.id, callSid)))
    return { kind: 'forbidden', reason: `call ${callSid} was answered already: a replay` };
  const now = deps.clock.now();
  const hold = from ? await heldFor(deps, ctx.company.id, to!, from, now) : null;
  // A visitor a landing page lent the number to: the call carries its visit's tokens; what the carrier says of the caller wins.
  const impression = await impressionHolding(deps.db, ctx.company.id, Number(number.id), now);
  const tokens = { ...(impression?.tokens ?? {}), ...callerTokensOf(params), ...(hold?.tokens ?? {}) };
  // A call a ping/post held the number for is credited to the source the ping named, read as intake reads it.
  const pinged = hold
    ? await findTrafficSource(deps.db, ctx.company.id, hold.tokens.traffic_source_id)
    : null;
  const stamp = {
    offer_id: number.offer_id ?? null,
    traffic_source_id: (pinged?.active ? pinged.id : null) ?? number.traffic_source_id ?? null,
    ring_pool_id: number.ring_pool_id ?? null,
  };
  const gate = deps.preActions;
  if (gate) {
    const verdict = await gate.ask(ctx.company.id, 'before_answering_call', {
      kind: 'calls',
      record: {
        caller_number: from ?? null,
        number_called: to,
        number_id: number.id,
        offer_id: stamp.offer_id ?? null,
        traffic_source_id: stamp.traffic_source_id ?? null,
        provider,
        call_sid: callSid || null,
        token_values: tokens,
      },
    });
    // Rejected before anything is written: the caller hears a hang-up, the webhook log tells why.
    if (!verdict.allowed) {
      return {
        kind: 'xml',
        xml: hangupXml(),
        log: `inbound call ${callSid} not answered: ${verdict.reason}`,
      };
    }
  }
  const flags = from ? await callerFlags(deps.db, ctx.company.id, from, stamp, now, deps.prepared) : {};
  const values: Record<string, unknown> = {
    direction: 'inbound',
    caller_number: from ?? null,
    number_called: to,
    // The buyer sees who is calling (the caller's number), as call tracking forwards it.
    from_number: from ?? to,
    number_id: number.id,
    ...stamp,
    provider,
    integration_id: integrationId,
    call_sid: callSid || null,
    status: 'in_progress',
    answered_at: now,
    token_values: tokens,
    ...flags,
  };
  const greeting =
    stamp.offer_id == null ? null : await findGreetingRule(deps.db, ctx.company.id, stamp.offer_id);
  let prompts: Prompt[] = [];
  // Offer conversions of duration 0 convert even if no buyer answers: booked with the insert.
  const booking = await bookConversions(deps.db, ctx.company.id, { ...values, id: -1 }, null, now);
  const call = await deps.store.insert(
    ctx,
    { ...values, ...booking.values },
    callbackBase,
    {},
    async (trx, created) => {
      if (greeting?.routerType === 'greeting')
        prompts = await rulePrompts({ ...deps, db: trx }, ctx.company, greeting, created);
      await countNumberCall(trx, deps.prepared, ctx.company.id, Number(number.id), now);
      if (impression) await markImpressionCalled(trx, ctx.company.id, impression.id, Number(created.id));
      await deps.trace.write(
        trx,
        ctx.company.id,
        Number(created.id),
        [
          {
            type: 'Leg',
            reason: 'inbound',
            detail: {
              leg: 'inbound',
              from,
              to,
              call_sid: callSid || null,
              provider,
              held_for_buyer_id: hold?.buyerId ?? null,
              impression_id: impression?.id ?? null,
            },
          },
          ...(greeting ? [greetingEvent(greeting, prompts)] : []),
          ...booking.events,
        ],
        created,
      );
    },
  );
  // A pick-up the carrier judged (the simulator's `machine`): the offer's AMD plan decides first.
  const verdict = machineVerdictOf(params);
  const machine = verdict
    ? await deps.callbacks.answerMachine(ctx, call, verdict, callbackValue(params, 'answeredBy'))
    : null;
  if (machine) return { kind: 'xml', xml: machine, call };
  if (greeting?.routerType === 'greeting' && greeting.action !== 'forward_to_buyers') {
    return { kind: 'xml', xml: await deps.menus.act(ctx, call, greeting, params, prompts), call };
  }
  // A ZIP question, else an extension, else an ask_a_question, before anyone rings (a call a ping held goes to its buyer).
  const { zip, extension, question } = deps.menus;
  const asked = hold
    ? null
    : ((await zip.ask(ctx, call, 1, prompts)) ??
      (await extension.ask(ctx, call, 1, prompts)) ??
      (await question.ask(ctx, call, 1, prompts)));
  if (asked) return { kind: 'xml', xml: asked, call };
  const xml = await deps.callbacks.plan.route(ctx, call, params, 'no_buyer_available', () => ({}), {
    prefer: hold?.buyerId ?? null,
    // A greeting that forwards to buyers may name which.
    only: greeting?.routerType === 'greeting' ? await ruleBuyers(deps.db, deps.links, greeting) : undefined,
  });
  const dialect = callDialect(provider);
  return { kind: 'xml', xml: withPrelude(dialect.prompts(prompts), xml), call };
}

/** A live hold on the number for this caller (or for any caller of a pool number): the buyer and the ping's tokens. */
async function heldFor(
  deps: { db: Kysely<DB> } & InboundReads,
  companyId: number,
  number: string,
  caller: string,
  now: number,
) {
  const { db } = deps;
  const hold = await liveHold(deps, companyId, number, caller, now);
  if (!hold) return null;
  let tokens: Record<string, unknown> = {};
  if (hold.ping_id) {
    const pingId = hold.ping_id;
    const ping = await new TenantScope(db, companyId)
      .selectFrom('inbound_webhook_pings')
      .select('tokens')
      .where('ping_id', 'in', [pingId, pingId.replace(/-\d+$/, '')])
      .executeTakeFirst();
    const t = decodeValue('json', ping?.tokens);
    if (t && typeof t === 'object' && !Array.isArray(t)) tokens = t as Record<string, unknown>;
  }
  return { buyerId: hold.buyer_id, tokens };
}
/** A carrier's number as E.164: Plivo writes digits without +. */
export function e164(raw: unknown, company: Company): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const s = /^\d{11,15}$/.test(raw.trim()) ? `+${raw.trim()}` : raw.trim();
  const n = normalizeNumber(s, company.default_country ?? 'US');
  return n.ok ? n.e164 : null;
}
