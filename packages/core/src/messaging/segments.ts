/**
 * SMS segments (3GPP TS 23.038): a text of GSM-7 characters fits 160 in one
 * segment and 153 per segment once split; any other character makes the
 * whole text UCS-2, 70 in one segment and 67 per segment. The extension
 * characters (^ { } \ [ ] ~ | €) take two GSM-7 places.
 */
const GSM7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[]~|€\f';
const BASIC = new Set(GSM7);
const EXTENSION = new Set(GSM7_EXTENSION);

/** The longest text Leadline sends, in characters: Twilio's limit (Telnyx and Plivo take as much or more). */
export const MAX_TEXT_LENGTH = 1600;

export interface Segments {
  encoding: 'GSM-7' | 'UCS-2';
  count: number;
}

export function segmentsOf(body: string): Segments {
  let septets = 0;
  let gsm = true;
  for (const ch of body) {
    if (BASIC.has(ch)) septets += 1;
    else if (EXTENSION.has(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'GSM-7', count: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  // UCS-2 counts UTF-16 code units: an emoji takes two.
  const units = body.length;
  return { encoding: 'UCS-2', count: units <= 70 ? 1 : Math.ceil(units / 67) };
}
