import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ManualClock } from '@leadline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CarrierType, useCarrierKit } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

type Body = Record<string, unknown> & { id: number };
const PUBLIC_URL = 'https://leadline.example.com';
/** Telnyx and Plivo point rented numbers through an application. */
const APPLICATIONS: Record<CarrierType, Record<string, unknown>> = {
  twilio: {},
  telnyx: { texml_application_id: 'texml-1' },
  plivo: { application_id: 'plivo-app-1' },
};

describe('POST /text_messages sends the text through the carrier of its from number, as a job', () => {
  // Wednesday 2026-06-10 17:00 UTC: afternoon in every US zone.
  const clock = new ManualClock(Date.UTC(2026, 5, 10, 17));
  const t = useTestApp(
    { publicUrl: PUBLIC_URL },
    { allowPrivateUrls: LOCAL_STAND_INS, clock, other: 'Other Co' },
  );
  const kit = useCarrierKit(t);
  const { api, number } = kit;
  const create = async (plural: string, name: string, body: Record<string, unknown>) =>
    (await kit.create(plural, name, body)) as Body;

  /** The company's only carrier account, and a number rented through it. */
  async function sender(provider: CarrierType, extra: Record<string, unknown> = {}) {
    await kit.onlyCarrier(provider, APPLICATIONS[provider]);
    const from = number('646');
    kit.carriers.inventory.add(from);
    return create('phone_numbers', 'phone_number', { number: from, provider, ...extra });
  }
  const post = (body: Record<string, unknown>) => api('POST', '/text_messages', body);
  /** A file host: pictures as image/*, /page.html as a web page, anything else 404; HEAD refused on /nohead/. */
  let files: Server;
  let media = '';
  beforeAll(async () => {
    files = createServer((req, res) => {
      const path = req.url ?? '';
      if (path.startsWith('/nohead/') && req.method === 'HEAD') return res.writeHead(405).end();
      if (/\.(jpg|png)$/.test(path)) {
        res.writeHead(200, { 'content-type': path.endsWith('.png') ? 'image/png' : 'image/jpeg' });
        return res.end(req.method === 'HEAD' ? undefined : 'picture bytes');
      }
      if (path.endsWith('.html'))
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    media = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => files.close(() => resolve())));
  const show = async (id: number) => (await api('GET', `/text_messages/${id}`)).json().text_message as Body;
  const rollups = async () =>
    ((await api('GET', '/charge_rollups?category=text_messages')).json().charge_rollups as Body[]) ?? [];

  it.each([
    ['twilio', 'SM'],
    ['telnyx', '40317f'],
    ['plivo', 'fake-message-'],
  ] as const)(
    'sends through %s in its wire format, filling the tokens from the lead',
    async (provider, idPrefix) => {
      const phone = await sender(provider);
      const offer = await create('offers', 'offer', { name: `Texts ${provider}` });
      const lead = (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/leads',
          payload: { lead_token: offer.lead_token, caller_id: number('917'), first_name: 'Ada' },
        })
      ).json().lead as Body;
      const res = await post({
        to: lead.caller_id,
        from: phone.number,
        lead_id: lead.id,
        body: 'Hi [first_name], call [agent]{us} back',
      });
      expect(res.statusCode).toBe(201);
      const queued = res.json().text_message as Body;
      expect(queued).toMatchObject({ status: 'queued', body: 'Hi Ada, call us back', provider: null });
      expect(kit.carriers.texts).toEqual([]);

      await t.leadline.jobs.runDue();
      const [sent] = kit.carriers.texts;
      expect(sent).toMatchObject({
        provider,
        to: lead.caller_id,
        from: phone.number,
        body: 'Hi Ada, call us back',
        mediaUrls: [],
      });
      expect(sent!.statusUrl).toMatch(
        new RegExp(`^${PUBLIC_URL}/api/v1/inbound_calls/${t.tenant.company.uuid}/${provider}/text_status$`),
      );
      expect(await show(queued.id)).toMatchObject({
        status: 'sent',
        provider,
        provider_message_id: sent!.id,
        segments_count: 1,
        sent_at: expect.any(String),
        error_message: null,
      });
      expect(sent!.id.startsWith(idPrefix)).toBe(true);
      // Run again: the job is done, nothing is sent twice.
      expect(await t.leadline.jobs.runDue()).toBe(0);
      expect(kit.carriers.texts).toHaveLength(1);
    },
  );

  it("books Telnyx's reported cost and the segments in charge_rollups", async () => {
    const phone = await sender('telnyx');
    const before = await rollups();
    const booked = (rows: Body[]) =>
      rows
        .filter((r) => r.provider === 'telnyx')
        .reduce((sum, r) => ({ q: sum.q + Number(r.quantity), a: sum.a + Number(r.amount) }), { q: 0, a: 0 });
    await post({ to: number('917'), from: phone.number, body: 'Price me' });
    await t.leadline.jobs.runDue();
    const after = booked(await rollups());
    expect(after.q - booked(before).q).toBe(1);
    expect(after.a - booked(before).a).toBeCloseTo(0.004, 6);
  });

  it('sends an MMS with its media URLs, and picks the offer number when from is blank', async () => {
    const offer = await create('offers', 'offer', { name: 'MMS offer' });
    const phone = await sender('twilio', { offer_id: offer.id });
    const urls = [`${media}/cat.jpg`, `${media}/nohead/dog.png`];
    const res = await post({ to: number('917'), offer_id: offer.id, body: 'Look', media_urls: urls });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().text_message.from).toBe(phone.number);
    await t.leadline.jobs.runDue();
    expect(kit.carriers.texts[0]).toMatchObject({ from: phone.number, mediaUrls: urls });
  });

  it('retries with backoff when the carrier answers 429 or 5xx, and sends once', async () => {
    const phone = await sender('twilio');
    kit.carriers.fail = { status: 503, body: { message: 'Service unavailable' }, path: /Messages\.json$/ };
    const text = (await post({ to: number('917'), from: phone.number, body: 'Again' })).json()
      .text_message as Body;
    expect(await t.leadline.jobs.runDue()).toBe(1);
    expect(await show(text.id)).toMatchObject({
      status: 'queued',
      error_message: expect.stringContaining('503'),
    });
    expect(kit.carriers.texts).toHaveLength(0);
    kit.carriers.fail = { status: 429, body: { message: 'Too many requests' }, path: /Messages\.json$/ };
    clock.advance(1_000);
    await t.leadline.jobs.runDue();
    expect(kit.carriers.texts).toHaveLength(0);
    expect(kit.carriers.requests.filter((r) => r.path.endsWith('/Messages.json'))).toHaveLength(2);
    // Not due yet: the second retry waits 4 s.
    await t.leadline.jobs.runDue();
    expect(kit.carriers.requests.filter((r) => r.path.endsWith('/Messages.json'))).toHaveLength(2);
    clock.advance(4_000);
    await t.leadline.jobs.runDue();
    expect(kit.carriers.texts).toHaveLength(1);
    expect(await show(text.id)).toMatchObject({ status: 'sent', error_message: null });
  });

  it('marks a text the carrier refuses as failed with its words, and does not retry it', async () => {
    const phone = await sender('telnyx');
    kit.carriers.fail = {
      status: 422,
      body: { errors: [{ code: '40310', title: 'Invalid to address', detail: 'Not a mobile' }] },
      path: /\/v2\/messages$/,
    };
    const text = (await post({ to: number('917'), from: phone.number, body: 'Nope' })).json()
      .text_message as Body;
    await t.leadline.jobs.runDue();
    clock.advance(3_600_000);
    await t.leadline.jobs.runDue();
    // The stand-in fails only once: a retry would have been taken.
    expect(kit.carriers.texts).toHaveLength(0);
    expect(await show(text.id)).toMatchObject({
      status: 'failed',
      error_message: 'Refused by the carrier: telnyx answered 422: Invalid to address: Not a mobile',
    });
    const events = (await api('GET', '/events?types=text_message_sent,text_message_failed&limit=100')).json()
      .events as Body[];
    expect(events.filter((e) => e.record_id === text.id).map((e) => e.type)).toEqual(['text_message_failed']);
  });

  it('marks a text found mid-send after a crash as failed instead of sending it twice', async () => {
    const phone = await sender('twilio');
    const text = (await post({ to: number('917'), from: phone.number, body: 'Once' })).json()
      .text_message as Body;
    // What a process killed between the claim and its commit leaves: the record claimed, the job still there.
    await t.leadline.database.db
      .updateTable('text_messages')
      .set({ status: 'sending' })
      .where('id', '=', text.id)
      .execute();
    await t.leadline.jobs.runDue();
    expect(kit.carriers.texts).toHaveLength(0);
    expect(await show(text.id)).toMatchObject({
      status: 'failed',
      error_message: expect.stringContaining('not sent again'),
    });
  });

  it('checks again when sending: an opt-out since queueing blocks the text, nothing is sent', async () => {
    const phone = await sender('twilio');
    const to = number('917');
    const text = (await post({ to, from: phone.number, body: 'Still there?' })).json().text_message as Body;
    expect((await api('PUT', `/leads/${to.slice(1)}/caller_opt_out`)).statusCode).toBe(200);
    await t.leadline.jobs.runDue();
    expect(kit.carriers.texts).toHaveLength(0);
    expect(await show(text.id)).toMatchObject({
      status: 'blocked',
      error_message: 'Not sent: opted_out (when sending)',
    });
  });

  it("waits for the lead's next texting window when it closed before the text left", async () => {
    const phone = await sender('twilio');
    const offer = await create('offers', 'offer', { name: 'Windowed texts' });
    const group = await create('state_rule_groups', 'state_rule_group', {
      name: 'Texting hours',
      rule_scope: 'offer',
      offer_id: offer.id,
    });
    for (const day of [0, 1, 2, 3, 4, 5, 6]) {
      await create('state_business_hours', 'state_business_hour', {
        state_rule_group_id: group.id,
        state: 'CA',
        day,
        open_time: '08:00',
        close_time: '20:00',
      });
    }
    const lead = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/leads',
        payload: {
          lead_token: offer.lead_token,
          caller_id: number('415'),
          state: 'CA',
          time_zone: 'America/Los_Angeles',
        },
      })
    ).json().lead as Body;
    // 19:59 in Los Angeles: inside the window when queued.
    clock.set(Date.UTC(2026, 5, 11, 2, 59));
    const text = (
      await post({ to: lead.caller_id, from: phone.number, lead_id: lead.id, body: 'Quote inside' })
    ).json().text_message as Body;
    expect(text.status).toBe('queued');
    // The worker gets to it at 20:01: closed.
    clock.set(Date.UTC(2026, 5, 11, 3, 1));
    await t.leadline.jobs.runDue();
    expect(kit.carriers.texts).toHaveLength(0);
    expect(await show(text.id)).toMatchObject({
      status: 'queued',
      error_message: expect.stringMatching(
        /^Waiting: Outside CA call times of Texting hours .*2026-06-11 08:00:00 -0700$/,
      ),
    });
    clock.set(Date.UTC(2026, 5, 11, 15));
    await t.leadline.jobs.runDue();
    expect(kit.carriers.texts).toHaveLength(1);
    expect(await show(text.id)).toMatchObject({ status: 'sent', error_message: null });
    clock.set(Date.UTC(2026, 5, 12, 17));
  });

  it("a schedule's sms action texts the lead from the schedule's SMS pool, its tokens filled", async () => {
    await kit.onlyCarrier('twilio');
    const offer = await create('offers', 'offer', { name: 'Welcome offer' });
    const schedule = await create('schedules', 'schedule', { name: 'Welcome cadence', offer_id: offer.id });
    const pool = await create('ring_pools', 'ring_pool', { name: 'Texting pool', offer_id: offer.id });
    await create('schedule_ring_pools', 'schedule_ring_pool', {
      schedule_id: schedule.id,
      ring_pool_id: pool.id,
      use_for: 'sms',
    });
    const from = number('646');
    kit.carriers.inventory.add(from);
    await create('phone_numbers', 'phone_number', {
      number: from,
      provider: 'twilio',
      ring_pool_id: pool.id,
    });
    await create('schedule_actions', 'schedule_action', {
      schedule_id: schedule.id,
      action_type: 'sms',
      message_body: 'Welcome [first_name]!',
    });
    const caller = number('917');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { lead_token: schedule.lead_token, caller_id: caller, first_name: 'Grace' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.leadline.schedules.runDue();
    await t.leadline.jobs.runDue();
    expect(kit.carriers.texts).toMatchObject([{ from, to: caller, body: 'Welcome Grace!' }]);
    const lead = (await api('GET', `/leads/${res.json().lead.id}`)).json().lead as Body;
    expect(lead.last_schedule_action_error).toBeNull();
  });

  it('texts back a caller whose call no buyer answered, once, from the number called (missed-call text-back)', async () => {
    await kit.onlyCarrier('twilio');
    const offer = await create('offers', 'offer', {
      name: 'Text-back offer',
      missed_call_text: 'Sorry we missed you at [offer_name]. We will call back.',
    });
    await create('buyers', 'buyer', { name: 'Busy buyer', number: number('312'), offer_ids: [offer.id] });
    const tracking = number('646');
    kit.carriers.inventory.add(tracking);
    await create('phone_numbers', 'phone_number', {
      number: tracking,
      provider: 'twilio',
      offer_id: offer.id,
    });
    const simulate = (caller: string, results: string[]) =>
      api('POST', '/calls/simulate', {
        number: tracking,
        caller_id: caller,
        dial_results: results,
        duration: 30,
      });
    const missed = number('303');
    const answered = number('303');
    expect((await simulate(missed, ['no-answer'])).statusCode).toBe(201);
    expect((await simulate(answered, ['completed'])).statusCode).toBe(201);
    await t.leadline.jobs.runDue();
    expect(kit.carriers.texts).toMatchObject([
      { from: tracking, to: missed, body: 'Sorry we missed you at Text-back offer. We will call back.' },
    ]);
  });

  it('refuses bad input with a 422 naming the field, and writes and sends nothing', async () => {
    const phone = await sender('twilio');
    const unable = number('212');
    kit.carriers.inventory.add(unable);
    const registered = await create('phone_numbers', 'phone_number', {
      number: unable,
      provider: 'twilio',
      sms_enabled: false,
    });
    const sip = await create('phone_numbers', 'phone_number', { number: number('213'), provider: 'sip' });
    const total = async () => (await api('GET', '/text_messages')).json().metadata.total_count as number;
    const before = await total();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ from: '+13035550199' }, 'from', /not a phone number of the company/],
      [{ from: registered.number }, 'from', /cannot send texts/],
      [{ from: sip.number }, 'from', /cannot send texts \(provider sip/],
      [{}, 'from', /is required/],
      [{ from: phone.number, body: 'x'.repeat(1601) }, 'body', /at most 1600/],
      [{ from: phone.number, media_urls: ['http://10.0.0.7/secret.png'] }, 'media_urls', /refused/],
      [{ from: phone.number, media_urls: ['file:///etc/passwd'] }, 'media_urls', /refused/],
      [{ from: phone.number, media_urls: [`${media}/page.html`] }, 'media_urls', /is text\/html, not media/],
      [{ from: phone.number, media_urls: [`${media}/gone.gif`] }, 'media_urls', /answered 404, not media/],
    ];
    for (const [body, field, message] of cases) {
      const res = await post({ to: number('917'), body: 'Hello', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
      expect(res.json().errors[field].join(' ')).toMatch(message);
    }
    expect(await total()).toBe(before);
    expect(await t.leadline.jobs.runDue()).toBe(0);
    expect(kit.carriers.texts).toHaveLength(0);
  });

  it("refuses another company's number as from", async () => {
    const phone = await sender('twilio');
    const res = await api(
      'POST',
      '/text_messages',
      { to: number('917'), from: phone.number, body: 'Hi' },
      t.other,
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['from']);
  });
});
