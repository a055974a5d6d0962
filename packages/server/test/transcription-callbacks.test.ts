import { ManualClock } from '@leadline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeepgramStandIn } from './deepgram-stand-in.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';

const clock = new ManualClock(Date.UTC(2026, 10, 3, 15));
const t = useTestApp(
  { publicUrl: PUBLIC_URL },
  { clock, other: 'Other Callbacks Co', allowPrivateUrls: LOCAL_STAND_INS },
);
const kit = useInboundKit(t);
const API_KEY = 'dg_callback_key_0123456789';
const deepgram = new DeepgramStandIn(API_KEY);

beforeAll(async () => {
  await deepgram.start();
  deepgram.honoursCallbacks = true;
  await kit.carrier('twilio');
  const secret = await kit.create('secret_items', 'secret_item', { name: 'deepgram_key', value: API_KEY });
  await kit.create('integrations', 'integration', {
    name: 'Deepgram',
    integration_type: 'deepgram',
    settings: { api_base_url: deepgram.baseUrl },
    secret_item_ids: [secret.id],
  });
});
afterAll(async () => {
  await deepgram.stop();
});

let serial = 0;
/** A call whose recording (at a URL Deepgram knows, saying `words`) its recording rule transcribes. */
async function transcribedCall(words: string) {
  const tag = ++serial;
  const offer = await kit.create('offers', 'offer', { name: `Called back ${tag}` });
  await kit.create('buyers', 'buyer', {
    name: `Buyer ${tag}`,
    number: kit.number('312'),
    offer_ids: [offer.id],
  });
  const number = await kit.trackingNumber('twilio', { offer_id: offer.id });
  await kit.create('call_recording_rules', 'call_recording_rule', {
    name: `Record ${tag}`,
    offer_id: offer.id,
    transcribe: true,
  });
  const url = `https://api.twilio.com/2010-04-01/Accounts/AC_test/Recordings/REcb${tag}`;
  deepgram.recordings.set(url, { turns: [[0, words]] });
  const r = kit.ring('twilio', number.number as string, kit.number('303'));
  const answered = await r.send();
  const callback = /recordingStatusCallback="([^"]+)"/.exec(answered.body)![1]!;
  await kit.follow(callback, { RecordingUrl: url, RecordingSid: `REcb${tag}` });
  return { call: (await kit.callBySid(r.id))!, url };
}

/** Deepgram posting the transcript it kept to the link it was given (or one changed by `edit`). */
function deliver(callback: { url: string; body: Record<string, unknown> }, edit = (u: URL) => u) {
  const u = edit(new URL(callback.url));
  return t.app.inject({ method: 'POST', url: `${u.pathname}${u.search}`, payload: callback.body });
}

const callOf = async (id: unknown) => (await kit.api('GET', `/calls/${id}`)).json().call as Body;
const askedFor = (url: string) => deepgram.received.filter((r) => r.body.url === url);

describe("Deepgram's callback mode, when the server knows its public URL", () => {
  it('ends the job at once and keeps the transcript Deepgram posts to the signed link on the call, once', async () => {
    const { call, url } = await transcribedCall('I would like to cancel my policy.');
    await t.leadline.jobs.runDue();
    const [sent] = askedFor(url);
    const link = new URLSearchParams(sent!.path.split('?')[1]).get('callback')!;
    expect(
      link.startsWith(
        `${PUBLIC_URL}/api/v1/transcription_callbacks/call/${t.tenant.company.uuid}/${call.id}?`,
      ),
    ).toBe(true);
    expect(await callOf(call.id)).toMatchObject({ transcription_status: 'queued', transcript: null });

    const posted = deepgram.callbacks.find((c) => c.url === link)!;
    const res = await deliver(posted);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transcription).toEqual({ kept: true });
    const done = await callOf(call.id);
    expect(done).toMatchObject({
      transcription_status: 'completed',
      transcript: 'speaker: I would like to cancel my policy.',
    });
    // Posted again, and the fallback's turn: nothing changes, Deepgram is not asked again.
    expect((await deliver(posted)).statusCode).toBe(200);
    clock.advance(16 * 60_000);
    await t.leadline.jobs.runDue();
    expect(askedFor(url)).toHaveLength(1);
    expect((await callOf(call.id)).transcribed_at).toBe(done.transcribed_at);
    const events = (await kit.events(call.id as number)).filter((e) => e.type === 'Transcription');
    expect(events.map((e) => e.reason)).toEqual(['completed']);
  });

  it('refuses a posted transcript whose link was changed, names another record, or has expired', async () => {
    const first = await transcribedCall('First call.');
    const second = await transcribedCall('Second call.');
    await t.leadline.jobs.runDue();
    const link = new URLSearchParams(askedFor(first.url)[0]!.path.split('?')[1]).get('callback')!;
    const posted = deepgram.callbacks.find((c) => c.url === link)!;
    const forged = await deliver(posted, (u) => {
      u.searchParams.set('signature', 'Zm9yZ2Vk');
      return u;
    });
    expect(forged.statusCode).toBe(403);
    const elsewhere = await deliver(posted, (u) => {
      u.pathname = u.pathname.replace(`/${first.call.id}`, `/${second.call.id}`);
      return u;
    });
    expect(elsewhere.statusCode).toBe(403);
    const standalone = await deliver(posted, (u) => {
      u.pathname = u.pathname.replace('/call/', '/standalone/');
      return u;
    });
    expect([403, 404]).toContain(standalone.statusCode);
    const foreign = await deliver(posted, (u) => {
      u.pathname = u.pathname.replace(t.tenant.company.uuid, t.other.company.uuid);
      return u;
    });
    expect([403, 404]).toContain(foreign.statusCode);
    expect((await callOf(first.call.id)).transcript).toBeNull();
    expect((await callOf(second.call.id)).transcript).toBeNull();
    clock.advance(25 * 3_600_000);
    const late = await deliver(posted);
    expect(late.statusCode).toBe(403);
    expect(late.json().errors.base[0]).toMatch(/expired/);
  });

  it('asks again and waits for the answer when the promised transcript has not come within 15 minutes', async () => {
    const { call, url } = await transcribedCall('Nobody posted this back.');
    await t.leadline.jobs.runDue();
    expect(askedFor(url)).toHaveLength(1);
    clock.advance(14 * 60_000);
    await t.leadline.jobs.runDue();
    expect(askedFor(url)).toHaveLength(1);
    clock.advance(2 * 60_000);
    await t.leadline.jobs.runDue();
    const again = askedFor(url);
    expect(again).toHaveLength(2);
    expect(new URLSearchParams(again[1]!.path.split('?')[1]).has('callback')).toBe(false);
    expect(await callOf(call.id)).toMatchObject({
      transcription_status: 'completed',
      transcript: 'speaker: Nobody posted this back.',
    });
  });

  it('keeps a standalone transcription Deepgram posts back', async () => {
    const url = 'https://media.leadline.test/called-back.mp3';
    deepgram.recordings.set(url, { duration: 4, turns: [[0, 'A voicemail for later.']] });
    const created = await kit.create('standalone_transcriptions', 'standalone_transcription', {
      name: 'Called back',
      recording_url: url,
    });
    await t.leadline.jobs.runDue();
    const show = async () =>
      (await kit.api('GET', `/standalone_transcriptions/${created.id}`)).json()
        .standalone_transcription as Body;
    expect((await show()).status).toBe('processing');
    const link = new URLSearchParams(askedFor(url)[0]!.path.split('?')[1]).get('callback')!;
    expect(link).toContain(`/transcription_callbacks/standalone/${t.tenant.company.uuid}/${created.id}?`);
    expect((await deliver(deepgram.callbacks.find((c) => c.url === link)!)).statusCode).toBe(200);
    expect(await show()).toMatchObject({
      status: 'completed',
      transcript: 'speaker: A voicemail for later.',
      duration_seconds: 4,
    });
  });
});
