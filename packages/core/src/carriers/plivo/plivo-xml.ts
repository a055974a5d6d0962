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
 * Plivo XML: <Response><Dial callerId timeout action> with a <Number> per
 * buyer and <User> for a SIP buyer. A simultaneous ring reports the answering
 * leg to the Dial's callbackUrl, `dialMusic` plays to the caller while they
 * ring; recording is a <Record> started on the Dial's
 * answer (recordChannelType stereo: caller and buyer on channels of their own).
 */
export function plivoForward(dial: ForwardDial, buyer: string | readonly string[], consumer: string): string {
  const nouns = (typeof buyer === 'string' ? [buyer] : buyer)
    .map((b) => {
      const sip = b.startsWith('sip:');
      const noun = sip ? 'User' : 'Number';
      const keys = !sip && dial.sendDigits ? ` sendDigits="${escapeXml(dial.sendDigits)}"` : '';
      return `<${noun}${keys}>${escapeXml(sip ? sipAddress(b, consumer) : b)}</${noun}>`;
    })
    .join('');
  const answered = dial.answeredCallback;
  const callbackUrl = answered ? ` callbackUrl="${escapeXml(answered.url)}" callbackMethod="POST"` : '';
  // The whisper: an XML of Play and Speak the answering leg hears before it is bridged.
  const confirm = dial.whisperUrl ? ` confirmSound="${escapeXml(dial.whisperUrl)}"` : '';
  const music = dial.dialMusicUrl ? ` dialMusic="${escapeXml(dial.dialMusicUrl)}"` : '';
  const rec = dial.recordingCallback;
  const record = rec
    ? `<Record action="${escapeXml(rec)}" startOnDialAnswer="true" redirect="false" maxLength="3600"` +
      // Plivo's own default is stereo: a rule without dual_channel asks for mono.
      ` recordChannelType="${dial.recordingDual ? 'stereo' : 'mono'}"/>`
    : '';
  return (
    `${XML_HEAD}<Response>${record}<Dial callerId="${escapeXml(dial.callerId)}" timeout="${dial.timeoutSeconds}" ` +
    `action="${escapeXml(dial.action)}" method="POST"${callbackUrl}${confirm}${music}>${nouns}</Dial></Response>`
  );
}

export const plivoSayThenHangup = (text: string): string =>
  `${XML_HEAD}<Response><Speak>${escapeXml(text)}</Speak><Hangup/></Response>`;

/** <Play> and <Speak voice language>: Plivo's voices are MAN, WOMAN and Polly.<name>. */
export const plivoPrompts = (prompts: readonly Prompt[]): string =>
  prompts
    .map((p) =>
      'play' in p
        ? `<Play>${escapeXml(p.play)}</Play>`
        : `<Speak${voiceAttributes(voiceFor(p.voice, ['Polly.'], { man: 'MAN', woman: 'WOMAN', alice: 'WOMAN' }), p.language)}>${escapeXml(p.say)}</Speak>`,
    )
    .join('');

/**
 * <GetDigits action numDigits timeout finishOnKey retries="1"> around the
 * prompts, then a <Redirect> to the same action: a caller who presses
 * nothing reaches it without Digits. Leadline counts the attempts itself.
 */
export function plivoListen(menu: MenuListen): string {
  const action = escapeXml(menu.action);
  return (
    `${XML_HEAD}<Response><GetDigits action="${action}" method="POST" numDigits="${menu.numDigits}" ` +
    `timeout="${menu.timeoutSeconds}" finishOnKey="${escapeXml(menu.finishOnKey)}" retries="1">` +
    `${plivoPrompts(menu.prompts)}</GetDigits><Redirect method="POST">${action}</Redirect></Response>`
  );
}

/**
 * <Record redirect="false">: Plivo posts the recording (RecordUrl) to the
 * action, the recording callback, and goes on to the <Hangup/>.
 */
export const plivoVoicemail = (v: VoicemailRecording): string =>
  `${XML_HEAD}<Response><Record action="${escapeXml(v.recordingCallback)}" method="POST" redirect="false" ` +
  `maxLength="${v.maxSeconds}" finishOnKey="${escapeXml(v.finishOnKey)}" playBeep="true"/><Hangup/></Response>`;

/**
 * Plivo XML has no queue verb: the caller is held by a document that plays
 * the hold music (or <Wait>s) and <Redirect>s back to the waitUrl; its turn
 * is a <Redirect> to the action, or the Call transfer API (`aleg_url`,
 * `Carrier.redirect`) when a slot frees.
 */
export const plivoQueue: QueueVerbs = {
  enqueue: (hold: HoldQueueing) => plivoQueue.wait(hold, ''),
  wait: (hold, music) =>
    `${XML_HEAD}<Response>${music || '<Wait length="5"/>'}` +
    `<Redirect method="POST">${escapeXml(hold.waitUrl)}</Redirect></Response>`,
  leave: (hold) =>
    `${XML_HEAD}<Response><Redirect method="POST">${escapeXml(hold.action)}</Redirect></Response>`,
};
