import { systemContext } from '@leadline/core';
import { testDialect } from '@leadline/core/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import { freshNumber, leadFixtures } from './leads-fixtures.js';

describe(`lead dedupe: one open lead per caller per offer or schedule (${testDialect()})`, () => {
  const t = useTestApp();
  const f = leadFixtures(t);
  let offer: { id: number; lead_token: string };
  let schedule: { id: number; lead_token: string };

  beforeAll(async () => {
    offer = await f.offer({ name: 'Dedupe' });
    schedule = await f.schedule({ name: 'Dedupe dialer', offer_id: offer.id });
  });

  const leadsOf = async (n: string) => f.list(`caller_id=${encodeURIComponent(n)}&order=id&order_dir=asc`);

  it('refuses a second POST /leads for an open lead with 422 naming caller_id and the open lead', async () => {
    const n = freshNumber();
    const first = await f.submit({ lead_token: offer.lead_token, caller_id: n });
    const again = await f.submit({ lead_token: offer.lead_token, caller_id: n, loan: 2 });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['caller_id']);
    expect(again.json().lead_id).toBe(first.json().lead_id);
    expect(await leadsOf(n)).toHaveLength(1);
  });

  it('keeps separate places on different offers, and for offer and schedule tokens', async () => {
    const n = freshNumber();
    const other = await f.offer({ name: 'Elsewhere' });
    for (const token of [offer.lead_token, other.lead_token, schedule.lead_token]) {
      expect((await f.submit({ lead_token: token, caller_id: n })).statusCode).toBe(200);
    }
    const leads = await leadsOf(n);
    expect(leads.map((l) => [l.offer_id, l.schedule_id])).toEqual([
      [offer.id, null],
      [other.id, null],
      [offer.id, schedule.id],
    ]);
  });

  it('create_or_update creates when the caller has no open lead, then updates that lead', async () => {
    const n = freshNumber();
    const created = await f.submit(
      { lead_token: offer.lead_token, caller_id: n, a: '1' },
      '/leads/create_or_update',
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().action).toBe('created');
    const updated = await f.submit(
      { lead_token: offer.lead_token, caller_id: n, b: '2', first_name: 'Cy', email: 'cy@example.com' },
      '/leads/create_or_update',
    );
    expect(updated.json()).toMatchObject({ action: 'updated', lead_id: created.json().lead_id });
    expect(updated.json().lead).toMatchObject({
      first_name: 'Cy',
      email: 'cy@example.com',
      tokens: { a: '1', b: '2', first_name: 'Cy' },
    });
    expect(await leadsOf(n)).toHaveLength(1);
  });

  it('update_only updates the open lead and refuses with 422 when there is none', async () => {
    const n = freshNumber();
    const none = await f.submit({ lead_token: offer.lead_token, caller_id: n, update_only: 'yes' });
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().errors)).toEqual(['update_only']);
    expect(await leadsOf(n)).toHaveLength(0);
    // The refusal comes before any contact is made for the number.
    expect((await f.rows('contacts')).some((c) => c.number === n)).toBe(false);

    const { lead_id } = (await f.submit({ lead_token: offer.lead_token, caller_id: n })).json();
    const res = await f.submit({ lead_token: offer.lead_token, caller_id: n, update_only: 1, step: 'two' });
    expect(res.json()).toMatchObject({ action: 'updated', lead_id, lead: { tokens: { step: 'two' } } });
  });

  it('expire_existing ends the open lead (completed, expired) and creates a new one', async () => {
    const n = freshNumber();
    const old = (await f.submit({ lead_token: offer.lead_token, caller_id: n })).json().lead_id;
    const res = await f.submit({ lead_token: offer.lead_token, caller_id: n, expire_existing: 'on' });
    expect(res.json().action).toBe('created');
    expect(res.json().lead_id).not.toBe(old);
    const [ended, fresh] = await leadsOf(n);
    expect(ended).toMatchObject({
      id: old,
      status: 'completed',
      end_reason: 'expired',
      has_next_action: false,
    });
    expect(ended!.ended_at).not.toBeNull();
    expect(fresh).toMatchObject({ status: 'waiting', end_reason: null });
  });

  it('delete_existing deletes the open lead and creates a new one', async () => {
    const n = freshNumber();
    const old = (await f.submit({ lead_token: offer.lead_token, caller_id: n })).json().lead_id;
    const res = await f.submit({ lead_token: offer.lead_token, caller_id: n, delete_existing: true });
    expect(res.json().action).toBe('created');
    expect((await f.api('GET', `/leads/${old}`)).statusCode).toBe(404);
    expect((await leadsOf(n)).map((l) => l.id)).toEqual([res.json().lead_id]);
  });

  it('restart_schedule puts a schedule lead back at its first step; without it the step is kept', async () => {
    const n = freshNumber();
    const id = (await f.submit({ lead_token: schedule.lead_token, caller_id: n })).json().lead_id;
    // The schedule engine's progress, as it would store it.
    const progress = { status: 'running', contact_attempts: 2, next_action_at: Date.now() + 86_400_000 };
    await t.leadline.database.db.updateTable('leads').set(progress).where('id', '=', id).execute();

    const kept = await f.submit(
      { lead_token: schedule.lead_token, caller_id: n, note: 'x' },
      '/leads/create_or_update',
    );
    expect(kept.json().lead).toMatchObject({ id, status: 'running', contact_attempts: 2 });

    const restarted = await f.submit(
      { lead_token: schedule.lead_token, caller_id: n, restart_schedule: 'true' },
      '/leads/create_or_update',
    );
    const lead = restarted.json().lead;
    expect(lead).toMatchObject({ id, status: 'scheduled', contact_attempts: 0 });
    expect(lead.next_action_at).toBe(lead.updated_at);
  });

  it('update_all_matching_leads updates the open leads in apply_to (default: the token\u2019s offer)', async () => {
    const n = freshNumber();
    const other = await f.offer({ name: 'Matching elsewhere' });
    for (const token of [offer.lead_token, schedule.lead_token, other.lead_token]) {
      await f.submit({ lead_token: token, caller_id: n });
    }
    const inOffer = await f.submit({
      lead_token: offer.lead_token,
      caller_id: n,
      update_all_matching_leads: 1,
      tag: 'o',
    });
    expect(inOffer.json().action).toBe('updated');
    expect(inOffer.json().lead_ids).toHaveLength(2);
    const everywhere = await f.submit({
      lead_token: offer.lead_token,
      caller_id: n,
      update_all_matching_leads: 1,
      apply_to: 'company',
      tag: 'c',
    });
    expect(everywhere.json().lead_ids).toHaveLength(3);
    const tags = (await leadsOf(n)).map((l) => (l.tokens as Record<string, string>).tag);
    expect(tags).toEqual(['c', 'c', 'c']);
    const wrongScope = await f.submit({
      lead_token: offer.lead_token,
      caller_id: n,
      update_all_matching_leads: 1,
      apply_to: 'schedule',
    });
    expect(Object.keys(wrongScope.json().errors)).toEqual(['apply_to']);
  });

  it('frees the place when a lead ends: a removed or expired lead does not block a new one', async () => {
    const n = freshNumber();
    const first = (await f.submit({ lead_token: offer.lead_token, caller_id: n })).json().lead_id;
    expect((await f.api('POST', `/leads/${n.slice(1)}/caller_remove`)).statusCode).toBe(200);
    const second = await f.submit({ lead_token: offer.lead_token, caller_id: n });
    expect(second.statusCode).toBe(200);

    // Past its expires_at, a lead is ended by the next submission, no job needed.
    await f.api('PUT', `/leads/${second.json().lead_id}`, { expires_at: '2001-01-01 00:00:00 +0000' });
    const third = await f.submit({ lead_token: offer.lead_token, caller_id: n });
    expect(third.statusCode, third.body).toBe(200);
    const leads = await leadsOf(n);
    expect(leads.map((l) => [l.id, l.status, l.end_reason])).toEqual([
      [first, 'disabled', 'removed'],
      [second.json().lead_id, 'completed', 'expired'],
      [third.json().lead_id, 'waiting', null],
    ]);
  });

  describe('identical submissions at the same instant, over a real connection', () => {
    let base: string;
    beforeAll(async () => {
      base = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/v1`;
    });
    const post = (path: string, body: Record<string, unknown>) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, any> }));
    const N = 30;
    const ROUNDS = 3;

    /**
     * A fresh number whose contact exists and whose token is remembered, so the
     * N requests reach their transactions together: that is when two inserts
     * could both find no open lead (measured: without the unique index,
     * PostgreSQL stores 2 to 5 leads per round here).
     */
    const raceReady = async (token: string) => {
      const n = freshNumber();
      await t.leadline.contacts.ensure(systemContext(t.tenant.company), n);
      await post('/leads', { lead_token: token, caller_id: freshNumber() });
      return n;
    };

    it('never create two leads through POST /leads: one 200, the rest 422 naming the same lead', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const n = await raceReady(offer.lead_token);
        const results = await Promise.all(
          Array.from({ length: N }, () =>
            post('/leads', { lead_token: offer.lead_token, caller_id: n, x: '1' }),
          ),
        );
        const ok = results.filter((r) => r.status === 200);
        expect(ok).toHaveLength(1);
        const refused = results.filter((r) => r.status === 422);
        expect(refused).toHaveLength(N - 1);
        for (const r of refused) expect(r.body.lead_id).toBe(ok[0]!.body.lead_id);
        expect(await leadsOf(n)).toHaveLength(1);
      }
    });

    it('never create two leads through create_or_update: all 200 on one lead, every update kept', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const n = await raceReady(schedule.lead_token);
        const results = await Promise.all(
          Array.from({ length: N }, (_, i) =>
            post('/leads/create_or_update', {
              lead_token: schedule.lead_token,
              caller_id: n,
              data: { [`k${i}`]: i },
            }),
          ),
        );
        expect(results.map((r) => r.status)).toEqual(Array(N).fill(200));
        expect(new Set(results.map((r) => r.body.lead_id)).size).toBe(1);
        expect(results.filter((r) => r.body.action === 'created')).toHaveLength(1);
        const leads = await leadsOf(n);
        expect(leads).toHaveLength(1);
        expect(Object.keys(leads[0]!.tokens as object)).toHaveLength(N);
        const logs = (await f.rows('change_logs')).filter((l) => Number(l.record_id) === leads[0]!.id);
        expect(logs.map((l) => l.action).sort()).toEqual(['create', ...Array(N - 1).fill('update')]);
      }
    });

    it('keep one open lead when expire_existing submissions race', async () => {
      const n = await raceReady(offer.lead_token);
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          post('/leads', { lead_token: offer.lead_token, caller_id: n, expire_existing: true }),
        ),
      );
      expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
      const leads = await leadsOf(n);
      expect(leads.filter((l) => l.end_reason === null)).toHaveLength(1);
      expect(leads.filter((l) => l.end_reason === 'expired')).toHaveLength(leads.length - 1);
    });
  });
});
