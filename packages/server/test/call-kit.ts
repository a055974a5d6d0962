import type { TestTenant } from '@leadline/core/testing';
import { type CarrierType, useCarrierKit } from './carrier-kit.js';
import type { TestApp } from './helpers.js';

export type Body = Record<string, unknown> & { id: number };

/**
 * What the call endpoint tests stand on: a carrier account on the stand-in,
 * an offer with a buyer and a schedule calling from a pool number, calls
 * placed through POST /calls, and the carrier's callbacks that answer them.
 */
export function useCallKit(t: TestApp) {
  const kit = useCarrierKit(t);
  const { api, number } = kit;
  const create = async (plural: string, name: string, body: Record<string, unknown>, who = t.tenant) =>
    (await kit.create(plural, name, body, who)) as Body;

  /** The company's only carrier account, an offer with one buyer, and a schedule with a pool number. */
  async function setup(provider: CarrierType = 'twilio', who: TestTenant = t.tenant) {
    const settings = provider === 'telnyx' ? { texml_application_id: 'app-1' } : {};
    const integration = await kit.onlyCarrier(provider, { calls_per_second: 100, ...settings }, who);
    const tag = number().slice(-4);
    const offer = await create('offers', 'offer', { name: `Offer ${tag}` }, who);
    const schedule = await create(
      'schedules',
      'schedule',
      { name: `Schedule ${tag}`, offer_id: offer.id },
      who,
    );
    const buyer = await create(
      'buyers',
      'buyer',
      { name: `Buyer ${tag}`, number: number('312'), offer_ids: [offer.id] },
      who,
    );
    const pool = await create('ring_pools', 'ring_pool', { name: `Pool ${tag}`, offer_id: offer.id }, who);
    const from = number('646');
    kit.carriers.inventory.add(from);
    await create('phone_numbers', 'phone_number', { number: from, provider, ring_pool_id: pool.id }, who);
    await create(
      'schedule_ring_pools',
      'schedule_ring_pool',
      { schedule_id: schedule.id, ring_pool_id: pool.id },
      who,
    );
    return { provider, integration, offer, schedule, buyer, from, who };
  }
  type Setup = Awaited<ReturnType<typeof setup>>;

  /** A call to a new number through POST /calls, with what the carrier was asked. */
  async function place(s: Setup, to = number()) {
    const res = await api('POST', '/calls', { schedule_id: s.schedule.id, to }, s.who);
    if (res.statusCode !== 201) throw new Error(`POST /calls: ${res.statusCode} ${res.body}`);
    const dialed = kit.carriers.dialed.at(-1)!;
    return { call: res.json().call as Body, dialed };
  }

  /**
   * The carrier reports the call answered (and it is forwarded to the buyer):
   * the call is in progress. Plivo names the call now (CallUUID), as it does.
   */
  async function answer(s: Setup, placed: Awaited<ReturnType<typeof place>>) {
    const sid = s.provider === 'plivo' ? `plivo-call-${placed.call.id}` : placed.dialed.sid;
    const payload =
      s.provider === 'plivo'
        ? { CallUUID: sid, CallStatus: 'in-progress' }
        : { CallSid: sid, CallStatus: 'in-progress' };
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(placed.dialed.answerUrl).pathname,
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`answer: ${res.statusCode} ${res.body}`);
    kit.carriers.live.add(sid);
    return sid;
  }

  /** The carrier reports the end of the call. */
  async function end(placed: Awaited<ReturnType<typeof place>>) {
    const url = new URL(placed.dialed.statusUrl).pathname;
    await t.app.inject({ method: 'POST', url, payload: { CallStatus: 'completed', CallDuration: '30' } });
  }

  /** The secure path of a placed call: /api/v1/secure/<secure_token>/calls/<uuid>. */
  const securePath = (placed: Awaited<ReturnType<typeof place>>) =>
    new URL(placed.dialed.answerUrl).pathname.replace(/\/answer$/, '');

  const changeLogs = async (callId: number, who: TestTenant = t.tenant) =>
    (
      await api('GET', `/change_logs?record_type=Call&record_id=${callId}&per_page=100`, undefined, who)
    ).json().change_logs as Body[];

  return Object.assign(Object.create(kit) as typeof kit, {
    create,
    setup,
    place,
    answer,
    end,
    securePath,
    changeLogs,
  });
}
