import { ManualClock } from '@leadline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeepgramStandIn } from './deepgram-stand-in.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';
import { WebhookReceiver } from './webhook-receiver.js';

const clock = new ManualClock(Date.UTC(2026, 10, 2, 15));
const t = useTestApp(
  { publicUrl: PUBLIC_URL },
  { clock, other: 'Other Transcripts Co', allowPrivateUrls: LOCAL_STAND_INS },
);
const kit = useInboundKit(t);
const receiver = new WebhookReceiver();
const API_KEY = 'dg_test_key_0123456789';
const deepgram = new DeepgramStandIn(API_KEY);
let integration: Body;

beforeAll(async () => {
  await receiver.start();
  await deepgram.start();
  await kit.carrier('twilio');
  const secret = await kit.create('secret_items', 'secret_item', { name: 'deepgram_key', value: API_KEY });
  integration = await kit.create('integrations', 'integration', {
    name: 'Deepgram',
    integration_type: 'deepgram',
    settings: { api_base_url: deepgram.baseUrl },
    secret_item_ids: [secret.id],
  });
});
afterAll(async () => {
  await receiver.stop();
  await deepgram.stop();
});

let serial = 0;
/** An offer with one buyer, a tracking number and a recording rule; `transcribe` as asked. */
async function offerRecorded(transcribe: boolean) {
  const tag = ++serial;
  const offer = await kit.create('offers', 'offer', { name: `Transcribed ${tag}` });
  const buyer = await kit.create('buyers', 'buyer', {
    name: `Buyer ${tag}`,
    number: kit.number('312'),
    offer_ids: [offer.id],
  });
  const number = await kit.trackingNumber('twilio', { offer_id: offer.id });
  await kit.create('call_recording_rules', 'call_recording_rule', {
    name: `Record ${tag}`,
    offer_id: offer.id,
    transcribe,
  });
  /** A call to the number whose recording the carrier hands over at `url`. */
  const recordedCall = async (url: string) => {
    const r = kit.ring('twilio', number.number as string, kit.number('303'));
    const answered = await r.send();
    const callback = /recordingStatusCallback="([^"]+)"/.exec(answered.body)?.[1];
    expect(callback).toBeDefined();
    expect((await kit.follow(callback!, { RecordingUrl: url, RecordingSid: `RE${tag}` })).statusCode).toBe(
      200,
    );
    return (await kit.callBySid(r.id))!;
  };
  return { tag, offer, buyer, recordedCall };
}

const recordingUrl = (name: string) =>
  `https://api.twilio.com/2010-04-01/Accounts/AC_test/Recordings/${name}`;
const sentFor = (url: string) => deepgram.received.filter((r) => r.body.url === url);

/** Runs due jobs, moving the clock past each retry's wait, until none is left. */
async function runJobs(rounds = 1) {
  for (let i = 0; i < rounds; i++) {
    await t.leadline.jobs.runDue();
    clock.advance(10 * 60_000);
  }
}

describe('transcription of recorded calls', () => {
  it("keeps the transcript on the call, applies the offer's keyword groups and fires transcription_completed", async () => {
    const { tag, offer, buyer, recordedCall } = await offerRecorded(true);
    const other = await kit.create('offers', 'offer', { name: `Elsewhere ${tag}` });
    await kit.create('buyer_conversions', 'buyer_conversion', {
      owner_type: 'Buyer',
      owner_id: buyer.id,
      revenue: 42,
      duration: 600,
    });
    const competitor = await kit.create('transcription_keyword_groups', 'transcription_keyword_group', {
      name: 'Competitor',
      keywords: ['globex', 'acme'],
      token_key: 'competitor',
    });
    const cancel = await kit.create('transcription_keyword_groups', 'transcription_keyword_group', {
      name: 'Wants to cancel',
      keywords: ['cancel'],
      match_type: 'exact',
      speaker: 'caller',
      token_key: 'cancel_intent',
      flag_for_review: true,
      offer_ids: [offer.id],
    });
    const sale = await kit.create('transcription_keyword_groups', 'transcription_keyword_group', {
      name: 'Sale made',
      keywords: ['you are all set'],
      speaker: 'agent',
      token_key: 'sale_phrase',
      convert_call: true,
    });
    // Not searched: another offer's group, an inactive one, and an agent-only phrase the caller said.
    await kit.create('transcription_keyword_groups', 'transcription_keyword_group', {
      name: 'Other offer',
      keywords: ['policy'],
      token_key: 'other_offer',
      offer_ids: [other.id],
    });
    await kit.create('transcription_keyword_groups', 'transcription_keyword_group', {
      name: 'Inactive',
      keywords: ['policy'],
      token_key: 'inactive',
      active: false,
    });
    await kit.create('transcription_keyword_groups', 'transcription_keyword_group', {
      name: 'Agent says cancel',
      keywords: ['cancel'],
      speaker: 'agent',
      token_key: 'agent_cancel',
    });
    const hook = await kit.create('outgoing_webhooks', 'outgoing_webhook', {
      name: `Transcribed ${tag}`,
      trigger: 'transcription_completed',
      offer_ids: [offer.id],
    });
    await kit.create('outgoing_webhook_urls', 'outgoing_webhook_url', {
      outgoing_webhook_id: hook.id,
      url: receiver.url(`/transcribed/${tag}?call=[call_id]`),
      method: 'get',
    });
    const url = recordingUrl(`RE-full-${tag}`);
    deepgram.recordings.set(url, {
      channels: 2,
      duration: 61.5,
      turns: [
        [0, 'Hi, I want to cancel my policy, Acme quoted me less.'],
        [1, 'I can match that. You are all set with the gold plan.'],
        [0, 'Great, thanks.'],
      ],
    });

    const call = await recordedCall(url);
    expect(call).toMatchObject({ recording_url: url, transcription_status: 'queued', transcript: null });
    await runJobs();

    const sent = sentFor(url);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ authorization: `Token ${API_KEY}`, contentType: 'application/json' });
    expect(new URLSearchParams(sent[0]!.path.split('?')[1]).get('multichannel')).toBe('true');
    const done = await kit.call(call.id);
    expect(done).toMatchObject({
      transcription_status: 'completed',
      transcription_error: null,
      transcript:
        'caller: Hi, I want to cancel my policy, Acme quoted me less.\n' +
        'agent: I can match that. You are all set with the gold plan.\n' +
        'caller: Great, thanks.',
      matched_keywords: ['acme', 'cancel', 'you are all set'],
      needs_quality_review: true,
      buyer_converted: 'Converted',
      revenue: 42,
    });
    expect(done.transcribed_at).toEqual(expect.any(String));
    const tokens = done.token_values as Record<string, unknown>;
    expect(tokens).toMatchObject({
      competitor: 'acme',
      cancel_intent: 'cancel',
      sale_phrase: 'you are all set',
    });
    for (const key of ['other_offer', 'inactive', 'agent_cancel']) expect(tokens).not.toHaveProperty(key);

    const steps = await kit.events(call.id);
    const transcribed = steps.find((s) => s.type === 'Transcription');
    expect(transcribed).toMatchObject({
      reason: 'completed',
      integration_id: integration.id,
      duration_seconds: 61.5,
    });
    expect((transcribed!.keyword_groups as Body[]).map((g) => g.transcription_keyword_group_id)).toEqual([
      competitor.id,
      cancel.id,
      sale.id,
    ]);
    expect(steps.filter((s) => s.type === 'Conversion').map((s) => s.reason)).toContain('buyer_conversion');

    const flagged = (await kit.api('GET', `/calls?needs_quality_review=true&offer_id=${offer.id}`)).json()
      .calls as Body[];
    expect(flagged.map((c) => c.id)).toEqual([call.id]);
    await runJobs();
    expect(receiver.received.map((r) => r.path)).toContain(`/transcribed/${tag}?call=${call.id}`);
    expect((await kit.api('GET', `/integrations/${integration.id}`)).json().integration.status).toBe(
      'connected',
    );
  });

  it('leaves the recording of a call whose rule does not say transcribe alone', async () => {
    const { recordedCall } = await offerRecorded(false);
    const url = recordingUrl(`RE-plain-${serial}`);
    const call = await recordedCall(url);
    await runJobs();
    expect(await kit.call(call.id)).toMatchObject({ recording_url: url, transcription_status: null });
    expect(sentFor(url)).toEqual([]);
  });

  it("retries a provider that fails with the queue's backoff, then keeps the transcript", async () => {
    const { recordedCall } = await offerRecorded(true);
    const url = recordingUrl(`RE-retry-${serial}`);
    deepgram.recordings.set(url, { turns: [[0, 'hello there']] });
    deepgram.failures.push({ status: 503, body: { err_code: 'INTERNAL', err_msg: 'Service unavailable' } });
    const call = await recordedCall(url);
    await t.leadline.jobs.runDue();
    expect(await kit.call(call.id)).toMatchObject({ transcription_status: 'queued' });
    // Due again only after the backoff: the queue runs nothing more until the clock moves.
    await t.leadline.jobs.runDue();
    expect(deepgram.failures).toEqual([]);
    clock.advance(60_000);
    await t.leadline.jobs.runDue();
    expect(await kit.call(call.id)).toMatchObject({
      transcription_status: 'completed',
      transcript: 'speaker: hello there',
      transcription_error: null,
    });
  });

  it("gives up after the last attempt and keeps the provider's answer readable on the call", async () => {
    const { recordedCall } = await offerRecorded(true);
    const url = recordingUrl(`RE-busy-${serial}`);
    deepgram.recordings.set(url, { turns: [[0, 'never heard']] });
    for (let i = 0; i < 5; i++)
      deepgram.failures.push({
        status: 429,
        body: { err_code: 'TOO_MANY_REQUESTS', err_msg: 'Too many requests' },
      });
    const call = await recordedCall(url);
    await runJobs(6);
    expect(sentFor(url)).toHaveLength(5);
    expect(await kit.call(call.id)).toMatchObject({
      transcription_status: 'failed',
      transcription_error: 'Deepgram answered 429: Too many requests',
      transcript: null,
    });
    const failed = (await kit.events(call.id)).find((s) => s.type === 'Transcription');
    expect(failed).toMatchObject({ reason: 'failed', error: 'Deepgram answered 429: Too many requests' });
  });

  it('fails at once on an answer no retry mends (a file the provider cannot read)', async () => {
    const { recordedCall } = await offerRecorded(true);
    const url = recordingUrl(`RE-unknown-${serial}`);
    const call = await recordedCall(url);
    await runJobs();
    expect(sentFor(url)).toHaveLength(1);
    expect(await kit.call(call.id)).toMatchObject({
      transcription_status: 'failed',
      transcription_error:
        'Deepgram answered 400: Bad Request: failed to process audio: corrupt or unsupported data',
    });
  });
});

describe('standalone transcriptions', () => {
  it('transcribes any audio URL and reports the phrases of its own keyword groups', async () => {
    const group = await kit.create('transcription_keyword_groups', 'transcription_keyword_group', {
      name: 'Refunds',
      keywords: ['refund', 'money back'],
      token_key: 'refund',
    });
    const unused = await kit.create('transcription_keyword_groups', 'transcription_keyword_group', {
      name: 'Greeting',
      keywords: ['hello'],
      token_key: 'greeting',
    });
    const url = 'https://media.leadline.test/voicemail-1.mp3';
    deepgram.recordings.set(url, {
      duration: 9.25,
      turns: [[0, 'Hello, I would like my money back please.']],
    });
    const created = await kit.create('standalone_transcriptions', 'standalone_transcription', {
      name: 'Voicemail',
      recording_url: url,
      language: 'es',
      transcription_keyword_group_ids: [group.id],
    });
    expect(created).toMatchObject({ status: 'queued', transcript: null });
    await runJobs();
    const sent = sentFor(url);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.authorization).toBe(`Token ${API_KEY}`);
    expect(new URLSearchParams(sent[0]!.path.split('?')[1]).get('language')).toBe('es');
    const done = (await kit.api('GET', `/standalone_transcriptions/${created.id}`)).json()
      .standalone_transcription;
    expect(done).toMatchObject({
      status: 'completed',
      transcript: 'speaker: Hello, I would like my money back please.',
      matched_keywords: ['money back'],
      duration_seconds: 9.25,
      error_message: null,
    });
    expect(done.completed_at).toEqual(expect.any(String));
    expect(done.matched_keywords).not.toContain(unused.keywords);
  });

  it("fails readable when the company has no transcription integration, and refuses another company's groups", async () => {
    const theirs = await kit.create('transcription_keyword_groups', 'transcription_keyword_group', {
      name: 'Mine',
      keywords: ['x'],
      token_key: 'x',
    });
    const api = (method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) =>
      kit.api(method, path, body, t.other);
    const refused = await api('POST', '/standalone_transcriptions', {
      recording_url: 'https://media.leadline.test/other.mp3',
      transcription_keyword_group_ids: [theirs.id],
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['transcription_keyword_group_ids']);
    const created = await api('POST', '/standalone_transcriptions', {
      recording_url: 'https://media.leadline.test/other.mp3',
    });
    expect(created.statusCode).toBe(201);
    const before = deepgram.received.length;
    await runJobs();
    const id = created.json().standalone_transcription.id;
    expect(
      (await api('GET', `/standalone_transcriptions/${id}`)).json().standalone_transcription,
    ).toMatchObject({
      status: 'failed',
      error_message: expect.stringMatching(/^No active deepgram integration/),
    });
    expect(deepgram.received.length).toBe(before);
  });
});

describe('transcription settings', () => {
  it('keeps the API key sealed at rest and refuses a base URL inside a private network', async () => {
    const rows = await t.leadline.database.db
      .selectFrom('secret_items')
      .select('value')
      .where('company_id', '=', t.tenant.company.id)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(String(r.value)).not.toContain(API_KEY);
    const res = await kit.api('POST', '/integrations', {
      name: 'Sneaky',
      integration_type: 'deepgram',
      settings: { api_base_url: 'http://169.254.169.254' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['settings']);
  });

  it('refuses a regex keyword group whose pattern does not compile, on create and on update', async () => {
    const bad = await kit.api('POST', '/transcription_keyword_groups', {
      name: 'Broken',
      keywords: ['ok', '(unclosed'],
      match_type: 'regex',
      token_key: 'broken',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.keywords[0]).toMatch(/not a valid regular expression/);
    const good = await kit.create('transcription_keyword_groups', 'transcription_keyword_group', {
      name: 'Fine',
      keywords: ['(unclosed'],
      token_key: 'fine',
    });
    const update = await kit.api('PUT', `/transcription_keyword_groups/${good.id}`, { match_type: 'regex' });
    expect(update.statusCode).toBe(422);
    expect(Object.keys(update.json().errors)).toEqual(['keywords']);
  });
});
