import { type CarrierProvider, dialectOf } from '../carriers/dialects.js';

/** What an offer asks the carrier to do when Leadline does not answer. */
export interface OfferFallback {
  /** Origin of a second deployment (voice_fallback_url). */
  origin: string | null;
  /** A number to forward to (voice_fallback_forward_number), E.164. */
  forward: string | null;
}

/** The URL a number's carrier is given as its voice fallback, or none, with why when the offer asked for one. */
export interface FallbackChoice {
  url: string | null;
  warning: string | null;
}

/**
 * Where the carrier goes when the primary voice webhook fails (issue 32,
 * item 12): a second deployment answers at the same path (it shares the
 * database, so it routes the call as this one would); without one, a static
 * forward needs something the carrier can fetch while Leadline is down —
 * Twilio hosts one (the Forward Twimlet), Telnyx and Plivo do not.
 */
export function answerFallback(
  provider: CarrierProvider,
  voicePath: string,
  offer: OfferFallback,
): FallbackChoice {
  if (offer.origin) return { url: `${offer.origin.replace(/\/+$/, '')}${voicePath}`, warning: null };
  if (!offer.forward) return { url: null, warning: null };
  const url = dialectOf(provider).forwardWhileDown(offer.forward);
  if (url) return { url, warning: null };
  return {
    url: null,
    warning: `voice_fallback_forward_number is not set: ${provider} hosts no static forward, so the offer needs a voice_fallback_url`,
  };
}
