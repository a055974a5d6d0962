import { ManualClock } from '@leadline/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Body, useCallKit } from './call-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

describe('contact fields act: lead intake and call updates validate and require what they declare', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { clock, other: 'Other Co', allowPrivateUrls: LOCAL_STAND_INS });
  const kit = useCallKit(t);
  const { api } = kit;
  beforeEach(() => clock.advance(60_000));

  /** An offer with a required integer, a picklist, an e-mail and a field with a default. */
  async function offerWithFields() {
    const s = await kit.setup();
    const field = (body: Record<string, unknown>) =>
      kit.create('contact_fields', 'contact_field', { offer_id: s.offer.id, ...body });
    await field({ name: 'Loan amount', key: 'loan_amount', field_type: 'integer', required: true });
    const plan = await field({ name: 'Plan', key: 'plan', field_type: 'picklist' });
    for (const value of ['gold', 'silver']) {
      await kit.create('contact_field_values', 'contact_field_value', { contact_field_id: plan.id, value });
    }
    await field({ name: 'E-mail', key: 'contact_email', field_type: 'email' });
    await field({ name: 'Source', key: 'lead_source', default_value: 'web', required: true });
    const offer = (await api('GET', `/offers/${s.offer.id}`)).json().offer as Body;
    return { ...s, leadToken: String(offer.lead_token) };
  }

  const submit = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/leads', payload: body });

  it('refuses a lead without a required field, naming it, and writes nothing', async () => {
    const s = await offerWithFields();
    const caller = kit.number();
    const res = await submit({ lead_token: s.leadToken, caller_id: caller, plan: 'gold' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ loan_amount: ['is required'] });
    const leads = await api('GET', `/leads?caller_id=${encodeURIComponent(caller)}`);
    expect(leads.json().leads).toEqual([]);
  });

  it('refuses values that do not fit the field type, every field at once', async () => {
    const s = await offerWithFields();
    const res = await submit({
      lead_token: s.leadToken,
      caller_id: kit.number(),
      loan_amount: '12.5k',
      data: { plan: 'bronze', contact_email: 'not-an-email' },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({
      loan_amount: ['Must be a whole number.'],
      plan: ['Must be one of: gold, silver'],
      contact_email: ['Must be an e-mail address'],
    });
  });

  it('takes a lead that fits and fills a left-out field from its default_value', async () => {
    const s = await offerWithFields();
    const res = await submit({
      lead_token: s.leadToken,
      caller_id: kit.number(),
      loan_amount: 5000,
      plan: 'silver',
      unrelated: 'anything goes',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lead.tokens).toMatchObject({
      loan_amount: 5000,
      plan: 'silver',
      lead_source: 'web',
      unrelated: 'anything goes',
    });
  });

  it('refuses a call update whose contact-field token does not fit, or blanks a required one, leaving the call as it was', async () => {
    const s = await offerWithFields();
    // make_call dials a bare number: its lead is not refused for fields nobody has collected yet.
    const { call } = await kit.place(s);
    const bad = await api('POST', `/calls/${call.id}`, {
      revenue: 10,
      post_call_tokens: { loan_amount: 'lots', plan: 'gold' },
    });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json().errors).toEqual({ loan_amount: ['Must be a whole number.'] });
    const blank = await api('PUT', `/calls/${call.uuid}`, { post_call_tokens: { loan_amount: '' } });
    expect(blank.statusCode, blank.body).toBe(422);
    expect(blank.json().errors).toEqual({ loan_amount: ['is required'] });
    const shown = (await api('GET', `/calls/${call.id}`)).json().call as Body;
    expect(shown.revenue).toBe(0);

    const good = await api('POST', `/calls/${call.id}`, {
      revenue: 10,
      post_call_tokens: { loan_amount: '7000', plan: 'gold', lead_source: '' },
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().call.token_values).toMatchObject({
      loan_amount: '7000',
      plan: 'gold',
      lead_source: 'web',
    });
  });

  it('checks a postback by caller id the same way', async () => {
    const s = await offerWithFields();
    const placed = await kit.place(s);
    const offer = (await api('GET', `/offers/${s.offer.id}`)).json().offer as Body;
    const res = await api(
      'POST',
      `/calls/update_by_caller_id/${String(placed.call.caller_number).slice(1)}`,
      { offer_token: offer.lead_token, contact_email: 'nope' },
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ contact_email: ['Must be an e-mail address'] });
  });

  it("binds only the lead's own offer and the fields of every offer", async () => {
    await offerWithFields();
    const other = await kit.setup();
    const offer = (await api('GET', `/offers/${other.offer.id}`)).json().offer as Body;
    const res = await submit({ lead_token: offer.lead_token, caller_id: kit.number() });
    expect(res.statusCode, res.body).toBe(200);
    await kit.create('contact_fields', 'contact_field', { name: 'Zip', key: 'zip', required: true });
    const refused = await submit({ lead_token: offer.lead_token, caller_id: kit.number() });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual({ zip: ['is required'] });
    await api(
      'DELETE',
      `/contact_fields/${(await api('GET', '/contact_fields?key=zip')).json().contact_fields[0].id}`,
    );
  });
});
