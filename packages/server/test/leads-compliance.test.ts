import { systemContext } from '@leadline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import { freshNumber, leadFixtures } from './leads-fixtures.js';

describe('blacklisted, suppressed and opted-out leads', () => {
  const t = useTestApp();
  const f = leadFixtures(t);
  let offer: { id: number; lead_token: string };
  let schedule: { id: number; lead_token: string };

  beforeAll(async () => {
    offer = await f.offer({ name: 'Compliance' });
    schedule = await f.schedule({ name: 'Compliance dialer', offer_id: offer.id });
  });
  const ctx = () => systemContext(t.tenant.company);
  const post = async (body: Record<string, unknown>, path = '/leads') => {
    const res = await f.submit(body, path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().lead as Record<string, any>;
  };
  const show = async (id: number) => (await f.api('GET', `/leads/${id}`)).json().lead as Record<string, any>;
  const block = (n: string) => f.api('POST', `/contacts/${n.slice(1)}/caller_block`);
  const listWith = async (attach: Record<string, unknown>, numbers: string[]) => {
    const list = await f.suppressionList({ name: 'DNC', ...attach });
    await f.api('POST', `/buyer_suppressions/${list.id}/caller_block`, { caller_ids: numbers });
    return list;
  };

  it('blocks an open lead at once when its number is put on the company blacklist, and frees it when taken off', async () => {
    const n = freshNumber();
    const lead = await post({ lead_token: schedule.lead_token, caller_id: n });
    expect(lead.status).toBe('scheduled');
    expect((await block(n)).statusCode).toBe(200);
    expect(await show(lead.id)).toMatchObject({ status: 'blocked', blocked: true, next_action_at: null });
    expect((await f.api('POST', `/contacts/${n.slice(1)}/caller_unblock`)).statusCode).toBe(200);
    expect((await show(lead.id)).blocked).toBe(false);
  });

  it('stores a blacklisted number as blocked, never actioned, and logs the check', async () => {
    const n = freshNumber();
    expect((await block(n)).statusCode).toBe(200);
    const lead = await post({ lead_token: schedule.lead_token, caller_id: n });
    expect(lead).toMatchObject({
      status: 'blocked',
      blocked: true,
      next_action_at: null,
      has_next_action: false,
    });
    const log = (await f.rows('dnc_check_logs')).find((r) => r.number === n)!;
    // Written in the lead's own transaction, so it names the lead it blocked.
    expect(log).toMatchObject({
      result: 'blocked',
      reason: 'company_blacklist',
      check_type: 'lead_submission',
      lead_id: lead.id,
    });
  });

  it("stores a number on the offer's suppression list as dnc, only on that offer", async () => {
    const n = freshNumber();
    const list = await listWith({ offer_ids: [offer.id] }, [n]);
    expect(await post({ lead_token: offer.lead_token, caller_id: n })).toMatchObject({
      status: 'dnc',
      next_action_at: null,
    });
    const elsewhere = await f.offer({ name: 'Not suppressed' });
    expect(await post({ lead_token: elsewhere.lead_token, caller_id: n })).toMatchObject({
      status: 'waiting',
    });
    const log = (await f.rows('dnc_check_logs')).find((r) => r.number === n)!;
    expect(log).toMatchObject({
      reason: 'offer_suppression',
      offer_id: offer.id,
      lead_id: expect.any(Number),
    });
    expect(list.id).toBeGreaterThan(0);
  });

  it("stores a number on the schedule's suppression list as dnc, only for that schedule", async () => {
    const n = freshNumber();
    const list = await listWith({}, [n]);
    const suppressed = await f.schedule({ name: 'Suppressed dialer', buyer_suppression_ids: [list.id] });
    expect(await post({ lead_token: suppressed.lead_token, caller_id: n })).toMatchObject({
      status: 'dnc',
      next_action_at: null,
    });
    expect(await post({ lead_token: schedule.lead_token, caller_id: n })).toMatchObject({
      status: 'scheduled',
    });
  });

  it('stores an opted-out number as opt_out', async () => {
    const n = freshNumber();
    await f.api('PUT', `/leads/${n.slice(1)}/caller_opt_out`);
    expect(await post({ lead_token: schedule.lead_token, caller_id: n })).toMatchObject({
      status: 'opt_out',
      opt_out: true,
      next_action_at: null,
    });
  });

  it('opts out of calls, texts and e-mail alike, at once', async () => {
    const n = freshNumber();
    const lead = await post({ lead_token: schedule.lead_token, caller_id: n });
    for (const channel of ['call', 'sms', 'email'] as const) {
      expect((await t.leadline.suppression.check(ctx(), { number: n, channel })).allowed).toBe(true);
    }
    await f.api('PUT', `/leads/${n.slice(1)}/caller_opt_out`);
    for (const channel of ['call', 'sms', 'email'] as const) {
      const verdict = await t.leadline.suppression.check(ctx(), { number: n, channel });
      expect(verdict, channel).toMatchObject({ allowed: false, reason: 'opted_out' });
    }
    expect(await show(lead.id)).toMatchObject({ status: 'opt_out', next_action_at: null });
  });

  it('keeps a suppressed lead in its place: a repeat post is a duplicate, an update keeps it stopped', async () => {
    const n = freshNumber();
    await block(n);
    const lead = await post({ lead_token: offer.lead_token, caller_id: n });
    const again = await f.submit({ lead_token: offer.lead_token, caller_id: n });
    expect(again.statusCode).toBe(422);
    expect(again.json().lead_id).toBe(lead.id);
    const updated = await post(
      { lead_token: offer.lead_token, caller_id: n, note: 'still' },
      '/leads/create_or_update',
    );
    expect(updated).toMatchObject({ id: lead.id, status: 'blocked', tokens: { note: 'still' } });
  });

  it('returns a stored-blocked lead to work once the number is allowed again', async () => {
    const n = freshNumber();
    await block(n);
    const lead = await post({ lead_token: schedule.lead_token, caller_id: n });
    await f.api('POST', `/contacts/${n.slice(1)}/caller_unblock`);
    const back = await post({ lead_token: schedule.lead_token, caller_id: n }, '/leads/create_or_update');
    expect(back).toMatchObject({ id: lead.id, status: 'scheduled', blocked: false, has_next_action: true });
  });

  it('blocked=true on a post blacklists the number and stops its other open leads at once', async () => {
    const n = freshNumber();
    const earlier = await post({ lead_token: schedule.lead_token, caller_id: n });
    const other = await f.offer({ name: 'Blocking poster' });
    const lead = await post({ lead_token: other.lead_token, caller_id: n, blocked: 'true' });
    expect(lead).toMatchObject({ status: 'blocked', blocked: true });
    expect(await show(earlier.id)).toMatchObject({ status: 'blocked', blocked: true, next_action_at: null });
    const contact = (await f.api('GET', `/contacts/${lead.contact_id}`)).json().contact;
    expect(contact.blocked).toBe(true);
  });

  it('opt_out=true on a post opts the number out everywhere', async () => {
    const n = freshNumber();
    const earlier = await post({ lead_token: offer.lead_token, caller_id: n });
    const lead = await post({ lead_token: schedule.lead_token, caller_id: n, opt_out: 1 });
    expect(lead).toMatchObject({ status: 'opt_out', opt_out: true });
    expect(await show(earlier.id)).toMatchObject({ status: 'opt_out', opt_out: true });
  });

  it('unblock_contact takes the number off the blacklist before the check, and its leads return to work', async () => {
    const n = freshNumber();
    await block(n);
    const earlier = await post({ lead_token: schedule.lead_token, caller_id: n });
    expect(earlier.status).toBe('blocked');
    const lead = await post({ lead_token: offer.lead_token, caller_id: n, unblock_contact: true });
    expect(lead).toMatchObject({ status: 'waiting', blocked: false });
    expect(await show(earlier.id)).toMatchObject({
      status: 'scheduled',
      blocked: false,
      has_next_action: true,
    });
  });

  it('brings every open lead of the number in line when contacts block or unblock it, leaving nothing to follow', async () => {
    const n = freshNumber();
    const a = await post({ lead_token: offer.lead_token, caller_id: n });
    const b = await post({ lead_token: schedule.lead_token, caller_id: n });
    await block(n);
    expect([(await show(a.id)).status, (await show(b.id)).status]).toEqual(['blocked', 'blocked']);
    expect(await t.leadline.leads.followContact(ctx(), n)).toEqual([]);
    await f.api('POST', `/contacts/${n.slice(1)}/caller_unblock`);
    expect([(await show(a.id)).status, (await show(b.id)).status]).toEqual(['waiting', 'scheduled']);
    // Nothing left to change: a further pass writes nothing.
    expect(await t.leadline.leads.followContact(ctx(), n)).toEqual([]);
  });

  it('never turns an ended lead back into an open one', async () => {
    const n = freshNumber();
    const lead = await post({ lead_token: schedule.lead_token, caller_id: n });
    await f.api('POST', `/leads/${n.slice(1)}/caller_remove`);
    await block(n);
    await t.leadline.leads.followContact(ctx(), n);
    const res = await f.api('PUT', `/leads/${lead.id}`, { first_name: 'After' });
    expect(res.json().lead).toMatchObject({ status: 'disabled', end_reason: 'removed', blocked: true });
    // Its place is still free.
    expect(await post({ lead_token: schedule.lead_token, caller_id: n })).toMatchObject({
      status: 'blocked',
    });
  });
});
