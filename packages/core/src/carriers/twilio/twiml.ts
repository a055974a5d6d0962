import type {
  ForwardDial,
  HoldQueueing,
  MenuListen,
  Prompt,
  QueueVerbs,
  VoicemailRecording,
} from '../dialect.js';
import { escapeXml, sipAddress, voiceAttributes, voiceFor, XML_HEAD } from '../xml.js';

/**
 * TwiML (and TeXML, which copies it): <Response><Dial callerId timeout action>
 * with a <Number> per buyer, <Sip> for a SIP buyer. A simultaneous ring asks
 * each Number's `url` with `buyer_id` when it answers (which also answers
 * with the whisper), a single ring with a whisper asks the whisper's URL;
 * recording runs from the Dial (record-from-answer, or -dual for two channels).
 */
export function twimlForward(dial: ForwardDial, buyer: string | readonly string[], consumer: string): string {
  const answered = dial.answeredCallback;
  const nouns = (typeof buyer === 'string' ? [buyer] : buyer)
    .map((b, i) => {
      const sip = b.startsWith('sip:');
      const noun = sip ? 'Sip' : 'Number';
      const to = sip ? sipAddress(b, consumer) : b;
      const id = answered?.buyerIds[i];
      const url =
        answered && id !== undefined
          ? ` url="${escapeXml(`${answered.url}?buyer_id=${id}`)}" method="POST"`
          : dial.whisperUrl
            ? ` url="${escapeXml(dial.whisperUrl)}" method="POST"`
            : '';
      const keys = !sip && dial.sendDigits ? ` sendDigits="${escapeXml(dial.sendDigits)}"` : '';
      return `<${noun}${url}${keys}>${escapeXml(to)}</${noun}>`;
    })
    .join('');
  const rec = dial.recordingCallback;
  const from = dial.recordingDual ? 'record-from-answer-dual' : 'record-from-answer';
  const record = rec ? ` record="${from}" recordingStatusCallback="${escapeXml(rec)}"` : '';
  return (
    `${XML_HEAD}<Response><Dial callerId="${escapeXml(dial.callerId)}" timeout="${dial.timeoutSeconds}" ` +
    `action="${escapeXml(dial.action)}" method="POST"${record}>${nouns}</Dial></Response>`
  );
}

export const twimlSayThenHangup = (text: string): string =>
  `${XML_HEAD}<Response><Say>${escapeXml(text)}</Say><Hangup/></Response>`;

/**
 * <Play> and <Say voice language> (TwiML and TeXML): man, woman and alice
 * everywhere; `families` adds each carrier's engines (Twilio Polly. and
 * Google., Telnyx Polly., Azure., ElevenLabs. and Telnyx.).
 */
export const twimlPrompts =
  (families: readonly string[]) =>
  (prompts: readonly Prompt[]): string =>
    prompts
      .map((p) =>
        'play' in p
          ? `<Play>${escapeXml(p.play)}</Play>`
          : `<Say${voiceAttributes(voiceFor(p.voice, ['man', 'woman', 'alice', ...families]), p.language)}>${escapeXml(p.say)}</Say>`,
      )
      .join('');

/**
 * <Gather input="dtmf" numDigits timeout finishOnKey action> around the
 * prompts (TwiML and TeXML), then a <Redirect> to the same action: a caller
 * who presses nothing reaches it without Digits.
 */
export const twimlListen =
  (prompts: (p: readonly Prompt[]) => string) =>
  (menu: MenuListen): string => {
    const action = escapeXml(menu.action);
    return (
      `${XML_HEAD}<Response><Gather input="dtmf" action="${action}" method="POST" numDigits="${menu.numDigits}" ` +
      `timeout="${menu.timeoutSeconds}" finishOnKey="${escapeXml(menu.finishOnKey)}">${prompts(menu.prompts)}</Gather>` +
      `<Redirect method="POST">${action}</Redirect></Response>`
    );
  };

/**
 * <Record> (TwiML and TeXML): the recording reaches recordingStatusCallback
 * once the carrier has it; the verbs after a <Record> that recorded never run
 * (the carrier asks its action instead, which hangs up), so the <Hangup/>
 * after it ends only a call where nothing was recorded.
 */
export const twimlVoicemail = (v: VoicemailRecording): string =>
  `${XML_HEAD}<Response><Record action="${escapeXml(v.action)}" method="POST" maxLength="${v.maxSeconds}" ` +
  `finishOnKey="${escapeXml(v.finishOnKey)}" playBeep="true" recordingStatusCallback="${escapeXml(v.recordingCallback)}" ` +
  `recordingStatusCallbackMethod="POST"/><Hangup/></Response>`;

/**
 * TwiML and TeXML hold the caller with <Enqueue waitUrl action>: the carrier
 * plays what the waitUrl answers and asks it again when that ends; <Leave/>
 * there (or a call update, `Carrier.redirect`) takes the caller out to the
 * Enqueue's action.
 */
export const twimlQueue: QueueVerbs = {
  enqueue: (hold: HoldQueueing) =>
    `${XML_HEAD}<Response><Enqueue waitUrl="${escapeXml(hold.waitUrl)}" waitUrlMethod="POST" ` +
    `action="${escapeXml(hold.action)}" method="POST">${escapeXml(hold.name)}</Enqueue></Response>`,
  wait: (_hold, music) => `${XML_HEAD}<Response>${music || '<Pause length="5"/>'}</Response>`,
  leave: () => `${XML_HEAD}<Response><Leave/></Response>`,
};
