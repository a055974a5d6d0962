import { useCarrierKit } from './carrier-kit.js';
import type { TestApp } from './helpers.js';

export type Body = Record<string, unknown> & { id: number };

/**
 * A carrier, an offer with a buyer, and schedules whose ring pool has a
 * number: what a test of schedule dial actions stands on. `run` works the
 * due leads as the server's runner does.
 */
export function useDialKit(t: TestApp) {
  const kit = useCarrierKit(t);
  const { number } = kit;
  const create = async (
    plural: string,
    name: string,
    body: Record<string, unknown>,
    who?: Parameters<typeof kit.create>[3],
  ) => (await kit.create(plural, name, body, who)) as Body;
  const run = () => t.leadline.schedules.runDue({ callbackBaseUrl: 'https://leadline.test' });
  const lead = async (id: number) => (await kit.api('GET', `/leads/${id}`)).json().lead as Body;

  /** A schedule (New York unless `schedule` says otherwise) with these actions, in order. */
  async function setup(schedule: Record<string, unknown>, actions: Record<string, unknown>[]) {
    await kit.onlyCarrier('twilio', { calls_per_second: 100 });
    const tag = number().slice(-4);
    const offer = await create('offers', 'offer', { name: `Offer ${tag}` });
    await create('buyers', 'buyer', { name: `Buyer ${tag}`, number: number('312'), offer_ids: [offer.id] });
    const s = await create('schedules', 'schedule', {
      name: `Dialer ${tag}`,
      offer_id: offer.id,
      time_zone: 'America/New_York',
      ...schedule,
    });
    const pool = await create('ring_pools', 'ring_pool', { name: `Pool ${tag}`, offer_id: offer.id });
    const from = number('646');
    kit.carriers.inventory.add(from);
    await create('phone_numbers', 'phone_number', {
      number: from,
      provider: 'twilio',
      ring_pool_id: pool.id,
    });
    await create('schedule_ring_pools', 'schedule_ring_pool', { schedule_id: s.id, ring_pool_id: pool.id });
    let order = 0;
    for (const a of actions) {
      await create('schedule_actions', 'schedule_action', {
        schedule_id: s.id,
        sortable_order: ++order,
        ...a,
      });
    }
    return { offer, schedule: s, from };
  }

  /** A lead posted to the schedule's lead token, as a web form would. */
  const submit = async (s: Body, body: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { lead_token: s.lead_token, caller_id: number(), ...body },
    });
    if (res.statusCode !== 200) throw new Error(`lead: ${res.body}`);
    return res.json().lead as Body;
  };

  // Not a spread: the carrier kit's `carriers` is a getter, filled once the file's tests start.
  return Object.assign(Object.create(kit) as typeof kit, { create, run, lead, setup, submit });
}
