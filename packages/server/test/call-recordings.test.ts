import { type Leadline, ManualClock } from '@leadline/core';
import { createTestLeadlineBeside, type StandInS3, startStandInS3, testMp3 } from '@leadline/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierType } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { PUBLIC_URL, useInboundKit } from './inbound-kit.js';

const DAY = 86_400_000;
const clock = new ManualClock(Date.now());
const t = useTestApp(
  { publicUrl: PUBLIC_URL },
  { other: 'Other Recording Co', allowPrivateUrls: LOCAL_STAND_INS, clock },
);
const kit = useInboundKit(t);
const S3 = { accessKeyId: 'AKIDRECORDS', secretAccessKey: 'recording-secret-key', region: 'us-east-1' };
const AUDIO = testMp3(120);

let s3: StandInS3;
beforeAll(async () => {
  s3 = await startStandInS3(S3);
});
afterAll(async () => {
  await s3?.close();
});

let serial = 0;
/** An offer with one buyer, a recording rule on it, and a tracking number of `provider`. */
async function setup(provider: CarrierType, rule: Record<string, unknown>) {
  clock.set(Date.now());
  await kit.carrier(provider);
  const tag = ++serial;
  const offer = await kit.create('offers', 'offer', { name: `Recorded ${tag}` });
  await kit.create('buyers', 'buyer', {
    name: `Buyer ${tag}`,
    number: kit.number('312'),
    offer_ids: [offer.id],
  });
  await kit.create('call_recording_rules', 'call_recording_rule', {
    name: `Keep ${tag}`,
    offer_id: offer.id,
    ...rule,
  });
  const number = await kit.trackingNumber(provider, { offer_id: offer.id });
  return { offer, number };
}

/** A call answered and forwarded, then its recording reported as the carrier does; the carrier keeps the audio. */
async function recordedCall(provider: CarrierType, to: string) {
  const r = kit.ring(provider, to, kit.number('303'));
  const answered = await r.send({ timestamp: Math.floor(Date.now() / 1000) });
  expect(answered.statusCode, answered.body).toBe(200);
  const sid = `${provider === 'twilio' ? 'RE' : 'rec'}${++serial}x${Date.now()}`;
  kit.carriers.recordings.kept.set(sid, { provider, bytes: AUDIO, contentType: 'audio/mpeg' });
  const url = kit.carriers.recordings.urlOf(kit.carriers.origin, provider, sid);
  const callback =
    provider === 'plivo'
      ? /<Record action="([^"]+)"/.exec(answered.body)?.[1]
      : /recordingStatusCallback="([^"]+)"/.exec(answered.body)?.[1];
  const words =
    provider === 'plivo'
      ? { RecordUrl: url, RecordingID: sid, RecordingDuration: '12' }
      : { RecordingUrl: url, RecordingSid: sid, RecordingDuration: '12' };
  expect((await kit.follow(callback!.replaceAll('&amp;', '&'), words)).statusCode).toBe(200);
  const call = await kit.callBySid(r.id);
  return { call: call!, sid, xml: answered.body };
}

const sweep = (leadline: Leadline = t.leadline) => leadline.recordingRetention.sweep();
const linkOf = async (id: number) => kit.api('GET', `/calls/${id}/recording_link`);
/** The signed link, requested as a listener would (no credentials). */
const play = (url: string) =>
  t.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });

async function withBucket() {
  const secret = await kit.create('secret_items', 'secret_item', {
    name: `s3_key_${++serial}`,
    value: S3.secretAccessKey,
  });
  return kit.create('integrations', 'integration', {
    name: `Archive ${serial}`,
    integration_type: 'aws_s3',
    settings: { bucket: 'archive', region: S3.region, endpoint: s3.url, access_key_id: S3.accessKeyId },
    secret_item_ids: [secret.id],
  });
}

describe('call recordings: dual channel, retention, playback', () => {
  it('asks Twilio for a dual-channel recording when the rule says so, and dates its deletion from the rule', async () => {
    const { number } = await setup('twilio', { dual_channel: true, retention_days: 30 });
    const { call, xml } = await recordedCall('twilio', number.number as string);
    expect(xml).toContain('record="record-from-answer-dual"');
    const shown = await kit.call(call.id);
    expect(Date.parse(String(shown.recording_expires_at))).toBe(
      Date.parse(String(shown.created_at)) + 30 * DAY,
    );
    expect(shown.recording_deleted_at).toBeNull();
    expect(shown).not.toHaveProperty('recording_sid');
  });

  it('asks Telnyx TeXML and Plivo for two channels too, and mono where the rule does not ask for two', async () => {
    const telnyx = await setup('telnyx', { dual_channel: true });
    expect((await recordedCall('telnyx', telnyx.number.number as string)).xml).toContain(
      'record="record-from-answer-dual"',
    );
    const plivo = await setup('plivo', { dual_channel: true });
    expect((await recordedCall('plivo', plivo.number.number as string)).xml).toContain(
      'recordChannelType="stereo"',
    );
    const mono = await setup('plivo', {});
    const { xml, call } = await recordedCall('plivo', mono.number.number as string);
    expect(xml).toContain('recordChannelType="mono"');
    // No retention_days: kept forever.
    expect((await kit.call(call.id)).recording_expires_at).toBeNull();
  });

  it('plays the recording through a signed link from the carrier, refusing a changed, expired or foreign link', async () => {
    const { number } = await setup('twilio', { retention_days: 7 });
    const { call } = await recordedCall('twilio', number.number as string);
    const res = await linkOf(call.id);
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json().recording;
    expect(link.source).toBe('carrier');
    expect(link.url.startsWith(`${PUBLIC_URL}/api/v1/calls/recordings/${t.tenant.company.uuid}/`)).toBe(true);
    const played = await play(link.url);
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toContain('audio/mpeg');
    expect(Buffer.compare(played.rawPayload, AUDIO)).toBe(0);
    // The carrier was asked with the account's credentials; the listener needed none.
    const media = kit.carriers.requests.filter((r) => r.method === 'GET' && r.path.includes('/Recordings/'));
    expect(media.at(-1)?.authorization).toMatch(/^Basic /);

    const forged = await play(link.url.replace(/signature=[^&]+/, 'signature=AAAA'));
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errors).toBeDefined();
    const otherCall = link.url.replace(String(call.uuid), '00000000-0000-4000-8000-000000000000');
    expect((await play(otherCall)).statusCode).toBe(403);
    const longer = link.url.replace(/expires=(\d+)/, (_: string, e: string) => `expires=${Number(e) + 3600}`);
    expect((await play(longer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: new URL(link.url).pathname })).statusCode).toBe(403);

    // Another company cannot even ask for the link.
    const foreign = await kit.api('GET', `/calls/${call.id}/recording_link`, undefined, t.other);
    expect(foreign.statusCode).toBe(404);

    clock.advance(61 * 60_000);
    const expired = await play(link.url);
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('expired');
  });

  it('copies an expired recording to the S3 bucket, deletes it at Twilio once, clears it here and plays the copy', async () => {
    const { number } = await setup('twilio', { retention_days: 30 });
    await withBucket();
    const { call, sid } = await recordedCall('twilio', number.number as string);
    clock.advance(60_000);
    const kept = await recordedCall('twilio', number.number as string);

    clock.advance(29 * DAY);
    await sweep();
    expect((await kit.call(call.id)).recording_url).not.toBeNull();
    // Past the first call's 30 days, half a minute short of the second's.
    clock.advance(1 * DAY - 30_000);
    kit.carriers.requests.length = 0;
    // Earlier tests' calls whose carrier account is gone cannot be copied: they wait, the sweep goes on.
    await sweep();
    expect(kit.carriers.recordings.deleted.filter((d) => d.sid === sid)).toEqual([
      { provider: 'twilio', sid },
    ]);
    const deletes = kit.carriers.requests.filter((r) => r.method === 'DELETE').map((r) => r.path);
    expect(deletes).toContain(`/2010-04-01/Accounts/AC_test/Recordings/${sid}.json`);
    expect(kit.carriers.recordings.kept.has(kept.sid)).toBe(true);
    expect((await kit.call(kept.call.id)).recording_url).not.toBeNull();

    const after = await kit.call(call.id);
    expect(after.recording_url).toBeNull();
    expect(after.recording_deleted_at).not.toBeNull();
    const key = String(after.recording_s3_key);
    expect(key).toBe(`recordings/${t.tenant.company.uuid}/${String(call.uuid)}-${sid}.mp3`);
    expect(Buffer.compare(s3.objects.get(`archive/${key}`)!.bytes, AUDIO)).toBe(0);
    expect((await kit.events(call.id)).at(-1)).toMatchObject({ type: 'CallRecording', reason: 'deleted' });

    const link = (await linkOf(call.id)).json().recording;
    expect(link.source).toBe('s3');
    const played = await play(link.url);
    expect(played.statusCode).toBe(200);
    expect(Buffer.compare(played.rawPayload, AUDIO)).toBe(0);

    // A second sweep does nothing more to it.
    await sweep();
    expect(kit.carriers.recordings.deleted.filter((d) => d.sid === sid)).toHaveLength(1);
  });

  it('deletes at Telnyx and Plivo with their own requests, and counts a recording the carrier no longer has as deleted', async () => {
    const telnyx = await setup('telnyx', { retention_days: 1 });
    const a = await recordedCall('telnyx', telnyx.number.number as string);
    clock.advance(2 * DAY);
    kit.carriers.requests.length = 0;
    expect((await sweep()).failed).toBe(0);
    const deleted = () => kit.carriers.requests.filter((r) => r.method === 'DELETE').map((r) => r.path);
    expect(deleted()).toContain(`/v2/recordings/${a.sid}`);

    const plivo = await setup('plivo', { retention_days: 1 });
    const b = await recordedCall('plivo', plivo.number.number as string);
    const gone = await recordedCall('plivo', plivo.number.number as string);
    kit.carriers.recordings.kept.delete(gone.sid);
    clock.advance(2 * DAY);
    kit.carriers.requests.length = 0;
    expect((await sweep()).failed).toBe(0);
    expect(deleted()).toContain(`/v1/Account/MA_test/Recording/${b.sid}/`);
    expect(deleted()).toContain(`/v1/Account/MA_test/Recording/${gone.sid}/`);
    for (const c of [a, b, gone]) {
      const after = await kit.call(c.call.id);
      expect(after.recording_url).toBeNull();
      expect(after.recording_s3_key).toBeNull();
    }
    expect((await linkOf(gone.call.id)).statusCode).toBe(404);
  });

  it('leaves a recording the carrier failed to delete for the next sweep, and says why in the trace', async () => {
    const { number } = await setup('twilio', { retention_days: 1 });
    const { call, sid } = await recordedCall('twilio', number.number as string);
    clock.advance(2 * DAY);
    kit.carriers.fail = { status: 500, body: { message: 'Internal error' }, path: /Recordings/ };
    expect((await sweep()).failed).toBe(1);
    expect((await kit.call(call.id)).recording_url).not.toBeNull();
    expect((await kit.events(call.id)).at(-1)).toMatchObject({
      type: 'CallRecording',
      reason: 'delete_failed',
    });
    // Held by the failed sweep's claim until it runs out; then the next sweep deletes it.
    await sweep();
    expect((await kit.call(call.id)).recording_url).not.toBeNull();
    clock.advance(11 * 60_000);
    await sweep();
    expect((await kit.call(call.id)).recording_url).toBeNull();
    expect(kit.carriers.recordings.deleted.filter((d) => d.sid === sid)).toHaveLength(1);
  });

  it('never fetches a recording URL on a private network, and keeps such a recording rather than lose it', async () => {
    const { number } = await setup('twilio', { retention_days: 1 });
    await withBucket();
    const r = kit.ring('twilio', number.number as string, kit.number('303'));
    const answered = await r.send();
    const callback = /recordingStatusCallback="([^"]+)"/.exec(answered.body)![1]!;
    const metadata = 'http://169.254.169.254/latest/meta-data/RE1';
    await kit.follow(callback, { RecordingUrl: metadata, RecordingSid: 'REprivate', RecordingDuration: '3' });
    const call = (await kit.callBySid(r.id))!;
    const link = (await linkOf(call.id)).json().recording;
    const played = await play(link.url);
    expect(played.statusCode).toBe(502);
    expect(played.json().code).toBe('bad_gateway');
    clock.advance(2 * DAY);
    await sweep();
    const after = await kit.call(call.id);
    expect(after.recording_url).toBe(metadata);
    expect(after.recording_s3_key).toBeNull();
    expect((await kit.events(call.id)).at(-1)).toMatchObject({
      type: 'CallRecording',
      reason: 'delete_failed',
    });
    expect(kit.carriers.requests.some((q) => q.path.includes('REprivate'))).toBe(false);
  });

  describe('two scheduler processes on one database', () => {
    let second: Leadline;
    beforeAll(async () => {
      second = await createTestLeadlineBeside(t.leadline, { clock, allowPrivateUrls: LOCAL_STAND_INS });
    });
    afterAll(async () => {
      await second?.close();
    });

    // On SQLite both engines would share one thread and one write lock (see scheduled-callbacks.test.ts).
    it.skipIf(!process.env.DATABASE_URL)(
      'deletes each expired recording exactly once when both sweep at the same time',
      async () => {
        const { number } = await setup('twilio', { retention_days: 3 });
        await withBucket();
        const sids: string[] = [];
        for (let i = 0; i < 8; i++) sids.push((await recordedCall('twilio', number.number as string)).sid);
        clock.advance(4 * DAY);
        kit.carriers.requests.length = 0;
        const [one, two] = await Promise.all([sweep(), sweep(second)]);
        expect(one.deleted + two.deleted).toBeGreaterThanOrEqual(sids.length);
        // Each asked of the carrier once: a second DELETE would be the carrier's 404, which counts as done.
        const asked = kit.carriers.requests.filter((r) => r.method === 'DELETE').map((r) => r.path);
        for (const sid of sids) {
          expect(asked.filter((p) => p.endsWith(`/Recordings/${sid}.json`))).toHaveLength(1);
          expect(kit.carriers.recordings.deleted.filter((d) => d.sid === sid)).toHaveLength(1);
        }
        const copies = [...s3.objects.keys()].filter((k) => sids.some((sid) => k.endsWith(`-${sid}.mp3`)));
        expect(copies).toHaveLength(sids.length);
      },
    );
  });
});
