import { createTestTenant } from '@leadline/core/testing';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.js';
import { leadFixtures } from '../leads-fixtures.js';

/** Lead intake as form-capture scripts and CRMs post it (issue 19, items 2 and 5). */
describe('TrackDrive compatibility: lead capture and intake names', () => {
  const t = useTestApp({}, { other: 'Other Co' });
  const f = leadFixtures(t);
  let serial = 0;
  const caller = () => `+1720555${String(2000 + ++serial)}`;
  const form = (path: string, body: string, headers: Record<string, string> = {}) =>
    f.open('POST', path, body, { 'content-type': 'application/x-www-form-urlencoded', ...headers });

  it('captures a form post from a browser: lead id, schedule and the dedupe action, with CORS credentials', async () => {
    const schedule = await f.schedule({ name: 'Capture cadence' });
    const number = caller();
    const origin = 'https://landing.example.com';
    const first = await form(
      '/leads/capture',
      `lead_token=${schedule.lead_token}&caller_id=${encodeURIComponent(number)}&first_name=Ann`,
      { origin },
    );
    expect(first.statusCode).toBe(200);
    expect(first.headers['access-control-allow-origin']).toBe(origin);
    expect(first.headers['access-control-allow-credentials']).toBe('true');
    const body = first.json();
    expect(body).toMatchObject({
      action: 'created',
      dedupe_action: 'none',
      schedule_id: schedule.id,
      schedule: { id: schedule.id, name: 'Capture cadence' },
    });
    expect(body.lead_id).toBe(body.lead.id);

    // The visitor submits the form again: the open lead is updated, not refused.
    const again = await form(
      '/leads/capture',
      `lead_token=${schedule.lead_token}&caller_id=${encodeURIComponent(number)}&first_name=Anne`,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ action: 'updated', dedupe_action: 'updated_existing' });
    expect(again.json().lead_id).toBe(body.lead_id);
    expect(again.json().lead.first_name).toBe('Anne');

    const expired = await f.submit(
      { lead_token: schedule.lead_token, caller_id: number, expire_existing: true },
      '/leads/capture',
    );
    expect(expired.json()).toMatchObject({ action: 'created', dedupe_action: 'expired_existing' });
    expect(expired.json().lead_id).not.toBe(body.lead_id);
  });

  it('answers an offer lead capture with no schedule, and refuses a bad token with 422', async () => {
    const offer = await f.offer();
    const res = await f.submit({ lead_token: offer.lead_token, caller_id: caller() }, '/leads/capture');
    expect(res.json()).toMatchObject({ action: 'created', schedule_id: null, schedule: null });
    const bad = await f.submit({ lead_token: 'nope', caller_id: caller() }, '/leads/capture');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('lead_token');
  });

  it('takes token as the lead token, and keeps it out of the tokens', async () => {
    const offer = await f.offer();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads?token=${offer.lead_token}&caller_id=17205553001&loan_amount=500`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lead.offer_id).toBe(offer.id);
    expect(res.json().lead.tokens).toEqual({ loan_amount: '500' });
  });

  it('credits the lead to the traffic_source_id sent at intake, and lists it under that source', async () => {
    const offer = await f.offer();
    const source = await f.api('POST', '/traffic_sources', { company_name: 'Publisher A' });
    const sourceId = source.json().traffic_source.id;
    const res = await f.submit({
      lead_token: offer.lead_token,
      caller_id: caller(),
      traffic_source_id: sourceId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lead.traffic_source_id).toBe(sourceId);
    const listed = await f.list(`traffic_source_id=${sourceId}`);
    expect(listed.map((l) => l.id)).toEqual([res.json().lead_id]);
  });

  describe('with the company credentials and no lead token (issue 25, item 2)', () => {
    it('captures a form post with a Basic key pair into the offer offer_id names, and a wrapped one into a schedule', async () => {
      const offer = await f.offer({ name: 'Keyed offer' });
      const schedule = await f.schedule({ name: 'Keyed cadence' });
      const res = await form(
        '/leads/capture',
        `offer_id=${offer.id}&caller_id=${encodeURIComponent(caller())}&first_name=Kay`,
        {
          authorization: t.tenant.authorization,
        },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().lead).toMatchObject({
        offer_id: offer.id,
        schedule_id: null,
        tokens: { first_name: 'Kay' },
      });
      const wrapped = await f.open(
        'POST',
        '/leads/capture',
        { lead: { schedule_id: schedule.id, caller_id: caller() } },
        { authorization: t.tenant.authorization },
      );
      expect(wrapped.statusCode).toBe(200);
      expect(wrapped.json()).toMatchObject({ schedule_id: schedule.id, schedule: { id: schedule.id } });
    });

    it("takes ?auth_token= (a developer token, its company by company_id) and refuses another company's offer", async () => {
      const offer = await f.offer({ name: 'Token offer' });
      const user = await t.leadline.users.ensure({ email: 'capture-dev@example.com' });
      await t.leadline.users.addToCompany(user.id, t.tenant.company.id, {
        superuser: false,
        permissions: '*:write',
      });
      const { secret } = await t.leadline.tokens.create(user.id);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/leads/capture?auth_token=${secret}&company_id=${t.tenant.company.id}&offer_id=${offer.id}&caller_id=${encodeURIComponent(caller())}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().lead.offer_id).toBe(offer.id);
      expect(res.json().lead.tokens).toEqual({});
      const theirs = await f.offer({ name: 'Their offer' }, t.other);
      const foreign = await form(
        '/leads/capture',
        `offer_id=${theirs.id}&caller_id=${encodeURIComponent(caller())}`,
        {
          authorization: t.tenant.authorization,
        },
      );
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors.offer_id).toEqual(["must be one of the company's offers"]);
    });

    it("uses the company's only active offer when none is named, and asks for one when it has several", async () => {
      const other = await createTestTenant(t.leadline, 'Capture Co');
      const none = await form('/leads/capture', `caller_id=${encodeURIComponent(caller())}`, {
        authorization: other.authorization,
      });
      expect(none.statusCode).toBe(422);
      expect(none.json().errors.lead_token[0]).toContain('no active offer');
      const only = await f.offer({ name: 'Only offer' }, other);
      await f.offer({ name: 'Paused offer', active: false }, other);
      const res = await form('/leads/capture', `caller_id=${encodeURIComponent(caller())}`, {
        authorization: other.authorization,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().lead.offer_id).toBe(only.id);
      await f.offer({ name: 'Second offer' }, other);
      const several = await form('/leads/capture', `caller_id=${encodeURIComponent(caller())}`, {
        authorization: other.authorization,
      });
      expect(several.statusCode).toBe(422);
      expect(several.json().errors.lead_token[0]).toContain('several active offers');
    });

    it('refuses bad credentials with 401 and no credentials with 422 naming lead_token, and still takes a lead token', async () => {
      const bad = await form('/leads/capture', `caller_id=${encodeURIComponent(caller())}`, {
        authorization: 'Basic Zm9vOmJhcg==',
      });
      expect(bad.statusCode).toBe(401);
      const anonymous = await form('/leads/capture', `caller_id=${encodeURIComponent(caller())}`);
      expect(anonymous.statusCode).toBe(422);
      expect(anonymous.json().errors).toHaveProperty('lead_token');
      const offer = await f.offer();
      // A stray bad Authorization header beside a lead token is ignored, as on POST /leads.
      const tokened = await form(
        '/leads/capture',
        `lead_token=${offer.lead_token}&caller_id=${encodeURIComponent(caller())}`,
        {
          authorization: 'Basic Zm9vOmJhcg==',
        },
      );
      expect(tokened.statusCode).toBe(200);
      expect(tokened.json().lead.offer_id).toBe(offer.id);
    });
  });
});
