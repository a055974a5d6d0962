import { stringSetting } from '../carrier-settings.js';
import type { CarrierDialect } from '../dialect.js';
import {
  twimlForward,
  twimlListen,
  twimlPrompts,
  twimlQueue,
  twimlSayThenHangup,
  twimlVoicemail,
} from '../twilio/twiml.js';
import { verifyTelnyx } from './signature.js';
import { TELNYX_BASE_URL, TelnyxCarrier } from './telnyx.js';

const prompts = twimlPrompts(['Polly.', 'Azure.', 'ElevenLabs.', 'Telnyx.']);

/**
 * Telnyx: REST with an API key alone (lookups from the same API), callbacks
 * signed with Ed25519 (the account's public key in `settings.public_key`),
 * TeXML, which copies TwiML.
 */
export const telnyx = {
  provider: 'telnyx',
  baseUrl: TELNYX_BASE_URL,
  lookupBaseUrl: TELNYX_BASE_URL,
  accountSetting: null,
  applicationSetting: 'texml_application_id',
  account: (credentials) => new TelnyxCarrier(credentials),
  verify: (callback, key, nowMs) =>
    verifyTelnyx(stringSetting(key.settings, 'public_key') ?? '', callback, nowMs),
  forward: twimlForward,
  sayThenHangup: twimlSayThenHangup,
  prompts,
  listen: twimlListen(prompts),
  voicemail: twimlVoicemail,
  queue: twimlQueue,
  // TeXML's <Number> lists no sendDigits; its Dial no dial music.
  can: { acceptKeys: true, dialMusic: false, sendDigits: false },
  forwardWhileDown: () => null,
  fallbackOf: 'application',
} as const satisfies CarrierDialect;
