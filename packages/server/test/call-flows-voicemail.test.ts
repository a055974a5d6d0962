import { describe, expect, it } from 'vitest';
import type { CarrierType } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';

const t = useTestApp(
  { publicUrl: PUBLIC_URL },
  { other: 'Other Voicemail Co', allowPrivateUrls: LOCAL_STAND_INS },
);
const kit = useInboundKit(t);

let serial = 0;
/** An offer of `provider` whose greeting opens a menu where key 1 records a voicemail. */
async function setup(provider: CarrierType) {
  await kit.carrier(provider);
  const offer = await kit.create('offers', 'offer', { name: `Voicemail ${++serial}` });
  await kit.create('buyers', 'buyer', {
    name: `Voicemail buyer ${serial}`,
    number: kit.number('312'),
    offer_ids: [offer.id],
  });
  const menu = await kit.create('key_press_flow_groups', 'key_press_flow_group', {
    name: `Main ${serial}`,
    text_to_speech: 'Press 1 to leave a message.',
  });
  const rule = (body: Record<string, unknown>) =>
    kit.create('call_routers', 'call_router', { offer_id: offer.id, ...body });
  await rule({ router_type: 'greeting', action: 'request_key_press', key_press_flow_group_id: menu.id });
  const voicemail = await rule({
    router_type: 'key_press_1',
    action: 'record_voicemail',
    text_to_speech: 'Leave your message after the beep.',
  });
  const number = await kit.trackingNumber(provider, { offer_id: offer.id });
  return { offer, voicemail, number };
}

/** A call to the number, answered with the menu, and key 1 pressed: the instructions that follow. */
async function pressOne(provider: CarrierType, number: string) {
  const r = kit.ring(provider, number, kit.number('303'));
  const answered = await r.send();
  expect(answered.statusCode, answered.body).toBe(200);
  const xml = await kit.press(answered.body, '1');
  const call = (await kit.callBySid(r.id))!;
  return { xml, call };
}

/** Where the carrier reports the recording: recordingStatusCallback (TwiML, TeXML), the Record's action (Plivo). */
const recordingCallbackOf = (provider: CarrierType, xml: string) =>
  (provider === 'plivo'
    ? /<Record action="([^"]+)"/.exec(xml)?.[1]
    : /recordingStatusCallback="([^"]+)"/.exec(xml)?.[1]
  )?.replaceAll('&amp;', '&') ?? '';

/** The carrier's words for a finished recording. */
const recordingWords = (provider: CarrierType, url: string, sid: string) =>
  provider === 'plivo'
    ? { RecordUrl: url, RecordingID: sid, RecordingDuration: '21' }
    : { RecordingUrl: url, RecordingSid: sid, RecordingDuration: '21' };

describe('a menu key that records a voicemail', () => {
  it.each(['twilio', 'telnyx', 'plivo'] as const)(
    'plays the prompt, records after a beep in %s XML, keeps the recording on the call and hangs up',
    async (provider) => {
      const { voicemail, number } = await setup(provider);
      const { xml, call } = await pressOne(provider, number.number as string);
      const say = provider === 'plivo' ? 'Speak' : 'Say';
      expect(xml).toMatch(
        new RegExp(
          `<${say}>Leave your message after the beep\\.</${say}><Record [^>]*/><Hangup/></Response>$`,
        ),
      );
      expect(xml).toContain('maxLength="300"');
      expect(xml).toContain('playBeep="true"');
      expect(xml).not.toContain('<Dial');
      const callback = recordingCallbackOf(provider, xml);
      expect(callback).toContain(`/inbound_calls/recordings/`);
      expect(callback).toContain(String(call.uuid));

      const sid = `${provider === 'twilio' ? 'RE' : 'rec'}vm${serial}`;
      const url = `https://recordings.example/${provider}/${sid}.mp3`;
      const stored = await kit.follow(callback, recordingWords(provider, url, sid));
      expect(stored.statusCode, stored.body).toBe(200);
      expect(stored.json().call.recording_url).toBe(url);

      // TwiML and TeXML ask the Record's action once it has recorded: the call ends there.
      if (provider !== 'plivo') {
        const after = await kit.post(kit.actionOf(/<Record [^>]*>/.exec(xml)![0]), {
          RecordingUrl: url,
          Digits: '#',
        });
        expect(after.body).toMatch(/<Response><Hangup\/><\/Response>$/);
      }

      const kept = await kit.call(call.id as number);
      expect(kept).toMatchObject({ recording_url: url, hangup_cause: 'call_flow_record_voicemail' });
      const events = await kit.events(call.id as number);
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'CallAction',
          reason: 'record_voicemail',
          call_router_id: voicemail.id,
          max_seconds: 300,
        }),
      );
      expect(events).toContainEqual(
        expect.objectContaining({ type: 'CallRecording', recording_url: url, duration: 21 }),
      );
      expect(events.some((e) => e.type === 'Dial')).toBe(false);
      const logs = (await kit.api('GET', `/call_logs?call_id=${call.id}`)).json().call_logs as Body[];
      expect(logs.map((l) => l.log_type)).toContain('recording');
    },
  );

  it('keeps a recording only on the call whose token it carries, and no other company reads it', async () => {
    const { number } = await setup('twilio');
    const first = await pressOne('twilio', number.number as string);
    const second = await pressOne('twilio', number.number as string);
    const callback = recordingCallbackOf('twilio', first.xml);
    // The first call's token with the second call's uuid: no call answers to it.
    const crossed = callback.replace(String(first.call.uuid), String(second.call.uuid));
    const url = 'https://recordings.example/twilio/REcrossed.mp3';
    expect((await kit.follow(crossed, recordingWords('twilio', url, 'REcrossed'))).statusCode).toBe(404);
    expect((await kit.call(second.call.id as number)).recording_url ?? null).toBeNull();
    expect((await kit.call(first.call.id as number)).recording_url ?? null).toBeNull();

    await kit.follow(callback, recordingWords('twilio', url, 'REkept'));
    expect((await kit.call(first.call.id as number)).recording_url).toBe(url);
    const foreign = await kit.api('GET', `/calls/${first.call.id}`, undefined, t.other);
    expect(foreign.statusCode).toBe(404);
    expect((await kit.api('GET', `/calls/${first.call.id}/events`, undefined, t.other)).statusCode).toBe(404);
  });

  it('ends a simulated call at the voicemail key, with no buyer rung', async () => {
    const { number } = await setup('twilio');
    const res = await kit.api('POST', '/calls/simulate', {
      number: number.number,
      caller_id: '3035550188',
      key_presses: ['1'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const call = res.json().call as Body;
    expect(call).toMatchObject({ hangup_cause: 'call_flow_record_voicemail', status: 'completed' });
    const events = await kit.events(call.id as number);
    expect(events.some((e) => e.type === 'CallAction' && e.reason === 'record_voicemail')).toBe(true);
    expect(events.some((e) => e.type === 'Dial')).toBe(false);
  });

  it('refuses a voicemail key with nothing to say first, and a voicemail on a greeting', async () => {
    const { offer, voicemail } = await setup('twilio');
    const silent = await kit.api('POST', '/call_routers', {
      offer_id: offer.id,
      router_type: 'key_press_2',
      action: 'record_voicemail',
    });
    expect(silent.statusCode).toBe(422);
    expect(silent.json().errors).toHaveProperty('text_to_speech');
    const cleared = await kit.api('PUT', `/call_routers/${voicemail.id}`, { text_to_speech: '' });
    expect(cleared.json().errors).toHaveProperty('text_to_speech');
    const greeting = await kit.api('POST', '/call_routers', {
      offer_id: offer.id,
      router_type: 'greeting',
      action: 'record_voicemail',
      text_to_speech: 'Leave a message.',
    });
    expect(greeting.json().errors).toHaveProperty('action');
  });
});
