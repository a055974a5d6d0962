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
}

/**
 * Forward the answered call to a buyer, showing the tracking number. TwiML,
 * TeXML and Plivo XML share <Response><Dial callerId timeout action><Number>;
 * a SIP buyer is <Sip> on Twilio and Telnyx and <User> on Plivo, its
 * `[number_to_dial]` the consumer's number (E.164 digits), so the buyer's PBX
 * knows who it is.
 */
export function forwardXml(
  provider: CarrierProvider,
  dial: ForwardDial,
  buyer: string,
  consumer: string,
): string {
  const sip = buyer.startsWith('sip:');
  const noun = sip ? (provider === 'plivo' ? 'User' : 'Sip') : 'Number';
  const to = sip ? buyer.replaceAll('[number_to_dial]', consumer.replace(/^\+/, '')) : buyer;
  return (
    `${XML_HEAD}<Response><Dial callerId="${escapeXml(dial.callerId)}" timeout="${dial.timeoutSeconds}" ` +
    `action="${escapeXml(dial.action)}" method="POST"><${noun}>${escapeXml(to)}</${noun}></Dial></Response>`
  );
}

/** End the call: no buyer can take it, or the buyer's conversation is over. */
export const hangupXml = (): string => `${XML_HEAD}<Response><Hangup/></Response>`;
