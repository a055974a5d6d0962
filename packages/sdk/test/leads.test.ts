import { describe, expect, it } from 'vitest';
import { UnprocessableEntityError } from '../src/index.js';
import { useRealServer } from './real-server.js';

describe('client.leads against the real server', () => {
  const server = useRealServer();
  const offer = async () =>
    (await server.client.offers.create({ name: 'SDK offer' })) as { id: number; lead_token: string };

  it('submits, refuses a duplicate with the open lead id, and creates or updates', async () => {
    const { client } = server;
    const { lead_token } = await offer();
    const first = await client.leads.submit({ lead_token, caller_id: '(212) 555-0142', data: { loan: '5' } });
    expect(first).toMatchObject({
      action: 'created',
      lead: { caller_id: '+12125550142', tokens: { loan: '5' } },
    });

    const duplicate = await client.leads
      .submit({ lead_token, caller_id: '+12125550142' })
      .catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(UnprocessableEntityError);
    expect((duplicate as UnprocessableEntityError).errors).toHaveProperty('caller_id');
    expect((duplicate as UnprocessableEntityError).body).toMatchObject({ lead_id: first.lead_id });

    const updated = await client.leads.createOrUpdate({
      lead_token,
      caller_id: '2125550142',
      next_action_at: new Date('2031-01-01T00:00:00Z'),
    });
    expect(updated).toMatchObject({ action: 'updated', lead_id: first.lead_id });
    expect(updated.lead.next_action_at).toBe('2030-12-31 19:00:00 -0500');
  });

  it('finds, reports, checks buyers, opts out, removes and deletes', async () => {
    const { client } = server;
    const { id: offerId, lead_token } = await offer();
    const { lead } = await client.leads.submit({ lead_token, caller_id: '+12125550143', state: 'NY' });
    expect((await client.leads.byCallerNumber(lead_token, '12125550143')).id).toBe(lead.id);
    expect(await client.leads.reports({ offer_id: offerId, group_by: ['state'] })).toMatchObject({
      total: 1,
      groups: { state: [{ value: 'NY', count: 1 }] },
    });
    expect(await client.leads.buyerIsAvailable(lead.uuid)).toMatchObject({
      buyer_is_available: false,
      reason: 'no_buyers',
    });
    const stopped = await client.leads.optOut('12125550143');
    expect(stopped.map((l) => [l.id, l.status])).toEqual([[lead.id, 'opt_out']]);
    const removed = await client.leads.remove('+12125550143', { lead_token });
    expect(removed[0]).toMatchObject({ id: lead.id, status: 'disabled' });
    const deleted = await client.leads.destroyById(lead.id);
    expect(deleted.deleted_at).not.toBeNull();
    expect((await client.leads.list({ ids: [lead.id] })).data).toEqual([]);
  });
});
