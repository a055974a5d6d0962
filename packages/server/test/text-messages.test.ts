import { ManualClock } from '@leadline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenantApi, useTestApp } from './helpers.js';

type Body = Record<string, unknown> & { id: number };

describe('POST /text_messages: a text is queued only when no opt-out, block, list or state rule forbids it', () => {
  // Wednesday 2026-06-10 11:00 UTC: 07:00 in New York.
  const clock = new ManualClock(Date.UTC(2026, 5, 10, 11));
  const t = useTestApp({}, { clock, other: 'Other Co' });
  const { api, create } = tenantApi(t);
  let n = 0;
  const number = () => `+1917555${String(1000 + ++n).padStart(4, '0')}`;
  /** Each company's own number (registered, not rented) that the texts are sent from. */
  const from = new Map<unknown, string>();
  beforeAll(async () => {
    for (const [who, n] of [
      [t.tenant, '+16465550100'],
      [t.other, '+16465550101'],
    ] as const) {
      from.set(
        who,
        String(
          (await create('phone_numbers', 'phone_number', { number: n, provider: 'twilio' }, who)).number,
        ),
      );
    }
  });
  const text = async (body: Record<string, unknown>, who = t.tenant) => {
    const res = await api(
      'POST',
      '/text_messages',
      { body: 'Hi [first_name]{there}', from: from.get(who), ...body },
      who,
    );
    expect(res.statusCode).toBe(201);
    return res.json().text_message as Body;
  };

  it('queues a text to a number nothing holds back', async () => {
    const to = number();
    expect(await text({ to })).toMatchObject({
      to,
      status: 'queued',
      error_message: null,
      direction: 'outbound',
    });
  });

  it('records a text to a blacklisted or opted-out number as blocked, says why, and logs the check', async () => {
    const blocked = number();
    const optedOut = number();
    expect((await api('POST', `/contacts/${blocked.slice(1)}/caller_block`)).statusCode).toBe(200);
    expect((await api('PUT', `/leads/${optedOut.slice(1)}/caller_opt_out`)).statusCode).toBe(200);
    expect(await text({ to: blocked })).toMatchObject({
      status: 'blocked',
      error_message: 'Not sent: blacklisted',
    });
    expect(await text({ to: optedOut })).toMatchObject({
      status: 'blocked',
      error_message: 'Not sent: opted_out',
    });
    const logs = (await api('GET', `/dnc_check_logs?number=${encodeURIComponent(blocked)}`)).json()
      .dnc_check_logs as Body[];
    expect(logs.map((l) => l.check_type)).toContain('text_message');
    // Another company's blacklist is not ours.
    expect(await text({ to: blocked }, t.other)).toMatchObject({ status: 'queued' });
  });

  it("blocks a text outside the state's call times for its lead, naming the rule and when it may be sent", async () => {
    const offer = await create('offers', 'offer', { name: 'Texts offer' });
    const group = await create('state_rule_groups', 'state_rule_group', {
      name: 'Texting rules',
      rule_scope: 'offer',
      offer_id: offer.id,
    });
    for (const day of [0, 1, 2, 3, 4, 5, 6]) {
      await create('state_business_hours', 'state_business_hour', {
        state_rule_group_id: group.id,
        state: 'FL',
        day,
        open_time: '08:00',
        close_time: '20:00',
      });
    }
    // A calls-only limit of one a day: it does not count, nor hold back, texts.
    await create('state_call_limits', 'state_call_limit', {
      state_rule_group_id: group.id,
      state: 'FL',
      max_contacts: 1,
      window_seconds: 86_400,
      count_texts: false,
    });
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: {
        lead_token: offer.lead_token,
        caller_id: number(),
        state: 'FL',
        time_zone: 'America/New_York',
      },
    });
    const lead = posted.json().lead as Body;
    const early = await text({ to: lead.caller_id, lead_id: lead.id });
    expect(early).toMatchObject({
      status: 'blocked',
      offer_id: null,
      error_message:
        'Not sent: Outside FL call times of Texting rules (America/New_York); it may be sent from 2026-06-10 08:00:00 -0400',
    });
    const logs = (await api('GET', '/call_logs?reason=state_call_time')).json().call_logs as Body[];
    expect(logs.find((l) => (l.data as Body).lead_id === lead.id)).toMatchObject({
      log_type: 'state_rule',
      data: { channel: 'text', state: 'FL' },
    });

    clock.set(Date.UTC(2026, 5, 10, 13));
    expect(await text({ to: lead.caller_id, lead_id: lead.id })).toMatchObject({ status: 'queued' });
    expect(await text({ to: lead.caller_id, lead_id: lead.id })).toMatchObject({ status: 'queued' });
  });

  it('refuses a text without a recipient with a 422 naming to, and writes nothing', async () => {
    const before = (await api('GET', '/text_messages')).json().metadata.total_count;
    const res = await api('POST', '/text_messages', { body: 'Hello', from: from.get(t.tenant) });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['to']);
    expect((await api('GET', '/text_messages')).json().metadata.total_count).toBe(before);
  });
});
