import type { CarrierProvider } from '../carriers/carrier.js';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** How one forward rings: the caller id shown, how long, and where the carrier reports how it went. */
export interface ForwardDial {
  callerId: string;
  timeoutSeconds: number;
  /** The Dial's action URL: the carrier posts the buyer leg's outcome there. */
  action: string;
  /** Record the call from the buyer's answer, reporting the recording to this URL. */
  recordingCallback?: string | null;
  /**
   * A simultaneous ring: the carrier tells this URL which buyer answered
   * (Twilio and TeXML request each Number's `url` with `buyer_id`; Plivo posts
   * the Dial's callbackUrl with DialBLegTo).
   */
  answeredCallback?: { url: string; buyerIds: readonly number[] } | null;
}

/**
 * Forward the answered call to a buyer (or several at once: the first to
 * answer wins), showing `dial.callerId`. TwiML, TeXML and Plivo XML share
 * <Response><Dial callerId timeout action><Number>; a SIP buyer is <Sip> on
 * Twilio and Telnyx and <User> on Plivo, its `[number_to_dial]` the
 * consumer's number (E.164 digits), so the buyer's PBX knows who it is.
 * Recording: Twilio and TeXML record from the Dial (record-from-answer);
 * Plivo records with a <Record> started on the Dial's answer.
 */
export function forwardXml(
  provider: CarrierProvider,
  dial: ForwardDial,
  buyer: string | readonly string[],
  consumer: string,
): string {
  const answered = dial.answeredCallback;
  const nouns = (typeof buyer === 'string' ? [buyer] : buyer)
    .map((b, i) => {
      const sip = b.startsWith('sip:');
      const noun = sip ? (provider === 'plivo' ? 'User' : 'Sip') : 'Number';
      const to = sip ? b.replaceAll('[number_to_dial]', consumer.replace(/^\+/, '')) : b;
      const id = answered?.buyerIds[i];
      const url =
        answered && provider !== 'plivo' && id !== undefined
          ? ` url="${escapeXml(`${answered.url}?buyer_id=${id}`)}" method="POST"`
          : '';
      return `<${noun}${url}>${escapeXml(to)}</${noun}>`;
    })
    .join('');
  const callbackUrl =
    answered && provider === 'plivo' ? ` callbackUrl="${escapeXml(answered.url)}" callbackMethod="POST"` : '';
  const rec = dial.recordingCallback;
  const record =
    rec && provider !== 'plivo'
      ? ` record="record-from-answer" recordingStatusCallback="${escapeXml(rec)}"`
      : '';
  const plivoRecord =
    rec && provider === 'plivo'
      ? `<Record action="${escapeXml(rec)}" startOnDialAnswer="true" redirect="false" maxLength="3600"/>`
      : '';
  return (
    `${XML_HEAD}<Response>${plivoRecord}<Dial callerId="${escapeXml(dial.callerId)}" timeout="${dial.timeoutSeconds}" ` +
    `action="${escapeXml(dial.action)}" method="POST"${record}${callbackUrl}>${nouns}</Dial></Response>`
  );
}

/** Nothing more to do on this leg (the answer to a buyer-answered callback): the carrier bridges the call. */
export const emptyXml = (): string => `${XML_HEAD}<Response/>`;

/** End the call: no buyer can take it, or the buyer's conversation is over. */
export const hangupXml = (): string => `${XML_HEAD}<Response><Hangup/></Response>`;

/** Say a message, then hang up (an exception rule's text_to_speech; Plivo's verb is <Speak>). */
export function sayThenHangupXml(provider: CarrierProvider, text: string): string {
  const verb = provider === 'plivo' ? 'Speak' : 'Say';
  return `${XML_HEAD}<Response><${verb}>${escapeXml(text)}</${verb}><Hangup/></Response>`;
}
