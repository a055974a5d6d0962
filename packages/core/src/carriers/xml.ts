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

/** Instructions with `verbs` played first (a greeting before the Dial): every dialect answers one <Response>. */
export function withPrelude(verbs: string, xml: string): string {
  if (!verbs) return xml;
  if (xml.endsWith('<Response/>'))
    return `${xml.slice(0, -'<Response/>'.length)}<Response>${verbs}</Response>`;
  return xml.replace('<Response>', `<Response>${verbs}`);
}

/**
 * A text-to-speech voice the carrier has: the name as given when it is one
 * of `families` (exact names, or prefixes ending in a dot), its `aliases`
 * spelling, else no voice attribute at all (the carrier's default).
 */
export function voiceFor(
  voice: string | null | undefined,
  families: readonly string[],
  aliases: Record<string, string> = {},
): string | null {
  const v = voice?.trim();
  if (!v) return null;
  const alias = aliases[v.toLowerCase()];
  if (alias) return alias;
  return families.some((f) => (f.endsWith('.') ? v.startsWith(f) : v === f)) ? v : null;
}

/** ` voice="…" language="…"`, each only when set. */
export const voiceAttributes = (voice: string | null, language: string | null | undefined) =>
  `${voice ? ` voice="${escapeXml(voice)}"` : ''}${language ? ` language="${escapeXml(language)}"` : ''}`;
