import type { CarrierDialect } from '../dialect.js';
import { verifyTwilio } from './signature.js';
import { TWILIO_BASE_URL, TWILIO_FORWARD_TWIMLET, TWILIO_LOOKUP_BASE_URL, TwilioCarrier } from './twilio.js';
import {
  twimlForward,
  twimlListen,
  twimlPrompts,
  twimlQueue,
  twimlSayThenHangup,
  twimlVoicemail,
} from './twiml.js';

const prompts = twimlPrompts(['Polly.', 'Google.']);

/** Twilio: REST with an account SID and auth token, callbacks signed X-Twilio-Signature, TwiML. */
export const twilio = {
  provider: 'twilio',
  baseUrl: TWILIO_BASE_URL,
  lookupBaseUrl: TWILIO_LOOKUP_BASE_URL,
  accountSetting: 'account_sid',
  applicationSetting: 'texml_application_id',
  account: (credentials) => new TwilioCarrier({ ...credentials, accountId: credentials.accountId! }),
  verify: (callback, key) => key.secret !== null && verifyTwilio(key.secret, callback),
  forward: twimlForward,
  sayThenHangup: twimlSayThenHangup,
  prompts,
  listen: twimlListen(prompts),
  voicemail: twimlVoicemail,
  queue: twimlQueue,
  can: { acceptKeys: true, dialMusic: false, sendDigits: true },
  forwardWhileDown: (number) => `${TWILIO_FORWARD_TWIMLET}?PhoneNumber=${encodeURIComponent(number)}`,
  fallbackOf: 'number',
} as const satisfies CarrierDialect;
