import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import { freshNumber, leadFixtures } from './leads-fixtures.js';

describe('POST /leads: submission by lead_token', () => {
  const t = useTestApp();
  const f = leadFixtures(t);
  let token: string;
  let offerId: number;

  beforeAll(async () => {
    const offer = await f.offer({ name: 'Loans' });
    token = offer.lead_token;
    offerId = offer.id;
  });

  it('takes every parameter from the query string of a body-less POST, without credentials', async () => {
    const res = await f.open(
      'POST',
      `/leads?lead_token=${token}&caller_id=17193132645&email=a%40example.com&loan_amount=500`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 200, errors: {}, action: 'created', metadata: { root: 'lead' } });
    expect(body.lead_id).toBe(body.lead.id);
    expect(body.checksum).toMatch(/^[0-9a-f]{32}$/);
    expect(body.lead).toMatchObject({
      caller_id: '+17193132645',
      email: 'a@example.com',
      offer_id: offerId,
      schedule_id: null,
      status: 'waiting',
      tokens: { loan_amount: '500' },
    });
  });

  it('takes a form-encoded body', async () => {
    const n = freshNumber();
    const res = await f.open(
      'POST',
      '/leads',
      `lead_token=${token}&caller_id=${encodeURIComponent(n)}&first_name=Ann&data[loan_amount]=700`,
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lead).toMatchObject({
      caller_id: n,
      first_name: 'Ann',
      tokens: { first_name: 'Ann', loan_amount: '700' },
    });
  });

  it('takes a JSON body with the data hash', async () => {
    const res = await f.submit({
      lead_token: token,
      caller_id: '+18004506787',
      data: { loan_amount: '501' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lead).toMatchObject({ caller_id: '+18004506787', tokens: { loan_amount: '501' } });
    // The answer is the stored lead exactly as GET /leads/:id shows it.
    const shown = await f.api('GET', `/leads/${res.json().lead_id}`);
    expect(JSON.stringify(res.json().lead)).toBe(JSON.stringify(shown.json().lead));
  });

  it('merges parameters split between the query string and the body, the body winning', async () => {
    const n = freshNumber();
    const res = await f.open('POST', `/leads?lead_token=${token}&source=query&campaign=spring`, {
      caller_id: n,
      source: 'body',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lead).toMatchObject({ caller_id: n, tokens: { source: 'body', campaign: 'spring' } });
  });

  it('keeps every unknown key and the data hash as lead tokens, never the reserved ones or auth_token', async () => {
    const res = await f.submit({
      lead_token: token,
      caller_id: freshNumber(),
      auth_token: 'lldt_secret',
      lead_priority: 5,
      hours_to_expire: 2,
      sub_id: 'abc',
      offer_id: 999,
      data: { nested: { a: 1 }, sub_id: 'from-data' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const lead = res.json().lead;
    // The data hash is the documented place for tokens, so it wins over a top-level key.
    expect(lead.tokens).toEqual({ sub_id: 'from-data', offer_id: 999, nested: { a: 1 } });
    expect(lead.lead_priority).toBe(5);
    expect(lead.offer_id).toBe(offerId);
    expect(lead.expires_at).not.toBeNull();
  });

  it('flattens nested tokens with auto_format_nested_fields', async () => {
    const res = await f.submit({
      lead_token: token,
      caller_id: freshNumber(),
      auto_format_nested_fields: 'true',
      data: { applicant: { age: 30, address: { zip: '10001' } } },
    });
    expect(res.json().lead.tokens).toEqual({ applicant_age: 30, applicant_address_zip: '10001' });
  });

  it('fills lead columns from the token keys integrations use, and keeps them as tokens', async () => {
    const res = await f.submit({
      lead_token: token,
      caller_id: freshNumber(),
      first_name: 'Bo',
      last_name: 'Lee',
      state: 'ny',
      zip: '10001',
      time_zone: 'America/Chicago',
    });
    expect(res.json().lead).toMatchObject({
      first_name: 'Bo',
      last_name: 'Lee',
      state_province: 'NY',
      zip_postal_code: '10001',
      time_zone: 'America/Chicago',
      tokens: { first_name: 'Bo', last_name: 'Lee', state: 'ny', zip: '10001', time_zone: 'America/Chicago' },
    });
    const badZone = await f.submit({ lead_token: token, caller_id: freshNumber(), time_zone: 'Mars/Base' });
    expect(badZone.json().lead).toMatchObject({ time_zone: null, tokens: { time_zone: 'Mars/Base' } });
  });

  it('normalises caller_id to E.164 in the company country, whatever the punctuation or +', async () => {
    for (const [given, e164] of [
      ['(212) 555-0199', '+12125550199'],
      ['1-212-555-0198', '+12125550198'],
      ['+1 212 555 0197', '+12125550197'],
      ['2125550196', '+12125550196'],
    ] as const) {
      const res = await f.submit({ lead_token: token, caller_id: given });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().lead.caller_id).toBe(e164);
    }
  });

  it("reads numbers without a country code in the offer's default_country, else the company's", async () => {
    const uk = await f.offer({ name: 'UK', default_country: 'GB' });
    const res = await f.submit({ lead_token: uk.lead_token, caller_id: '020 7946 0018' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lead.caller_id).toBe('+442079460018');

    const company = await t.leadline.companies.create({ name: 'Grande Bretagne', default_country: 'GB' });
    const key = await t.leadline.keys.create(company.id, { superuser: true });
    const tenant = {
      company,
      publicKey: key.key.public_key,
      privateKey: key.private_key,
      authorization: `Basic ${Buffer.from(`${key.key.public_key}:${key.private_key}`).toString('base64')}`,
    };
    const theirs = await f.offer({ name: 'Theirs' }, tenant);
    const local = await f.submit({ lead_token: theirs.lead_token, caller_id: '07700 900123' });
    expect(local.json().lead.caller_id).toBe('+447700900123');
  });

  it('answers 422 naming caller_id for a number that cannot be a phone number, and writes nothing', async () => {
    const before = (await f.rows('leads')).length;
    for (const caller_id of ['123', 'call me', '+1 555', '999999999999999999']) {
      const res = await f.submit({ lead_token: token, caller_id });
      expect(res.statusCode, caller_id).toBe(422);
      expect(res.json()).toMatchObject({ status: 422, code: 'validation_failed' });
      expect(Object.keys(res.json().errors)).toEqual(['caller_id']);
    }
    const missing = await f.submit({ lead_token: token });
    expect(missing.json().errors).toEqual({ caller_id: ['is required'] });
    expect((await f.rows('leads')).length).toBe(before);
    expect((await f.rows('change_logs')).filter((r) => r.action === 'create').length).toBe(before);
  });

  it('answers 422 naming lead_token when it is missing, unknown or inactive (there is no key pair to be wrong)', async () => {
    const missing = await f.submit({ caller_id: freshNumber() });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ lead_token: ['is required'] });

    const unknown = await f.submit({ lead_token: 'f'.repeat(32), caller_id: freshNumber() });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ lead_token: ['does not match any offer or schedule'] });

    const paused = await f.offer({ name: 'Paused', active: false });
    const inactive = await f.submit({ lead_token: paused.lead_token, caller_id: freshNumber() });
    expect(inactive.json().errors).toEqual({ lead_token: ['belongs to an inactive offer'] });
  });

  it('names every problem in one 422', async () => {
    const res = await f.submit({
      lead_token: 'nope',
      caller_id: 'x',
      email: 'not-an-email',
      hours_to_expire: 'soon',
      expire_existing: 'maybe',
      next_action_at: 'tomorrowish',
      data: 'not json',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'caller_id',
      'data',
      'email',
      'expire_existing',
      'hours_to_expire',
      'lead_token',
      'next_action_at',
    ]);
  });

  it('refuses number assignment, contradictory options and oversized token sets with 422', async () => {
    const assign = await f.submit({
      lead_token: token,
      caller_id: freshNumber(),
      assign_trackdrive_number: 1,
    });
    expect(Object.keys(assign.json().errors)).toEqual(['assign_trackdrive_number']);
    const both = await f.submit({
      lead_token: token,
      caller_id: freshNumber(),
      update_only: true,
      expire_existing: true,
    });
    expect(Object.keys(both.json().errors)).toEqual(['update_only']);
    const data = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`k${i}`, i]));
    const big = await f.submit({ lead_token: token, caller_id: freshNumber(), data });
    expect(big.json().errors.data[0]).toMatch(/more than 500 tokens/);
  });

  it('ignores a stray Authorization header, even one that is not valid credentials', async () => {
    for (const authorization of ['Basic bm90OnZhbGlk', 'Digest whatever', t.tenant.authorization]) {
      const res = await f.open(
        'POST',
        '/leads',
        { lead_token: token, caller_id: freshNumber() },
        { authorization },
      );
      expect(res.statusCode, authorization).toBe(200);
      // The lead is the token's, and the change log names the token, not the stray key.
      const log = (await f.rows('change_logs')).find((r) => Number(r.record_id) === res.json().lead_id)!;
      expect(log.actor_type).toBe('system');
      expect(log.actor_name).toMatch(/^lead_token of offer/);
    }
  });

  it('answers a CORS preflight for every origin, and the post itself carries the CORS header', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/leads',
      headers: {
        origin: 'https://landing.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://landing.example');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');

    const post = await f.open(
      'POST',
      '/leads',
      { lead_token: token, caller_id: freshNumber() },
      { origin: 'https://other.example' },
    );
    expect(post.statusCode).toBe(200);
    expect(post.headers['access-control-allow-origin']).toBe('https://other.example');
  });

  it('enrols a schedule lead: scheduled, acted on now, with the schedule defaults', async () => {
    const schedule = await f.schedule({
      name: 'Dialer',
      offer_id: offerId,
      hours_to_expire: 24,
      max_contact_attempts: 3,
    });
    const res = await f.submit({ lead_token: schedule.lead_token, caller_id: freshNumber() });
    expect(res.statusCode, res.body).toBe(200);
    const lead = res.json().lead;
    expect(lead).toMatchObject({
      schedule_id: schedule.id,
      offer_id: offerId,
      status: 'scheduled',
      has_next_action: true,
      max_contact_attempts: 3,
    });
    expect(lead.next_action_at).toBe(lead.created_at);
    const hours =
      (Date.parse(lead.expires_at.replace(' ', 'T').replace(/ ([+-]\d\d)(\d\d)$/, '$1:$2')) -
        Date.parse(lead.created_at.replace(' ', 'T').replace(/ ([+-]\d\d)(\d\d)$/, '$1:$2'))) /
      3_600_000;
    expect(hours).toBe(24);
  });

  it('sets the next action from schedule_callback_at or schedule_callback_in_seconds', async () => {
    const schedule = await f.schedule({ name: 'Callbacks' });
    const at = await f.submit({
      lead_token: schedule.lead_token,
      caller_id: freshNumber(),
      schedule_callback_at: '2030-01-02 10:00:00 +0000',
    });
    expect(at.json().lead).toMatchObject({
      schedule_callback_at: '2030-01-02 05:00:00 -0500',
      next_action_at: '2030-01-02 05:00:00 -0500',
    });
    const inSeconds = await f.submit({
      lead_token: schedule.lead_token,
      caller_id: freshNumber(),
      schedule_callback_in_seconds: 3600,
    });
    const lead = inSeconds.json().lead;
    expect(lead.next_action_at).toBe(lead.schedule_callback_at);
    expect(lead.next_action_at).not.toBe(lead.created_at);
  });

  it('links every lead to the one contact of its number', async () => {
    const n = freshNumber();
    const a = (await f.submit({ lead_token: token, caller_id: n })).json().lead;
    const other = await f.offer({ name: 'Second offer' });
    const b = (await f.submit({ lead_token: other.lead_token, caller_id: n })).json().lead;
    expect(a.contact_id).toBe(b.contact_id);
    const contact = await f.api('GET', `/contacts/${a.contact_id}`);
    expect(contact.json().contact.number).toBe(n);
  });
});
