import { systemContext } from '@leadline/core';
import { createTestLeadlineBeside, testWav } from '@leadline/core/testing';
import { describe, expect, it } from 'vitest';
import type { CarrierType } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';
import { sendSound } from './sound-kit.js';

const t = useTestApp({ publicUrl: PUBLIC_URL }, { allowPrivateUrls: LOCAL_STAND_INS });
const kit = useInboundKit(t);

let serial = 0;
/** A number of `provider` on a fresh offer with one buyer, and the offer's call flow rules. */
async function setup(provider: CarrierType, rules: Record<string, unknown>[]) {
  await kit.carrier(provider);
  const offer = await kit.create('offers', 'offer', { name: `Greeting ${++serial}` });
  const buyer = await kit.create('buyers', 'buyer', {
    name: `Greeted buyer ${serial}`,
    number: kit.number('312'),
    offer_ids: [offer.id],
  });
  for (const rule of rules) await kit.create('call_routers', 'call_router', { offer_id: offer.id, ...rule });
  const number = await kit.trackingNumber(provider, { offer_id: offer.id });
  return { offer, buyer, number };
}

const SAY = { twilio: 'Say', telnyx: 'Say', plivo: 'Speak' } as const;

describe('greetings', () => {
  it.each(['twilio', 'telnyx', 'plivo'] as const)(
    'speaks the greeting with its [tokens] filled in %s XML before the buyer is dialled, and traces it',
    async (provider) => {
      const { buyer, number } = await setup(provider, [
        {
          router_type: 'greeting',
          text_to_speech: 'Calls to [number_called] are recorded. Hello [caller_state]{caller}!',
          voice: 'woman',
          language: 'en-US',
        },
      ]);
      const r = kit.ring(provider, number.number as string, kit.number('303'), { FromState: 'CO' });
      const res = await r.send();
      expect(res.statusCode).toBe(200);
      const hello = provider === 'plivo' ? 'caller' : 'CO';
      const voice = provider === 'plivo' ? 'WOMAN' : 'woman';
      const say = SAY[provider];
      expect(res.body).toContain(
        `<Response><${say} voice="${voice}" language="en-US">Calls to ${number.number} are recorded. Hello ${hello}!</${say}>`,
      );
      expect(res.body.indexOf(`<${say} `)).toBeLessThan(res.body.indexOf('<Dial'));
      expect(kit.dialled(res.body)).toEqual([buyer.number]);
      const call = await kit.callBySid(r.id);
      const events = await kit.events(call!.id);
      expect(events.map((e) => e.type).slice(0, 3)).toEqual(['Leg', 'Greeting', 'BuyerConsidered']);
      expect(events[1]).toMatchObject({
        reason: 'played',
        router_type: 'greeting',
        prompts: [{ say: `Calls to ${number.number} are recorded. Hello ${hello}!`, voice: 'woman' }],
      });
    },
  );

  it("plays a playlist's sound files in order (a recording, then a file's own text in its voice)", async () => {
    const uploaded = await sendSound(
      t,
      'POST',
      '/sound_files',
      { name: 'Disclosure' },
      {
        name: 'disclosure.wav',
        bytes: testWav(2),
        type: 'audio/wav',
      },
    );
    const recording = uploaded.json().sound_file as Body;
    const spoken = await kit.create('sound_files', 'sound_file', {
      name: 'Welcome',
      text_to_speech: 'Welcome, [caller_id].',
      voice: 'Polly.Joanna',
    });
    const playlist = await kit.create('sound_playlists', 'sound_playlist', {
      name: 'Opening',
      sound_file_ids: [recording.id, spoken.id],
    });
    const { number } = await setup('plivo', [{ router_type: 'greeting', sound_playlist_id: playlist.id }]);
    const caller = kit.number('303');
    const res = await kit.ring('plivo', number.number as string, caller).send();
    expect(res.body).toMatch(
      new RegExp(
        `<Response><Play>${PUBLIC_URL}/api/v1/sound_files/audio/[^<]+/${recording.uuid}\\.wav\\?expires=\\d+&amp;signature=[\\w-]+</Play>` +
          `<Speak voice="Polly.Joanna">Welcome, \\${caller}.</Speak><Dial `,
      ),
    );
  });

  it('plays nothing when no_greeting_is_played comes first, or the greeting is inactive', async () => {
    const { number } = await setup('twilio', [
      { router_type: 'greeting', text_to_speech: 'Inactive', active: false },
      { router_type: 'no_greeting_is_played', sortable_order: 1 },
      { router_type: 'greeting', text_to_speech: 'Too late', sortable_order: 2 },
    ]);
    const r = kit.ring('twilio', number.number as string, kit.number('303'));
    const res = await r.send();
    expect(res.body).toMatch(/<Response><Dial /);
    const events = await kit.events((await kit.callBySid(r.id))!.id);
    expect(events[1]).toMatchObject({
      type: 'Greeting',
      reason: 'none',
      router_type: 'no_greeting_is_played',
    });
  });

  it("rings only the greeting's buyers when it names some", async () => {
    const { offer, number } = await setup('twilio', []);
    const chosen = await kit.create('buyers', 'buyer', {
      name: `Chosen ${serial}`,
      number: kit.number('312'),
      offer_ids: [offer.id],
      tier: 9,
    });
    await kit.create('call_routers', 'call_router', {
      offer_id: offer.id,
      router_type: 'greeting',
      text_to_speech: 'Hello.',
      buyer_ids: [chosen.id],
    });
    const res = await kit.ring('twilio', number.number as string, kit.number('303')).send();
    expect(kit.dialled(res.body)).toEqual([chosen.number]);
  });

  it('greets a simulated call too, and the trace shows it', async () => {
    const { number } = await setup('twilio', [
      { router_type: 'greeting', text_to_speech: 'Hi from the simulator' },
    ]);
    const res = await kit.api('POST', '/calls/simulate', { number: number.number, caller_id: '3035550142' });
    expect(res.statusCode).toBe(201);
    const call = res.json().call as Body;
    expect(call.status).toBe('completed');
    const greeting = (await kit.events(call.id)).find((e) => e.type === 'Greeting');
    expect(greeting).toMatchObject({ reason: 'played', prompts: [{ say: 'Hi from the simulator' }] });
  });

  it('refuses a greeting that would play nothing, naming text_to_speech, on create and update', async () => {
    const offer = await kit.create('offers', 'offer', { name: `Silent ${++serial}` });
    const bad = await kit.api('POST', '/call_routers', { offer_id: offer.id, router_type: 'greeting' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('text_to_speech');
    const rule = await kit.create('call_routers', 'call_router', {
      offer_id: offer.id,
      router_type: 'greeting',
      text_to_speech: 'Hello',
    });
    const cleared = await kit.api('PUT', `/call_routers/${rule.id}`, { text_to_speech: '' });
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().errors).toHaveProperty('text_to_speech');
    expect((await kit.api('GET', `/call_routers/${rule.id}`)).json().call_router.text_to_speech).toBe(
      'Hello',
    );
    const badLanguage = await kit.api('PUT', `/call_routers/${rule.id}`, { language: 'english please' });
    expect(badLanguage.json().errors).toHaveProperty('language');
  });
});

describe('call flow rules edited by another process', () => {
  /** Rings until the answer passes `done`: on PostgreSQL the other process's change is heard moments after its commit. */
  async function ringUntil(number: string, done: (body: string) => boolean) {
    for (;;) {
      const res = await kit.ring('twilio', number, kit.number('303')).send();
      expect(res.statusCode).toBe(200);
      if (done(res.body)) return res.body;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it('speaks a greeting another process adds, changes and removes from the next calls on (the rules are remembered per routing epoch)', async () => {
    const other = await createTestLeadlineBeside(t.leadline);
    try {
      const { offer, number } = await setup('twilio', []);
      const first = await ringUntil(number.number as string, () => true);
      expect(first).not.toContain('<Say');
      // Asked again: answered from what this process remembers of the offer's rules.
      expect(await ringUntil(number.number as string, () => true)).not.toContain('<Say');
      const ctx = systemContext(t.tenant.company);
      const rule = await other.resource('call_routers').create(ctx, {
        offer_id: offer.id,
        router_type: 'greeting',
        text_to_speech: 'Welcome from elsewhere',
      });
      await ringUntil(number.number as string, (body) => body.includes('>Welcome from elsewhere</Say>'));
      await other
        .resource('call_routers')
        .update(ctx, Number(rule.id), { text_to_speech: 'Changed elsewhere' });
      await ringUntil(number.number as string, (body) => body.includes('>Changed elsewhere</Say>'));
      await other.resource('call_routers').destroy(ctx, Number(rule.id));
      await ringUntil(number.number as string, (body) => !body.includes('<Say'));
    } finally {
      await other.database.close();
    }
  });
});
