/** The XML every carrier's instructions share: TwiML, TeXML and Plivo XML have one head and one hang-up. */
export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

export const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Nothing more to do on this leg (the answer to a buyer-answered callback): the carrier bridges the call. */
export const emptyXml = (): string => `${XML_HEAD}<Response/>`;

/** End the call: no buyer can take it, or the buyer's conversation is over. */
export const hangupXml = (): string => `${XML_HEAD}<Response><Hangup/></Response>`;

/** A SIP buyer's address with the consumer's number (E.164 digits) in place of `[number_to_dial]`. */
export const sipAddress = (buyer: string, consumer: string) =>
  buyer.replaceAll('[number_to_dial]', consumer.replace(/^\+/, ''));
