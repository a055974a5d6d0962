import type { Kysely } from 'kysely';
import type { CarrierProvider } from '../carriers/dialects.js';
import {
  acceptAsked,
  asksWhisper,
  dialsBuyer,
  holdsCaller,
  listeningMenu,
  simulatedCallEnd,
  simulatedDialResult,
  simulatedVoiceRequest,
} from '../carriers/simulated/simulated.js';
import type { DB } from '../db/tables.js';
import { invalid } from '../errors/index.js';
import { parseEndpointParams } from '../kernel/endpoint-params.js';
import type { EndpointDefinition } from '../kernel/endpoints.js';
import { normalizeNumber } from '../phone/normalize.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess } from '../tenancy/permissions.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallRow } from './call-store.js';
import type { CarrierCallbacks } from './carrier-callbacks.js';
import type { InboundCalls } from './inbound-calls.js';
import { type CallMenus, MENU_STEP_LIMIT } from './menus.js';

/** A simulated inbound call: who calls which tracking number, and how it goes. */
export interface SimulatedCall {
  /** The tracking number dialled (one of the company's phone numbers). */
  number: string;
  /** The consumer's number. */
  caller_id: string;
  /** Digits the caller presses once answered (kept as the call's `digits` token). */
  digits?: string;
  /** Keys pressed at each menu that listens, in order; a blank entry, or none left, presses nothing. */
  key_presses?: string[];
  /** How each ring of buyers ends, in order: completed (answered), busy, no-answer, failed. Default: completed. */
  dial_results?: string[];
  /** Seconds an answering buyer talks (default 60). */
  duration?: number;
  /** Caller geography tokens, as Twilio sends them (FromState…). */
  caller_state?: string;
  caller_zip?: string;
  /** false: the call stays up once a buyer answers (holding its concurrency) until DELETE /calls/:id. */
  end_call?: boolean;
  /** false: an agent asked to press 1 presses nothing (too slow), so the call moves on. Default true. */
  buyer_accepts?: boolean;
  /** The pick-up is an answering machine (detection says so): the offer's AMD flow decides. */
  machine?: boolean;
}

/** One exchange with the simulated carrier: what it sent and the XML Leadline answered. */
export interface SimulatedStep {
  request: string;
  params: Record<string, unknown>;
  response: string;
}

const RESULTS = ['completed', 'busy', 'no-answer', 'failed', 'canceled'];

/**
 * The simulated carrier: places an inbound call to a tracking number and
 * plays it through the same engine a real carrier's webhooks reach (the call
 * is taken by InboundCalls.take, rings go through CarrierCallbacks.dialResult,
 * the end through applyStatus), reading the XML it is answered with as a
 * carrier would. No carrier account is needed, so an operator can try a
 * routing set-up before buying numbers.
 */
export class CallSimulator {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      inbound: InboundCalls;
      callbacks: CarrierCallbacks;
      menus: CallMenus;
      /** POST /calls/simulate's declaration: its parameters are checked against it. */
      endpoint: () => EndpointDefinition;
    },
  ) {}

  /** `raw`: the request's parameters (SimulatedCall), checked against the declaration first. */
  async run(
    ctx: TenantContext,
    raw: Record<string, unknown>,
  ): Promise<{ call: CallRow; steps: SimulatedStep[] }> {
    requireAccess(ctx.permissions, 'calls', 'write');
    const input = parseEndpointParams(this.deps.endpoint(), raw, {
      country: ctx.company.default_country,
      timeZone: ctx.company.time_zone,
    }) as unknown as SimulatedCall;
    if (!input.number) throw invalid({ number: ['is required'] });
    if (!input.caller_id) throw invalid({ caller_id: ['is required'] });
    const country = ctx.company.default_country ?? 'US';
    const to = normalizeNumber(input.number, country);
    if (!to.ok) throw invalid({ number: [`is ${to.reason}`] });
    const from = normalizeNumber(input.caller_id, country);
    if (!from.ok) throw invalid({ caller_id: [`is ${from.reason}`] });
    const results = (input.dial_results ?? ['completed']).map((r) => r.toLowerCase());
    const bad = results.find((r) => !RESULTS.includes(r));
    if (bad) throw invalid({ dial_results: [`must each be one of ${RESULTS.join(', ')} (got ${bad})`] });
    const duration = input.duration ?? 60;
    if (!Number.isInteger(duration) || duration < 0)
      throw invalid({ duration: ['must be a whole number of seconds, 0 or more'] });
    const number = await new TenantScope(this.deps.db, ctx.company.id)
      .selectFrom('phone_numbers')
      .select(['provider', 'integration_id'])
      .where('number', '=', to.e164)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!number) throw invalid({ number: ["is not one of the company's phone numbers"] });
    const callSid = `SIM${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
    const params = simulatedVoiceRequest({
      callId: callSid,
      to: to.e164,
      from: from.e164,
      callerState: input.caller_state,
      callerZip: input.caller_zip,
      digits: input.digits,
      machine: input.machine === true,
    });
    const steps: SimulatedStep[] = [];
    const provider = String(number.provider) as CarrierProvider | 'sip';
    const integrationId = number.integration_id ?? null;
    const answered = await this.deps.inbound.take(
      ctx,
      provider,
      integrationId,
      params,
      'simulated://carrier',
    );
    if (answered.kind !== 'xml' || !answered.call) throw invalid({ number: ['could not be called'] });
    const call = answered.call;
    steps.push({ request: 'voice', params, response: answered.xml });
    const token = String(call.secure_token);
    const uuid = String(call.uuid);
    let xml = answered.xml;
    const presses = [...(input.key_presses ?? [])];
    // Each menu that listens hears the next keys; bounded, as the engine's own step limit is.
    for (let heard = 0; heard <= MENU_STEP_LIMIT; heard++) {
      const menu = listeningMenu(xml);
      if (!menu) break;
      const keys = (presses.shift() ?? '').trim();
      const menuParams = { ...menu, ...(keys ? { Digits: keys } : {}) };
      xml = await this.deps.menus.answer(token, uuid, menuParams);
      steps.push({ request: 'menu', params: menuParams, response: xml });
    }
    let talked = 0;
    let talking = false;
    for (const result of results) {
      if (!dialsBuyer(xml)) break;
      let refused = false;
      if (result === 'completed' && asksWhisper(xml)) {
        const whisper = await this.deps.callbacks.whisper(token, uuid);
        steps.push({ request: 'whisper', params: {}, response: whisper });
        const accept = acceptAsked(whisper);
        if (accept) {
          // The simulated agent presses 1 at once (it accepts), or lets the time run out.
          refused = input.buyer_accepts === false;
          const params = refused ? { ...accept } : { ...accept, Digits: '1' };
          steps.push({
            request: 'accept',
            params,
            response: await this.deps.callbacks.accept(token, uuid, params),
          });
        }
      }
      // Told to stay up: the buyer who answered is still talking, so its Dial has no result yet.
      if (result === 'completed' && input.end_call === false) {
        talking = true;
        break;
      }
      const dialParams = simulatedDialResult(result, duration);
      xml = await this.deps.callbacks.dialResult(token, uuid, dialParams);
      steps.push({ request: 'dial_result', params: dialParams, response: xml });
      // A refused pick-up moved the call on: the next result is the next buyer's.
      if (result === 'completed' && !refused) {
        talked = duration;
        break;
      }
    }
    // A caller held in the hold queue waits there (a slot freed connects it); one told to stay talks on.
    if (!talking && !holdsCaller(xml)) {
      const end = simulatedCallEnd(callSid, talked);
      await this.deps.callbacks.status(token, uuid, end);
      steps.push({ request: 'status', params: end, response: '' });
    }
    const final = (await new TenantScope(this.deps.db, ctx.company.id)
      .selectFrom('calls')
      .selectAll()
      .where('id', '=', Number(call.id))
      .executeTakeFirstOrThrow()) as CallRow;
    return { call: final, steps };
  }
}
