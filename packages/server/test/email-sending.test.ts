import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { ManualClock } from '@leadline/core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, tenantApi, useTestApp } from './helpers.js';

type Body = Record<string, unknown> & { id: number };

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const CERT = fixture('smtp-test.crt');
const BASE = 'https://leadline.example.com';

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  secure: boolean;
  raw: string;
}

/** A real SMTP peer on 127.0.0.1: STARTTLS with the fixture certificate, a password login, every message kept. */
function mailServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    key: fixture('smtp-test.key'),
    cert: CERT,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === 'mailer' && auth.password === 'mail-pass') done(null, { user: auth.username });
      else done(new Error('Invalid username or password'));
    },
    // A mailbox that does not exist is refused for good; a full one only for now.
    onRcptTo(address, _session, done) {
      const to = address.address.toLowerCase();
      if (to === 'gone@example.com') {
        return done(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
      }
      if (to === 'busy@example.com') {
        return done(Object.assign(new Error('4.2.2 Mailbox full, try later'), { responseCode: 452 }));
      }
      done();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          secure: session.secure,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  return {
    received,
    start: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('e-mail: schedule email actions sent over SMTP through the company integration', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS, clock, other: 'Other Co' });
  const { api, create } = tenantApi(t);
  const mail = mailServer();
  let port = 0;
  let serial = 0;
  beforeAll(async () => {
    port = await mail.start();
  });
  afterAll(() => mail.stop());

  const integration = async (settings: Record<string, unknown> = {}, password = 'mail-pass') => {
    const secret = await create('secret_items', 'secret_item', {
      name: `smtp_password_${++serial}`,
      value: password,
    });
    return create('integrations', 'integration', {
      name: `Mail ${serial}`,
      integration_type: 'smtp',
      settings: {
        host: '127.0.0.1',
        port,
        username: 'mailer',
        from: 'Leads <leads@example.com>',
        ca: CERT,
        ...settings,
      },
      secret_item_ids: [secret.id],
    });
  };
  const cadence = async (action: Record<string, unknown>) => {
    const s = await create('schedules', 'schedule', { name: `E-mail cadence ${++serial}` });
    await create('schedule_actions', 'schedule_action', {
      schedule_id: s.id,
      action_type: 'email',
      ...action,
    });
    return s;
  };
  const submit = async (s: Body, body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { lead_token: s.lead_token, caller_id: `+1719555${String(2000 + ++serial)}`, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().lead as Body;
  };
  const lead = async (id: number) => (await api('GET', `/leads/${id}`)).json().lead as Body;
  const run = () => t.leadline.schedules.runDue({ callbackBaseUrl: BASE });
  const unsubscribeLink = (raw: string) => {
    const found = /<(https:\/\/leadline\.example\.com\/api\/v1\/inbound_calls\/[^>]+)>/.exec(
      raw.replace(/\r\n[ \t]+/g, ' '),
    );
    expect(found, raw).not.toBeNull();
    return found![1]!;
  };

  it('e-mails the lead over STARTTLS with the sealed password, tokens filled, an unsubscribe link and List-Unsubscribe', async () => {
    await integration();
    const s = await cadence({
      message_subject: 'Your quote, [first_name]',
      message_body: 'Hello [first_name], your solar quote for [city]{your area} is ready.',
    });
    const submitted = await submit(s, { first_name: 'Ada', email: 'ada@example.com' });
    mail.received.length = 0;
    await run();
    expect(await lead(submitted.id)).toMatchObject({ last_schedule_action_error: null, status: 'completed' });
    expect(mail.received).toHaveLength(1);
    const [sent] = mail.received;
    expect(sent).toMatchObject({
      from: 'leads@example.com',
      to: ['ada@example.com'],
      user: 'mailer',
      secure: true,
    });
    expect(sent!.raw).toMatch(/^Subject: Your quote, Ada$/m);
    expect(sent!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = unsubscribeLink(sent!.raw);
    // The body is quoted-printable (lines over 76 characters are folded with a soft break).
    const body = sent!.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    expect(body).toContain('Hello Ada, your solar quote for your area is ready.');
    expect(body).toContain(`Unsubscribe: ${link}`);

    const path = link.slice(BASE.length);
    const forged = await t.app.inject({ method: 'POST', url: `${path.slice(0, -8)}AAAAAAAA` });
    expect(forged.statusCode, forged.body).toBe(404);
    const clicked = await t.app.inject({ method: 'POST', url: path });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json()).toMatchObject({ unsubscribed: true });
    const after = await submit(s, {
      first_name: 'Ada',
      email: 'ada@example.com',
      caller_id: submitted.caller_id,
    });
    expect(after).toMatchObject({ status: 'opt_out', opt_out: true });
    const elsewhere = path.replace(t.tenant.company.uuid, t.other!.company.uuid);
    expect((await t.app.inject({ method: 'GET', url: elsewhere })).statusCode).toBe(404);
  });

  it('passes the step over with the reason when the login or the TLS certificate is refused, no e-mail is known or a token holds several', async () => {
    const wrong = await integration({}, 'not-the-password');
    const s1 = await cadence({ integration_id: wrong.id, message_subject: 'x', message_body: 'y' });
    const l1 = await submit(s1, { email: 'bob@example.com' });
    const untrusted = await integration({ ca: '' });
    const s2 = await cadence({ integration_id: untrusted.id, message_subject: 'x', message_body: 'y' });
    const l2 = await submit(s2, { email: 'bob@example.com' });
    const s3 = await cadence({ message_subject: 'x', message_body: 'y' });
    const l3 = await submit(s3, {});
    const s4 = await cadence({ email_to: '[cc]', message_subject: 'x', message_body: 'y' });
    const l4 = await submit(s4, { cc: 'ann@example.com, eve@example.com' });
    mail.received.length = 0;
    await run();
    expect(mail.received).toHaveLength(0);
    expect((await lead(l1.id)).last_schedule_action_error).toMatch(/Invalid login|authentication|535/i);
    expect((await lead(l2.id)).last_schedule_action_error).toMatch(/certificate/i);
    expect((await lead(l3.id)).last_schedule_action_error).toBe('Not e-mailed: the lead has no email');
    expect((await lead(l4.id)).last_schedule_action_error).toBe(
      'Not e-mailed: ann@example.com, eve@example.com is not one e-mail address',
    );
  });

  it('refuses an email action whose integration is another company’s', async () => {
    const theirSecret = await create(
      'secret_items',
      'secret_item',
      { name: 'their_smtp', value: 'x' },
      t.other,
    );
    const theirs = await create(
      'integrations',
      'integration',
      { name: 'Their mail', integration_type: 'smtp', secret_item_ids: [theirSecret.id] },
      t.other,
    );
    const s = await create('schedules', 'schedule', { name: 'Refused cadence' });
    const res = await api('POST', '/schedule_actions', {
      schedule_id: s.id,
      action_type: 'email',
      integration_id: theirs.id,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['integration_id']);
  });

  it('an address the server refuses for good (550 at RCPT TO) fails the step with why and is not e-mailed again; a 4xx is not a bounce', async () => {
    await integration();
    const s = await cadence({ message_subject: 'Hello', message_body: 'Hi [first_name]' });
    const gone = await submit(s, { first_name: 'Gone', email: 'gone@example.com' });
    const busy = await submit(s, { first_name: 'Busy', email: 'Busy@example.com' });
    mail.received.length = 0;
    await run();
    expect(String((await lead(gone.id)).last_schedule_action_error)).toMatch(
      /^gone@example\.com bounced \(550 5\.1\.1 No such user here\): the address is not e-mailed again$/,
    );
    expect(String((await lead(busy.id)).last_schedule_action_error)).toMatch(/452 4\.2\.2 Mailbox full/);
    const contact = async (number: unknown) =>
      (await api('GET', `/contacts/${String(number).slice(1)}`)).json().contact as Body;
    expect(await contact(gone.caller_id)).toMatchObject({
      email_bounced_address: 'gone@example.com',
      email_bounce_reason: '550 5.1.1 No such user here',
      opt_out: false,
      sms_opt_out_at: null,
    });
    expect((await contact(busy.caller_id)).email_bounced_address).toBeNull();
    expect(mail.received).toEqual([]);

    // The same number on another cadence: the bounced address is not tried, a new address is.
    const again = await cadence({ message_subject: 'Again', message_body: 'Hi' });
    const retried = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { lead_token: again.lead_token, caller_id: gone.caller_id, email: 'GONE@example.com' },
    });
    expect(retried.statusCode, retried.body).toBe(200);
    const other = await cadence({ message_subject: 'New address', message_body: 'Hi' });
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { lead_token: other.lead_token, caller_id: gone.caller_id, email: 'ada@example.com' },
    });
    await run();
    expect(String((await lead(retried.json().lead.id)).last_schedule_action_error)).toMatch(
      /^GONE@example\.com bounced before \(550 5\.1\.1 No such user here\): not e-mailed again$/,
    );
    expect((await lead(moved.json().lead.id)).last_schedule_action_error).toBeNull();
    expect(mail.received.map((m) => m.to)).toEqual([['ada@example.com']]);
  });
});
