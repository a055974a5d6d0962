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
});
