import { ManualClock } from '@leadline/core';
import { type StandInS3, startStandInS3, testMp3, testWav } from '@leadline/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierType } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';
import { sendSound, startFileHost } from './sound-kit.js';

const clock = new ManualClock(Date.now());
const t = useTestApp({ publicUrl: PUBLIC_URL }, { allowPrivateUrls: LOCAL_STAND_INS, clock });
const kit = useInboundKit(t);

const WAV = testWav(3);
const MP3 = testMp3(383);
const S3 = { accessKeyId: 'AKIDSOUNDS', secretAccessKey: 'sound-secret-key', region: 'us-east-1' };

let host: Awaited<ReturnType<typeof startFileHost>>;
let s3: StandInS3;
beforeAll(async () => {
  host = await startFileHost({
    '/hold.mp3': { bytes: MP3, type: 'audio/mpeg' },
    '/notes.mp3': { bytes: Buffer.from('These are my notes, not a recording.'), type: 'audio/mpeg' },
  });
  s3 = await startStandInS3(S3);
});
afterAll(async () => {
  await host?.close();
  await s3?.close();
});

let serial = 0;
const upload = async (name: string, bytes = WAV, filename = 'greeting.wav', type = 'audio/wav') => {
  const res = await sendSound(t, 'POST', '/sound_files', { name }, { name: filename, bytes, type });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().sound_file as Body;
};
const soundCount = async () =>
  (await kit.api('GET', '/sound_files?per_page=1')).json().metadata.total_count as number;

/** An offer with one buyer and `rules`, and a tracking number of `provider` on it. */
async function offerWith(provider: CarrierType, rules: Record<string, unknown>[]) {
  await kit.carrier(provider);
  const offer = await kit.create('offers', 'offer', { name: `Sounds ${++serial}` });
  await kit.create('buyers', 'buyer', {
    name: `Sound buyer ${serial}`,
    number: kit.number('312'),
    offer_ids: [offer.id],
  });
  for (const rule of rules) await kit.create('call_routers', 'call_router', { offer_id: offer.id, ...rule });
  return kit.trackingNumber(provider, { offer_id: offer.id });
}

/** The recording links a document plays. */
const playedLinks = (xml: string) =>
  [...xml.matchAll(/<Play[^>]*>([^<]+)<\/Play>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
/** GET a link as a carrier does: no credentials. */
const fetchLink = (link: string) => t.app.inject({ method: 'GET', url: link.replace(PUBLIC_URL, '') });

describe('sound files: upload, probe, store', () => {
  it('keeps an uploaded wav in the database with its media type, length and size', async () => {
    const file = await upload('Disclosure');
    expect(file).toMatchObject({
      content_type: 'audio/wav',
      duration_seconds: 3,
      size_bytes: WAV.byteLength,
      storage: 'database',
      integration_id: null,
    });
    expect(file).not.toHaveProperty('storage_key');
  });

  it('fetches a URL when saved, probes it as an mp3, and keeps the URL it came from', async () => {
    const res = await kit.api('POST', '/sound_files', { name: 'Hold music', url: `${host.url}/hold.mp3` });
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json().sound_file;
    expect(file).toMatchObject({
      content_type: 'audio/mpeg',
      storage: 'database',
      url: `${host.url}/hold.mp3`,
    });
    expect(file.duration_seconds).toBeCloseTo(10, 1);
  });

  it('refuses what is not audio with a 422 naming file or url, and writes nothing', async () => {
    const before = await soundCount();
    const text = await sendSound(
      t,
      'POST',
      '/sound_files',
      { name: 'Renamed text' },
      { name: 'greeting.mp3', bytes: Buffer.from('hello, I am a text file'), type: 'audio/mpeg' },
    );
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.file[0]).toMatch(/not audio/);
    for (const [path, why] of [
      ['/notes.mp3', /not audio/],
      ['/missing.mp3', /HTTP 404/],
    ] as const) {
      const res = await kit.api('POST', '/sound_files', { name: 'Fetched', url: `${host.url}${path}` });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.url[0]).toMatch(why);
    }
    expect(await soundCount()).toBe(before);
  });

  it('replaces the recording on update, and a blank url removes it', async () => {
    const file = await upload('Changing');
    const replaced = await sendSound(
      t,
      'PUT',
      `/sound_files/${file.id}`,
      {},
      {
        name: 'new.mp3',
        bytes: MP3,
        type: 'audio/mpeg',
      },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().sound_file).toMatchObject({
      content_type: 'audio/mpeg',
      size_bytes: MP3.byteLength,
    });
    const bad = await sendSound(
      t,
      'PUT',
      `/sound_files/${file.id}`,
      {},
      {
        name: 'x.wav',
        bytes: Buffer.from('nope'),
        type: 'audio/wav',
      },
    );
    expect(bad.statusCode).toBe(422);
    expect((await kit.api('GET', `/sound_files/${file.id}`)).json().sound_file.content_type).toBe(
      'audio/mpeg',
    );
    const removed = await kit.api('PUT', `/sound_files/${file.id}`, {
      url: '',
      text_to_speech: 'Spoken now.',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().sound_file).toMatchObject({
      content_type: null,
      storage: null,
      duration_seconds: null,
    });
  });

  it("keeps the recording in the company's S3 bucket when it has an aws_s3 integration, and serves it from there", async () => {
    // The carrier first: the kit keeps a company's integrations to the one carrier it sets up.
    const number = await offerWith('twilio', []);
    const secret = await kit.create('secret_items', 'secret_item', {
      name: 'sounds_s3',
      value: S3.secretAccessKey,
    });
    const integration = await kit.create('integrations', 'integration', {
      name: 'Sound bucket',
      integration_type: 'aws_s3',
      settings: { bucket: 'sounds', region: S3.region, endpoint: s3.url, access_key_id: S3.accessKeyId },
      secret_item_ids: [secret.id],
    });
    try {
      const file = await upload('In the bucket');
      expect(file).toMatchObject({ storage: 's3', integration_id: integration.id });
      const kept = [...s3.objects.entries()].find(([key]) => key.startsWith('sounds/sound_files/'));
      expect(kept?.[1].bytes.equals(WAV)).toBe(true);
      expect(kept?.[1].contentType).toBe('audio/wav');
      await kit.create('call_routers', 'call_router', {
        offer_id: number.offer_id,
        router_type: 'greeting',
        sound_file_id: file.id,
      });
      const xml = (await kit.ring('twilio', number.number as string, kit.number('303')).send()).body;
      const audio = await fetchLink(playedLinks(xml)[0]!);
      expect(audio.statusCode, audio.body).toBe(200);
      expect(audio.rawPayload.equals(WAV)).toBe(true);
    } finally {
      await kit.api('PUT', `/integrations/${integration.id}`, { active: false });
    }
  });
});

describe('sound files on calls: signed links', () => {
  it.each(['twilio', 'telnyx', 'plivo'] as const)(
    'plays a greeting sound file in %s XML at a signed link that serves the recording without credentials',
    async (provider) => {
      const file = await upload(`Greeting ${provider}`);
      const number = await offerWith(provider, [{ router_type: 'greeting', sound_file_id: file.id }]);
      const xml = (await kit.ring(provider, number.number as string, kit.number('303')).send()).body;
      const [link] = playedLinks(xml);
      expect(link).toMatch(
        new RegExp(
          `^${PUBLIC_URL}/api/v1/sound_files/audio/${t.tenant.company.uuid}/${file.uuid}\\.wav\\?expires=\\d+&signature=[\\w-]+$`,
        ),
      );
      expect(xml.indexOf('<Play>')).toBeLessThan(xml.indexOf('<Dial'));
      const audio = await fetchLink(link!);
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/wav');
      expect(audio.rawPayload.equals(WAV)).toBe(true);
    },
  );

  it('refuses a link whose signature, expiry or file was changed (403), and one of a deleted file (404)', async () => {
    const file = await upload('Guarded');
    const other = await upload('Other');
    const number = await offerWith('twilio', [{ router_type: 'greeting', sound_file_id: file.id }]);
    const link = new URL(
      playedLinks((await kit.ring('twilio', number.number as string, kit.number('303')).send()).body)[0]!,
    );
    const tampered = (change: (u: URL) => void) => {
      const u = new URL(link);
      change(u);
      return fetchLink(u.toString());
    };
    const signature = link.searchParams.get('signature')!;
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    for (const res of [
      await tampered((u) => u.searchParams.set('signature', flipped)),
      await tampered((u) =>
        u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600)),
      ),
      await tampered((u) => u.searchParams.delete('signature')),
      await tampered((u) => (u.pathname = u.pathname.replace(String(file.uuid), String(other.uuid)))),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toBeDefined();
    }
    expect((await fetchLink(link.toString())).statusCode).toBe(200);
    await kit.api('DELETE', `/sound_files/${file.id}`);
    expect((await fetchLink(link.toString())).statusCode).toBe(404);
  });

  it('refuses a link once it has expired (an hour after the call was answered)', async () => {
    const file = await upload('Expiring');
    const number = await offerWith('twilio', [{ router_type: 'greeting', sound_file_id: file.id }]);
    const link = playedLinks(
      (await kit.ring('twilio', number.number as string, kit.number('303')).send()).body,
    )[0]!;
    const start = clock.now();
    try {
      clock.advance(59 * 60_000);
      expect((await fetchLink(link)).statusCode).toBe(200);
      clock.advance(2 * 60_000);
      const late = await fetchLink(link);
      expect(late.statusCode).toBe(403);
      expect(JSON.stringify(late.json().errors)).toMatch(/expired/);
    } finally {
      clock.set(start);
    }
  });

  it('loops a playlist as Plivo ring-back music until it covers ten minutes, and plays a non-looping one once', async () => {
    const song = (await kit.api('POST', '/sound_files', { name: 'Song', url: `${host.url}/hold.mp3` })).json()
      .sound_file as Body;
    const looping = await kit.create('sound_playlists', 'sound_playlist', {
      name: 'Loop',
      sound_file_ids: [song.id],
    });
    const once = await kit.create('sound_playlists', 'sound_playlist', {
      name: 'Once',
      sound_file_ids: [song.id],
      loop: false,
    });
    for (const [playlist, plays] of [
      [looping, 60],
      [once, 1],
    ] as const) {
      const number = await offerWith('plivo', [
        { router_type: 'calling_buyer_music', sound_playlist_id: playlist.id },
      ]);
      const dial = (await kit.ring('plivo', number.number as string, kit.number('303')).send()).body;
      const url = new URL(/ dialMusic="([^"]+)"/.exec(dial)![1]!.replaceAll('&amp;', '&'));
      const music = (await t.app.inject({ method: 'POST', url: url.pathname })).body;
      const links = playedLinks(music);
      expect(links).toHaveLength(plays);
      expect((await fetchLink(links[0]!)).statusCode).toBe(200);
    }
  });

  it('plays a menu prompt and a whisper sound file at signed links too', async () => {
    const prompt = await upload('Menu prompt');
    const whisper = await upload('Whisper');
    const group = await kit.create('key_press_flow_groups', 'key_press_flow_group', {
      name: `Sound menu ${++serial}`,
      sound_file_id: prompt.id,
    });
    const menu = await offerWith('twilio', [
      { router_type: 'greeting', action: 'request_key_press', key_press_flow_group_id: group.id },
    ]);
    const xml = (await kit.ring('twilio', menu.number as string, kit.number('303')).send()).body;
    expect(xml).toContain('<Gather');
    expect(playedLinks(xml)[0]).toContain(`/${prompt.uuid}.wav?`);
    const whispered = await offerWith('twilio', [{ router_type: 'whisper', sound_file_id: whisper.id }]);
    const dial = (await kit.ring('twilio', whispered.number as string, kit.number('303')).send()).body;
    const whisperUrl = /<Number url="([^"]+)"/.exec(dial)?.[1];
    expect(whisperUrl).toBeDefined();
    const heard = (await kit.follow(whisperUrl!.replaceAll('&amp;', '&'), {})).body;
    const [link] = playedLinks(heard);
    expect(link).toContain(`/${whisper.uuid}.wav?`);
    expect((await fetchLink(link!)).statusCode).toBe(200);
  });
});
