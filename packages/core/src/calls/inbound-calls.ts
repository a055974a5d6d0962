import { callbackValue, callIdOf } from '../carriers/callback-words.js';
import { type CarrierProvider, dialectOf, isCarrierProvider } from '../carriers/dialects.js';
import type { SignedCallback } from '../carriers/webhook-signatures.js';
import { hangupXml } from '../carriers/xml.js';
import { decodeValue } from '../db/column-types.js';
import { integrationSecret } from '../integrations/integration-secret.js';
import { systemContext, type TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallRow } from './call-store.js';
import { numberIntegration, providerIntegrations } from './inbound-reads.js';
import { e164, type InboundCallDeps, type InboundOutcome, takeInboundCall } from './inbound-take.js';

/** A carrier's webhook about an inbound call, as it reached the server. */
export interface InboundWebhook extends SignedCallback {
  /** The company's uuid (or subdomain) from the path the number was pointed at. */
  company: string;
  provider: string;
}

export type { InboundOutcome } from './inbound-take.js';

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
  constructor(private readonly deps: InboundCallDeps) {}

  async voice(hook: InboundWebhook, callbackBase: string): Promise<InboundOutcome> {
    const found = await this.verify(hook);
    if (found.kind !== 'ok') return found.outcome;
    return this.take(found.ctx, found.provider, found.integrationId, found.params, callbackBase);
  }

  /**
   * A call that reached a tracking number, its webhook already proven (or
   * placed by the simulated carrier): written, then routed (`inbound-take.ts`).
   */
  take(
    ctx: TenantContext,
    provider: CarrierProvider | 'sip',
    integrationId: number | null,
    params: Record<string, unknown>,
    callbackBase: string,
  ): Promise<InboundOutcome> {
    return takeInboundCall(this.deps, ctx, provider, integrationId, params, callbackBase);
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
    // Plivo's asynchronous machine detection posts its verdict here (machine_detection_url), signed as any callback.
    if (String(params.Event ?? '') === 'MachineDetection')
      await this.deps.callbacks.machineDetected(ctx, call, params);
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
    const byNumber = to ? await numberIntegration(this.deps, company.id, to) : undefined;
    const integrations = await providerIntegrations(this.deps, company.id, provider);
    const active = integrations.filter((i) => decodeValue('boolean', i.active) === true);
    const integration =
      (byNumber?.integration_id != null &&
        integrations.find((i) => i.id === Number(byNumber.integration_id))) ||
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
    const secret = await integrationSecret(this.deps.db, company.id, integration.id, this.deps.secrets);
    const now = this.deps.clock.now();
    const valid = dialectOf(provider).verify(hook, { secret, settings }, now);
    if (!valid) return { kind: 'done', outcome: { kind: 'forbidden', reason: `bad ${provider} signature` } };
    return { kind: 'ok', ctx, provider, integrationId: integration.id, params };
  }
}

/** Carriers post flat form fields; a JSON body (TeXML may send one) is read the same way. */
function flatParams(params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params ?? {})) out[k] = v;
  return out;
}
