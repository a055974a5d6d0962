import { describe, expect, it } from 'vitest';
import { UrlGuard } from '../net/url-guard.js';
import type { Carrier } from './carrier.js';
import type { CarrierDialect, ForwardDial } from './dialect.js';
import { CARRIER_DIALECTS, CARRIER_PROVIDERS, callDialect, carriersThat, dialectOf } from './dialects.js';
import { escapeXml, sipAddress, withPrelude, XML_HEAD } from './xml.js';

const DIAL: ForwardDial = {
  callerId: '+13125550100',
  timeoutSeconds: 25,
  action: 'https://l.example/dial_result',
};
const UNSIGNED = {
  url: 'https://l.example/voice',
  method: 'POST',
  headers: {},
  params: { To: '+1' },
  rawBody: '',
};

/**
 * A fourth carrier, whole: a folder with this object (and its REST adapter) and one line in
 * CARRIER_DIALECTS is all docs/carriers.md asks for. Its callbacks carry an HMAC of the body.
 */
const example: CarrierDialect = {
  provider: 'example',
  baseUrl: 'https://api.carrier.example',
  lookupBaseUrl: 'https://api.carrier.example',
  accountSetting: 'account_id',
  applicationSetting: 'application_id',
  account: (credentials) => ({ provider: 'example', credentials }) as unknown as Carrier,
  verify: (callback, key) =>
    key.secret !== null && callback.headers['x-example-signature'] === `${key.secret}:${callback.rawBody}`,
  forward: (dial, buyer, consumer) =>
    `${XML_HEAD}<Response><Dial callerId="${escapeXml(dial.callerId)}" action="${escapeXml(dial.action)}">${(typeof buyer === 'string' ? [buyer] : buyer).map((b) => `<Dial>${escapeXml(b.startsWith('sip:') ? sipAddress(b, consumer) : b)}</Dial>`).join('')}</Dial></Response>`,
  sayThenHangup: (text) => `${XML_HEAD}<Response><Say>${escapeXml(text)}</Say><Hangup/></Response>`,
  prompts: (prompts) =>
    prompts
      .map((p) => ('play' in p ? `<Play>${escapeXml(p.play)}</Play>` : `<Say>${escapeXml(p.say)}</Say>`))
      .join(''),
  listen: (menu) =>
    `${XML_HEAD}<Response><Gather numDigits="${menu.numDigits}" action="${escapeXml(menu.action)}"/><Redirect>${escapeXml(menu.action)}</Redirect></Response>`,
  voicemail: (v) =>
    `${XML_HEAD}<Response><Record action="${escapeXml(v.recordingCallback)}" maxLength="${v.maxSeconds}"/><Hangup/></Response>`,
  queue: {
    enqueue: (hold) => `${XML_HEAD}<Response><Redirect>${escapeXml(hold.waitUrl)}</Redirect></Response>`,
    wait: (hold, music) =>
      `${XML_HEAD}<Response>${music}<Redirect>${escapeXml(hold.waitUrl)}</Redirect></Response>`,
    leave: (hold) => `${XML_HEAD}<Response><Redirect>${escapeXml(hold.action)}</Redirect></Response>`,
  },
  can: { acceptKeys: false, dialMusic: false, sendDigits: false },
  forwardWhileDown: () => null,
  fallbackOf: 'application',
};

describe.each([...CARRIER_DIALECTS, example].map((d) => [d.provider, d] as const))(
  'the %s dialect',
  (_, dialect) => {
    it('forwards to every buyer at once, showing the caller id, a SIP buyer with the consumer’s digits', () => {
      const xml = dialect.forward(DIAL, ['+13125550111', 'sip:[number_to_dial]@pbx.example'], '+13125550199');
      expect(xml.startsWith(XML_HEAD)).toBe(true);
      expect(xml).toContain('callerId="+13125550100"');
      expect(xml).toContain('+13125550111');
      expect(xml).toContain('sip:13125550199@pbx.example');
      expect(xml).toContain('action="https://l.example/dial_result"');
    });

    it('says a message with its XML escaped, then hangs up', () => {
      expect(dialect.sayThenHangup('Closed <now> & later')).toMatch(
        /Closed &lt;now&gt; &amp; later.*<Hangup\/><\/Response>$/,
      );
    });

    it('plays prompts in order, escaped, leaving the call up, and goes before a forward', () => {
      const verbs = dialect.prompts([{ play: 'https://s.example/a.mp3?x=1&y=2' }, { say: 'Hi <you>' }]);
      expect(verbs).toMatch(
        /^<Play>https:\/\/s\.example\/a\.mp3\?x=1&amp;y=2<\/Play><(Say|Speak)>Hi &lt;you&gt;<\/(Say|Speak)>$/,
      );
      const xml = withPrelude(verbs, dialect.forward(DIAL, '+13125550111', '+13125550199'));
      expect(xml.indexOf('<Play>')).toBeLessThan(xml.indexOf('<Dial'));
      expect(withPrelude(verbs, `${XML_HEAD}<Response/>`)).toBe(`${XML_HEAD}<Response>${verbs}</Response>`);
    });

    it('listens for keys at an action, and asks the same action when none came', () => {
      const xml = dialect.listen({
        action: 'https://l.example/menu?group=3&attempt=1',
        numDigits: 2,
        timeoutSeconds: 5,
        finishOnKey: '#',
        prompts: [{ say: 'Press 1' }],
      });
      expect(xml).toMatch(
        /<(Gather|GetDigits) [^>]*action="https:\/\/l\.example\/menu\?group=3&amp;attempt=1"/,
      );
      expect(xml).toContain('numDigits="2"');
      expect(xml).toMatch(
        /<Redirect[^>]*>https:\/\/l\.example\/menu\?group=3&amp;attempt=1<\/Redirect><\/Response>$/,
      );
    });

    it('records a voicemail after a beep, reports it to the recording callback, then hangs up', () => {
      const xml = dialect.voicemail({
        recordingCallback: 'https://l.example/recordings/t/u?x=1&y=2',
        action: 'https://l.example/menu?group=voicemail',
        maxSeconds: 300,
        finishOnKey: '#',
      });
      expect(xml.startsWith(XML_HEAD)).toBe(true);
      expect(xml).toMatch(/<Record [^>]*maxLength="300"/);
      expect(xml).toContain('"https://l.example/recordings/t/u?x=1&amp;y=2"');
      expect(xml).toMatch(/<Hangup\/><\/Response>$/);
    });

    it('refuses a callback that carries no signature, with or without a secret', () => {
      expect(dialect.verify(UNSIGNED, { secret: 'token', settings: {} }, Date.now())).toBe(false);
      expect(dialect.verify(UNSIGNED, { secret: null, settings: {} }, Date.now())).toBe(false);
    });

    it('names its account and application settings, and builds an account from credentials', () => {
      expect(dialect.applicationSetting).toMatch(/^[a-z_]+$/);
      expect(dialect.baseUrl).toMatch(/^https:\/\//);
      const carrier = dialect.account({
        accountId: 'AC1',
        secret: 's',
        baseUrl: dialect.baseUrl,
        lookupBaseUrl: dialect.lookupBaseUrl,
        guard: new UrlGuard(),
      });
      expect(carrier.provider).toBe(dialect.provider);
    });
  },
);

describe('the list of carriers', () => {
  it('gives each provider its own dialect, in the order integrations list them', () => {
    expect(CARRIER_PROVIDERS).toEqual(['twilio', 'telnyx', 'plivo']);
    for (const p of CARRIER_PROVIDERS) expect(dialectOf(p).provider).toBe(p);
  });
});

describe('text-to-speech voices', () => {
  const say = (provider: 'twilio' | 'telnyx' | 'plivo', voice: string) =>
    dialectOf(provider).prompts([{ say: 'Hello', voice, language: 'en-US' }]);

  it("maps a voice to one each carrier has, and leaves out one it lacks (the carrier's default)", () => {
    expect(say('twilio', 'woman')).toBe('<Say voice="woman" language="en-US">Hello</Say>');
    expect(say('plivo', 'woman')).toBe('<Speak voice="WOMAN" language="en-US">Hello</Speak>');
    expect(say('plivo', 'Polly.Joanna')).toBe('<Speak voice="Polly.Joanna" language="en-US">Hello</Speak>');
    expect(say('telnyx', 'Google.en-US-Standard-A')).toBe('<Say language="en-US">Hello</Say>');
    expect(say('twilio', 'Google.en-US-Standard-A')).toContain('voice="Google.en-US-Standard-A"');
    expect(say('plivo', 'Azure.en-US-JennyNeural')).toBe('<Speak language="en-US">Hello</Speak>');
  });
});

describe('a call’s dialect', () => {
  it('is its carrier’s, or TwiML (the simulator’s language) for any other provider', () => {
    for (const d of CARRIER_DIALECTS) expect(callDialect(d.provider)).toBe(d);
    expect(callDialect('sip')).toBe(CARRIER_DIALECTS[0]);
    expect(callDialect(null)).toBe(CARRIER_DIALECTS[0]);
  });

  it('names the carriers able to carry a rule from their dialects’ capabilities, as the lists did', () => {
    expect(carriersThat('acceptKeys')).toEqual(['twilio', 'telnyx']);
    expect(carriersThat('dialMusic')).toEqual(['plivo']);
    expect(carriersThat('sendDigits')).toEqual(['twilio', 'plivo']);
  });
});

describe('recording the forward', () => {
  const recorded = { ...DIAL, recordingCallback: 'https://l.example/recordings' };
  it('asks TwiML and TeXML for record-from-answer, or its -dual for two channels', () => {
    for (const provider of ['twilio', 'telnyx'] as const) {
      const dialect = dialectOf(provider);
      expect(dialect.forward(recorded, '+13125550111', '+1')).toContain('record="record-from-answer"');
      expect(dialect.forward({ ...recorded, recordingDual: true }, '+13125550111', '+1')).toContain(
        'record="record-from-answer-dual" recordingStatusCallback="https://l.example/recordings"',
      );
    }
  });

  it('asks Plivo for a stereo <Record> for two channels, and a mono one otherwise (its default is stereo)', () => {
    const plivo = dialectOf('plivo');
    expect(plivo.forward(recorded, '+13125550111', '+1')).toContain('recordChannelType="mono"/>');
    expect(plivo.forward({ ...recorded, recordingDual: true }, '+13125550111', '+1')).toContain(
      'startOnDialAnswer="true" redirect="false" maxLength="3600" recordChannelType="stereo"/>',
    );
  });

  it('records nothing without a recording callback, dual or not', () => {
    for (const d of CARRIER_DIALECTS)
      expect(d.forward({ ...DIAL, recordingDual: true }, '+13125550111', '+1')).not.toMatch(
        /record="|<Record/,
      );
  });
});
