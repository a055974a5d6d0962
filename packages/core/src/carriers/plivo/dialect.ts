import type { CarrierDialect } from '../dialect.js';
import { PLIVO_BASE_URL, PLIVO_LOOKUP_BASE_URL, PlivoCarrier } from './plivo.js';
import {
  plivoForward,
  plivoListen,
  plivoPrompts,
  plivoQueue,
  plivoSayThenHangup,
  plivoVoicemail,
} from './plivo-xml.js';
import { verifyPlivo } from './signature.js';

/** Plivo: REST with an auth id and token, callbacks signed X-Plivo-Signature-V3, Plivo XML. */
export const plivo = {
  provider: 'plivo',
  baseUrl: PLIVO_BASE_URL,
  lookupBaseUrl: PLIVO_LOOKUP_BASE_URL,
  accountSetting: 'auth_id',
  applicationSetting: 'application_id',
  account: (credentials) => new PlivoCarrier({ ...credentials, accountId: credentials.accountId! }),
  verify: (callback, key) => key.secret !== null && verifyPlivo(key.secret, callback),
  forward: plivoForward,
  sayThenHangup: plivoSayThenHangup,
  prompts: plivoPrompts,
  listen: plivoListen,
  voicemail: plivoVoicemail,
  queue: plivoQueue,
  // Plivo's Dial has no screened leg reporting keys; it plays dialMusic.
  can: { acceptKeys: false, dialMusic: true, sendDigits: true },
  forwardWhileDown: () => null,
  fallbackOf: 'application',
} as const satisfies CarrierDialect;
