import { describe, expect, it } from 'vitest';
import type { CarrierType } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, signedHeaders, useInboundKit } from './inbound-kit.js';

const t = useTestApp({ publicUrl: PUBLIC_URL }, { other: 'Other Co', allowPrivateUrls: LOCAL_STAND_INS });
const kit = useInboundKit(t);

/** Sends a text through `provider`'s stand-in: the record and what the carrier was given. */
async function sentText(provider: CarrierType) {
  await kit.carrier(provider);
  const phone = await kit.trackingNumber(provider, {});
  const res = await kit.api('POST', '/text_messages', {
    to: kit.number('917'),
    from: phone.number,
    body: 'Hi',
  });
  expect(res.statusCode).toBe(201);
  await t.leadline.jobs.runDue();
  const sent = kit.carriers.texts.at(-1)!;
  return { id: (res.json().text_message as Body).id, sent, from: String(phone.number) };
}

/** The carrier's delivery report as it posts it: Twilio and Plivo form fields, Telnyx a JSON event. */
function report(
  provider: CarrierType,
  statusUrl: string,
  fields: { id: string; status: string; from: string; error?: string },
  opts: { forge?: boolean } = {},
) {
  const path = new URL(statusUrl).pathname;
  let body: string;
  let signed: Record<string, string> = {};
  if (provider === 'telnyx') {
    body = JSON.stringify({
      data: {
        event_type: fields.status === 'sent' ? 'message.sent' : 'message.finalized',
        payload: {
          id: fields.id,
          from: { phone_number: fields.from },
          to: [{ phone_number: '+19175550000', status: fields.status }],
          errors: fields.error ? [{ code: '40001', title: fields.error }] : [],
        },
      },
    });
  } else {
    signed =
      provider === 'twilio'
        ? {
            MessageSid: fields.id,
            MessageStatus: fields.status,
            From: fields.from,
            ErrorCode: fields.error ?? '',
          }
        : {
            MessageUUID: fields.id,
            Status: fields.status,
            From: fields.from.slice(1),
            ErrorCode: fields.error ?? '',
          };
    body = new URLSearchParams(signed).toString();
  }
  const headers = signedHeaders(provider, `${PUBLIC_URL}${path}`, signed, body);
  if (opts.forge) for (const k of Object.keys(headers)) if (!k.endsWith('timestamp')) headers[k] = 'Zm9yZ2Vk';
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      ...headers,
      'content-type': provider === 'telnyx' ? 'application/json' : 'application/x-www-form-urlencoded',
    },
    payload: body,
  });
}

const show = async (id: number) => (await kit.api('GET', `/text_messages/${id}`)).json().text_message as Body;
const events = async (id: number) =>
  (
    (
      await kit.api(
        'GET',
        '/events?types=text_message_sent,text_message_delivered,text_message_failed&limit=100',
      )
    ).json().events as Body[]
  )
    .filter((e) => e.record_id === id)
    .sort((a, b) => Number(a.sequence) - Number(b.sequence))
    .map((e) => e.type);

describe('delivery reports: the carrier tells how a text went, signed, and events follow', () => {
  it.each(['twilio', 'telnyx', 'plivo'] as const)(
    '%s: sent, then delivered lands on the record with delivered_at, and a late sent does not move it back',
    async (provider) => {
      const { id, sent, from } = await sentText(provider);
      expect(await events(id)).toEqual(['text_message_sent']);
      const delivered = await report(provider, sent.statusUrl, { id: sent.id, status: 'delivered', from });
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(delivered.json().text_message).toEqual({ id, status: 'delivered' });
      expect(await report(provider, sent.statusUrl, { id: sent.id, status: 'sent', from })).toMatchObject({
        statusCode: 200,
      });
      expect(await show(id)).toMatchObject({ status: 'delivered', delivered_at: expect.any(String) });
      expect(await events(id)).toEqual(['text_message_sent', 'text_message_delivered']);
    },
  );

  it('records an undelivered or failed report with the carrier error and fires text_message_failed', async () => {
    const twilio = await sentText('twilio');
    await report('twilio', twilio.sent.statusUrl, {
      id: twilio.sent.id,
      status: 'undelivered',
      from: twilio.from,
      error: '30003',
    });
    expect(await show(twilio.id)).toMatchObject({
      status: 'undelivered',
      error_message: 'Undelivered: error 30003',
    });
    expect(await events(twilio.id)).toEqual(['text_message_sent', 'text_message_failed']);

    const telnyx = await sentText('telnyx');
    await report('telnyx', telnyx.sent.statusUrl, {
      id: telnyx.sent.id,
      status: 'sending_failed',
      from: telnyx.from,
      error: 'Blocked as spam',
    });
    expect(await show(telnyx.id)).toMatchObject({
      status: 'failed',
      error_message: 'Failed: 40001 Blocked as spam',
    });
  });

  it('refuses a forged report with 403 and changes nothing', async () => {
    const { id, sent, from } = await sentText('twilio');
    const forged = await report(
      'twilio',
      sent.statusUrl,
      { id: sent.id, status: 'failed', from },
      { forge: true },
    );
    expect(forged.statusCode).toBe(403);
    expect(await show(id)).toMatchObject({ status: 'sent', error_message: null });
    expect(await events(id)).toEqual(['text_message_sent']);
  });

  it("refuses a report sent under another company's path (no integration there signs it), touching nothing", async () => {
    const { id, sent, from } = await sentText('twilio');
    const path = sent.statusUrl.replace(t.tenant.company.uuid, t.other.company.uuid);
    const res = await report('twilio', path, { id: sent.id, status: 'failed', from });
    expect(res.statusCode).toBe(403);
    expect(await show(id)).toMatchObject({ status: 'sent' });
  });
});
