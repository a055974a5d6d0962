import { type Kysely, sql } from 'kysely';
import { callbackValue, callerTokensOf, callIdOf, machineVerdictOf } from '../carriers/callback-words.js';
import type { Prompt } from '../carriers/dialect.js';
import { type CarrierProvider, callDialect, dialectOf, isCarrierProvider } from '../carriers/dialects.js';
import type { SignedCallback } from '../carriers/webhook-signatures.js';
import { hangupXml, withPrelude } from '../carriers/xml.js';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { integrationSecret } from '../integrations/integration-secret.js';
import type { RecordLinks } from '../kernel/links.js';
import { normalizeNumber } from '../phone/normalize.js';
import { findTrafficSource } from '../routing/traffic-source-afids.js';
import type { SecretBox } from '../secrets/secret-box.js';
import type { Company, CompanyService } from '../tenancy/companies.js';
import { systemContext, type TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { PreActionWebhooks } from '../webhooks/pre-action-webhooks.js';
import type { CallRow, CallStore } from './call-store.js';
import type { CallTrace } from './call-trace.js';
import type { CarrierCallbacks } from './carrier-callbacks.js';
import { bookConversions } from './conversions.js';
import { ruleBuyers } from './flow-rules.js';
import { findGreetingRule, greetingEvent, rulePrompts } from './greeting.js';
import type { CallMenus } from './menus.js';
import { callerFlags } from './repeat-callers.js';
import type { SoundLinks } from './sound-links.js';

/** A carrier's webhook about an inbound call, as it reached the server. */
export interface InboundWebhook extends SignedCallback {
  /** The company's uuid (or subdomain) from the path the number was pointed at. */
  company: string;
  provider: string;
}

/** What to answer the carrier, and what the server should log. */
export type InboundOutcome =
  | { kind: 'xml'; xml: string; call?: CallRow; log?: string }
  | { kind: 'json'; body: Record<string, unknown>; log?: string }
  | { kind: 'forbidden'; reason: string };

/**
 * Inbound calls: a consumer dials one of the company's tracking numbers and
 * its carrier asks `…/inbound_calls/<company>/<provider>/voice` what to do.
 * The request is checked with the carrier's own signature (Twilio and TeXML
 * X-Twilio-Signature, Telnyx ed25519, Plivo V3) using the integration that
 * rented the number; a forged one, or a replay of a call already taken, is
 * refused and changes nothing. The call is written (direction inbound,
 * stamped with the number's offer, traffic source and ring pool, the tokens
 * of the caller it was held for, repeat-caller flags) and routed by the same
 * engine as the calls Leadline places (CarrierCallbacks.route). The offer's
 * greeting (`greeting.ts`) plays before the instructions routing answers.
 */
export class InboundCalls {
  constructor(
    private readonly deps: {
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
    },
  ) {}

  async voice(hook: InboundWebhook, callbackBase: string): Promise<InboundOutcome> {
    const found = await this.verify(hook);
    if (found.kind !== 'ok') return found.outcome;
    return this.take(found.ctx, found.provider, found.integrationId, found.params, callbackBase);
  }

  /**
   * A call that reached a tracking number, its webhook already proven (or
   * placed by the simulated carrier): written, then routed.
   */
  async take(
    ctx: TenantContext,
    provider: CarrierProvider | 'sip',
    integrationId: number | null,
    params: Record<string, unknown>,
    callbackBase: string,
  ): Promise<InboundOutcome> {
    const to = e164(callbackValue(params, 'to'), ctx.company);
    const from = e164(callbackValue(params, 'from'), ctx.company);
    const scope = new TenantScope(this.deps.db, ctx.company.id);
    const number = to
      ? await scope
          .selectFrom('phone_numbers')
          .selectAll()
          .where('number', '=', to)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      : undefined;
    if (!number) {
      return {
        kind: 'xml',
        xml: hangupXml(),
        log: `inbound call to unknown number ${String(callbackValue(params, 'to') ?? '')}`,
      };
    }
    const callSid = callIdOf(params);
    if (callSid) {
      const seen = await scope
        .selectFrom('calls')
        .select('id')
        .where('call_sid', '=', callSid)
        .executeTakeFirst();
      if (seen) return { kind: 'forbidden', reason: `call ${callSid} was answered already: a replay` };
    }
    const now = this.deps.clock.now();
    const hold = from ? await heldFor(this.deps.db, ctx.company.id, to!, from, now) : null;
    const tokens = { ...callerTokensOf(params), ...(hold?.tokens ?? {}) };
    // A call a ping/post held the number for is credited to the source the ping named, read as intake reads it.
    const pinged = hold
      ? await findTrafficSource(this.deps.db, ctx.company.id, hold.tokens.traffic_source_id)
      : null;
    const stamp = {
      offer_id: number.offer_id ?? null,
      traffic_source_id: (pinged?.active ? pinged.id : null) ?? number.traffic_source_id ?? null,
      ring_pool_id: number.ring_pool_id ?? null,
    };
    const gate = this.deps.preActions;
    if (gate) {
      const verdict = await gate.ask(ctx.company.id, 'before_answering_call', {
        kind: 'calls',
        record: {
          caller_number: from ?? null,
          number_called: to,
          number_id: Number(number.id),
          offer_id: stamp.offer_id == null ? null : Number(stamp.offer_id),
          traffic_source_id: stamp.traffic_source_id == null ? null : Number(stamp.traffic_source_id),
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
    const flags = from ? await callerFlags(this.deps.db, ctx.company.id, from, stamp, now) : {};
    const values: Record<string, unknown> = {
      direction: 'inbound',
      caller_number: from ?? null,
      number_called: to,
      // The buyer sees who is calling (the caller's number), as call tracking forwards it.
      from_number: from ?? to,
      number_id: Number(number.id),
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
      stamp.offer_id == null
        ? null
        : await findGreetingRule(this.deps.db, ctx.company.id, Number(stamp.offer_id));
    let prompts: Prompt[] = [];
    // Offer conversions of duration 0 convert even if no buyer answers: booked with the insert.
    const booking = await bookConversions(this.deps.db, ctx.company.id, { ...values, id: -1 }, null, now);
    const call = await this.deps.store.insert(
      ctx,
      { ...values, ...booking.values },
      callbackBase,
      {},
      async (trx, created) => {
        if (greeting?.routerType === 'greeting')
          prompts = await rulePrompts({ ...this.deps, db: trx }, ctx.company, greeting, created);
        await new TenantScope(trx, ctx.company.id)
          .updateTable('phone_numbers')
          .set({ calls_count: sql`calls_count + 1`, last_call_at: now })
          .where('id', '=', Number(number.id))
          .execute();
        await this.deps.trace.write(trx, ctx.company.id, Number(created.id), [
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
            },
          },
          ...(greeting ? [greetingEvent(greeting, prompts)] : []),
          ...booking.events,
        ]);
      },
    );
    // A pick-up the carrier judged (the simulator's `machine`): the offer's AMD plan decides first.
    const verdict = machineVerdictOf(params);
    const machine = verdict
      ? await this.deps.callbacks.answerMachine(ctx, call, verdict, callbackValue(params, 'answeredBy'))
      : null;
    if (machine) return { kind: 'xml', xml: machine, call };
    if (greeting?.routerType === 'greeting' && greeting.action !== 'forward_to_buyers') {
      return { kind: 'xml', xml: await this.deps.menus.act(ctx, call, greeting, params, prompts), call };
    }
    // A ZIP question, else an extension, else an ask_a_question, before anyone rings (a call a ping held goes to its buyer).
    const { zip, extension, question } = this.deps.menus;
    const asked = hold
      ? null
      : ((await zip.ask(ctx, call, 1, prompts)) ??
        (await extension.ask(ctx, call, 1, prompts)) ??
        (await question.ask(ctx, call, 1, prompts)));
    if (asked) return { kind: 'xml', xml: asked, call };
    const xml = await this.deps.callbacks.plan.route(ctx, call, params, 'no_buyer_available', () => ({}), {
      prefer: hold?.buyerId ?? null,
      // A greeting that forwards to buyers may name which.
      only:
        greeting?.routerType === 'greeting'
          ? await ruleBuyers(this.deps.db, this.deps.links, greeting)
          : undefined,
    });
    const dialect = callDialect(provider);
    return { kind: 'xml', xml: withPrelude(dialect.prompts(prompts), xml), call };
  }

  /** The number-level status callback of an inbound call: found by its call sid, applied as any other. */
  async status(hook: InboundWebhook): Promise<InboundOutcome> {
    const found = await this.verify(hook);
    if (found.kind !== 'ok')
      return found.outcome.kind === 'xml'
        ? { kind: 'json', body: { status: 'ignored' }, log: found.outcome.log }
        : found.outcome;
    const { ctx, params } = found;
    const callSid = callIdOf(params);
    const call = callSid
      ? ((await new TenantScope(this.deps.db, ctx.company.id)
          .selectFrom('calls')
          .selectAll()
          .where('call_sid', '=', callSid)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()) as CallRow | undefined)
      : undefined;
    if (!call)
      return { kind: 'json', body: { status: 'ignored' }, log: `status for unknown call ${callSid}` };
    return { kind: 'json', body: await this.deps.callbacks.applyStatus(ctx, call, params) };
  }

  /**
   * The company, and the webhook's signature checked with its integration
   * for the provider (the one the called number was rented through, else the
   * company's only active one). Unknown company: a polite hang-up. `read`
   * turns the carrier's body into flat fields (To names the number); the
   * signature is checked over the body as it came.
   */
  async verify(
    hook: InboundWebhook,
    read: (params: Record<string, unknown>) => Record<string, unknown> = flatParams,
  ): Promise<
    | {
        kind: 'ok';
        ctx: TenantContext;
        provider: CarrierProvider;
        integrationId: number;
        params: Record<string, unknown>;
      }
    | { kind: 'done'; outcome: InboundOutcome }
  > {
    const company = await this.deps.companies.findByRef(hook.company).catch(() => undefined);
    if (!company) {
      return {
        kind: 'done',
        outcome: { kind: 'xml', xml: hangupXml(), log: `inbound call for unknown company ${hook.company}` },
      };
    }
    const provider = hook.provider as CarrierProvider;
    if (!isCarrierProvider(provider))
      return { kind: 'done', outcome: { kind: 'forbidden', reason: 'unknown carrier' } };
    const ctx: TenantContext = {
      ...systemContext(company),
      actor: { type: 'system', id: null, name: `${provider} inbound call` },
    };
    const params = read(hook.params ?? {});
    const to = e164(callbackValue(params, 'to'), company);
    const scope = new TenantScope(this.deps.db, company.id);
    const byNumber = to
      ? await scope
          .selectFrom('phone_numbers')
          .select('integration_id')
          .where('number', '=', to)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      : undefined;
    const integrations = await scope
      .selectFrom('integrations')
      .select(['id', 'settings', 'active'])
      .where('integration_type', '=', provider)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    const active = integrations.filter((i) => decodeValue('boolean', i.active) === true);
    const integration =
      (byNumber?.integration_id != null &&
        integrations.find((i) => Number(i.id) === Number(byNumber.integration_id))) ||
      (active.length === 1 ? active[0] : undefined);
    if (!integration) {
      return {
        kind: 'done',
        outcome: {
          kind: 'forbidden',
          reason: `no single ${provider} integration to check the signature with`,
        },
      };
    }
    const settings = (decodeValue('json', integration.settings) ?? {}) as Record<string, unknown>;
    const secret = await integrationSecret(
      this.deps.db,
      company.id,
      Number(integration.id),
      this.deps.secrets,
    );
    const now = this.deps.clock.now();
    const valid = dialectOf(provider).verify(hook, { secret, settings }, now);
    if (!valid) return { kind: 'done', outcome: { kind: 'forbidden', reason: `bad ${provider} signature` } };
    return { kind: 'ok', ctx, provider, integrationId: Number(integration.id), params };
  }
}

/** A live hold on the number for this caller (or for any caller of a pool number): the buyer and the ping's tokens. */
async function heldFor(db: Kysely<DB>, companyId: number, number: string, caller: string, now: number) {
  const hold = await new TenantScope(db, companyId)
    .selectFrom('number_holds')
    .selectAll()
    .where('number', '=', number)
    .where('held_until', '>', now)
    .where((eb) => eb.or([eb('caller_id', 'is', null), eb('caller_id', '=', caller)]))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!hold) return null;
  let tokens: Record<string, unknown> = {};
  if (hold.ping_id) {
    const pingId = String(hold.ping_id);
    const ping = await new TenantScope(db, companyId)
      .selectFrom('inbound_webhook_pings')
      .select('tokens')
      .where('ping_id', 'in', [pingId, pingId.replace(/-\d+$/, '')])
      .executeTakeFirst();
    const t = decodeValue('json', ping?.tokens);
    if (t && typeof t === 'object' && !Array.isArray(t)) tokens = t as Record<string, unknown>;
  }
  return { buyerId: Number(hold.buyer_id), tokens };
}

/** Carriers post flat form fields; a JSON body (TeXML may send one) is read the same way. */
function flatParams(params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params ?? {})) out[k] = v;
  return out;
}

/** A carrier's number as E.164: Plivo writes digits without +. */
export function e164(raw: unknown, company: Company): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const s = /^\d{11,15}$/.test(raw.trim()) ? `+${raw.trim()}` : raw.trim();
  const n = normalizeNumber(s, company.default_country ?? 'US');
  return n.ok ? n.e164 : null;
}
