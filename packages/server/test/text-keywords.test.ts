import { describe, expect, it } from 'vitest';
import type { CarrierType } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, smsWebhook, useInboundKit } from './inbound-kit.js';

const t = useTestApp({ publicUrl: PUBLIC_URL }, { allowPrivateUrls: LOCAL_STAND_INS });
const kit = useInboundKit(t);
let serial = 0;

/** An incoming text to `to` from `from`, as the carrier posts it (signed). */
function incoming(provider: CarrierType, to: string, from: string, body: string) {
  const id = `in-${++serial}`;
  const params =
    provider === 'telnyx'
      ? {
          data: {
            event_type: 'message.received',
            payload: { id, text: body, from: { phone_number: from }, to: [{ phone_number: to }] },
          },
        }
      : provider === 'plivo'
        ? { MessageUUID: id, From: from.slice(1), To: to.slice(1), Text: body }
        : { MessageSid: id, From: from, To: to, Body: body };
  return smsWebhook(t, provider, params);
}

const smsOptedOut = async (number: string) =>
  Boolean(((await kit.api('GET', `/contacts/${number.slice(1)}`)).json().contact as Body).sms_opt_out_at);
const outbound = async (to: string) =>
  (await kit.api('GET', `/text_messages?to=${encodeURIComponent(to)}`)).json().text_messages as Body[];

describe('renting a number points its texts at Leadline', () => {
  it.each(['twilio', 'plivo', 'telnyx'] as const)(
    '%s: the SMS webhook is set with the voice one',
    async (provider) => {
      await kit.carrier(provider);
      if (provider === 'telnyx') {
        // Telnyx routes texts through a messaging profile: named in the integration's settings.
        const list = (await kit.api('GET', '/integrations')).json().integrations as Body[];
        const telnyx = list.find((i) => i.integration_type === 'telnyx')!;
        await kit.api('PUT', `/integrations/${telnyx.id}`, {
          settings: { ...(telnyx.settings as Body), messaging_profile_id: 'profile-1' },
        });
      }
      const phone = await kit.trackingNumber(provider, {});
      const smsUrl = `${PUBLIC_URL}/api/v1/inbound_calls/${t.tenant.company.uuid}/${provider}/sms`;
      expect(phone.sms_url).toBe(smsUrl);
      expect(kit.carriers.smsPointed.get(String(phone.number))).toBe(smsUrl);
    },
  );

  it('re-pointing a number sets its SMS webhook again', async () => {
    await kit.carrier('twilio');
    const phone = await kit.trackingNumber('twilio', {});
    kit.carriers.smsPointed.delete(String(phone.number));
    const res = await kit.api('POST', `/phone_numbers/${phone.id}/point_webhooks`);
    expect(res.statusCode).toBe(200);
    expect(kit.carriers.smsPointed.get(String(phone.number))).toMatch(/\/twilio\/sms$/);
  });

  it('leaves a Telnyx number without a messaging profile with a blank sms_url', async () => {
    await kit.carrier('telnyx');
    const phone = await kit.trackingNumber('telnyx', {});
    expect(phone.sms_url).toBe('');
    expect(kit.carriers.smsPointed.has(String(phone.number))).toBe(false);
  });
});

describe('STOP, START and HELP', () => {
  it('opts out on STOP and back in on START, and never answers either (the carrier does)', async () => {
    await kit.carrier('twilio');
    const phone = String((await kit.trackingNumber('twilio', {})).number);
    const sender = kit.number('303');
    expect((await incoming('twilio', phone, sender, 'STOP')).statusCode).toBe(200);
    expect(await smsOptedOut(sender)).toBe(true);
    expect((await incoming('twilio', phone, sender, 'start')).statusCode).toBe(200);
    expect(await smsOptedOut(sender)).toBe(false);
    await t.leadline.jobs.runDue();
    expect(await outbound(sender)).toEqual([]);
    expect(kit.carriers.texts).toEqual([]);
  });

  it("answers HELP once with the integration's help_text, and not at all without one", async () => {
    await kit.carrier('plivo');
    const phone = String((await kit.trackingNumber('plivo', {})).number);
    const quiet = kit.number('303');
    await incoming('plivo', phone, quiet, 'HELP');
    await t.leadline.jobs.runDue();
    expect(await outbound(quiet)).toEqual([]);

    const list = (await kit.api('GET', '/integrations')).json().integrations as Body[];
    const plivo = list.find((i) => i.integration_type === 'plivo')!;
    await kit.api('PUT', `/integrations/${plivo.id}`, {
      settings: {
        ...(plivo.settings as Body),
        help_text: 'Acme Quotes: reply STOP to stop. Help: 800-555-0100',
      },
    });
    const asker = kit.number('303');
    const res = await incoming('plivo', phone, asker, 'help');
    expect(res.statusCode).toBe(200);
    await t.leadline.jobs.runDue();
    expect(await outbound(asker)).toMatchObject([
      { from: phone, to: asker, body: 'Acme Quotes: reply STOP to stop. Help: 800-555-0100', status: 'sent' },
    ]);
    expect(kit.carriers.texts.filter((x) => x.to === asker)).toHaveLength(1);
  });
});
