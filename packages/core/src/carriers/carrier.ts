import type { ValueOf } from '../kernel/endpoint-value-type.js';
import type { UrlGuard } from '../net/url-guard.js';
import type { AVAILABLE_NUMBERS } from './available-numbers.js';
/** A number a carrier offers for rent, in one shape whatever the carrier (typed from its declaration). */
export type AvailableNumber = ValueOf<typeof AVAILABLE_NUMBERS>[number];

/** What to look for; blank criteria are not sent. */
export interface NumberSearch {
  country: string;
  numberType: 'local' | 'toll_free';
  areaCode?: string;
  contains?: string;
  region?: string;
  postalCode?: string;
  locality?: string;
  smsEnabled?: boolean;
  limit: number;
}

/** A number now rented: the carrier's id of it, which unrenting needs. */
export interface RentedNumber {
  number: string;
  providerSid: string;
}

/** What a carrier's number lookup says about a number (null: not asked, or the carrier does not know). */
export interface NumberLookup {
  /** mobile, landline, voip, toll_free, or the carrier's own word for another kind. */
  line_type: string | null;
  /** Name of the network the number is on. */
  carrier: string | null;
  /** CNAM: the name registered for the number. */
  caller_name: string | null;
}

/** Which parts of a lookup to pay for. */
export interface LookupRequest {
  lineType: boolean;
  callerName: boolean;
}

/** Where a call that has not ended stands. */
export type LiveCallStage = 'queued' | 'ringing' | 'in_progress';

/** An outbound call to place: the carrier fetches `answerUrl` when it is answered and reports to `statusUrl`. */
export interface OutboundDial {
  to: string;
  from: string;
  answerUrl: string;
  statusUrl: string;
  /** Ask the carrier to tell machines from people (an offer's AMD flow or rule, the schedule's use_machine_detection). */
  machineDetection: boolean;
  /** How long detection may listen before the answer counts as a person's (default: the carrier's). */
  machineDetectionSeconds?: number;
  /** Wait for the end of a machine's greeting (the beep) before answering, so a voicemail starts after it. */
  machineDetectionUntilBeep?: boolean;
  /** Plivo: where its asynchronous detection posts the verdict (the company's signed status webhook). */
  machineDetectionUrl?: string;
  /** Telnyx: the TeXML application the call runs under (integration `settings.texml_application_id`). */
  applicationId?: string | null;
}

/** Key presses for a live call: DTMF digits (0-9, *, #), `w` waits half a second and `W` a second. */
export interface KeyPress {
  digits: string;
  /**
   * Where the call goes for instructions once the digits are played, for a
   * carrier whose only way to play them replaces the call's instructions
   * (Twilio: a call update with TwiML). Null: the call has no callback URL
   * of Leadline's, and ends after the digits there.
   */
  resumeUrl: string | null;
}

/**
 * One carrier account (bring your own Twilio, Telnyx or Plivo): search,
 * rent and unrent tracking numbers through its REST API, look numbers up, and
 * place calls.
 */
export interface Carrier {
  /** Its dialect's provider name (`CARRIER_DIALECTS`). */
  readonly provider: string;
  search(query: NumberSearch): Promise<AvailableNumber[]>;
  rent(number: string): Promise<RentedNumber>;
  /** Unrents the number. A number the carrier no longer has counts as unrented. */
  release(rented: RentedNumber): Promise<void>;
  /**
   * Whether the account rents `number` now (its id there), or null: how a
   * rent whose record was lost to a crash is found again.
   */
  held(number: string): Promise<RentedNumber | null>;
  /** Line type and network (`lineType`), registered name (`callerName`). */
  lookup(number: string, want: LookupRequest): Promise<NumberLookup>;
  /** Whether its lookup can answer caller names (Plivo's cannot). */
  readonly looksUpCallerNames: boolean;
  /** Places the call; answers the carrier's id for it. */
  dial(call: OutboundDial): Promise<{ callSid: string }>;
  /** Ends a call where it stands: cancels it while queued or ringing, hangs it up once answered. */
  hangUp(callSid: string, stage: LiveCallStage): Promise<void>;
  /** Plays DTMF digits into an answered call (POST /calls/send_key_press). */
  sendDigits(callSid: string, press: KeyPress): Promise<void>;
  /**
   * Points a live call at new instructions: the carrier asks `url` (POST)
   * for them at once, leaving what it was doing (a caller held in a hold
   * queue is taken out of it). Twilio and TeXML call updates, Plivo's Call
   * transfer of the A leg.
   */
  redirect(callSid: string, url: string): Promise<void>;
  /**
   * Deletes a call's recording (its id in the recording callback): Twilio's
   * Recordings resource, Telnyx's call recordings, Plivo's Recording. One the
   * carrier no longer has counts as deleted.
   */
  deleteRecording(recordingSid: string): Promise<void>;
  /**
   * Opens a recording at the URL its callback named, for reading: the
   * account's credentials go only to the account's own API origin.
   */
  openRecording(url: string): Promise<RecordingMedia>;
  /** Sends a text (an MMS when it has media) through the messaging API. */
  sendText(text: OutboundText): Promise<SentText>;
  /**
   * Points a rented number's voice, status and incoming-SMS webhooks at
   * Leadline. Twilio sets them on the number; Plivo on the application the
   * number is then attached to (`applicationId`); Telnyx its voice on the
   * TeXML application and its texts on the messaging profile
   * (`messagingProfileId`; none: its texts are left where they go).
   * Answers whether the number's texts now come to `hooks.smsUrl`.
   */
  pointNumber(
    rented: RentedNumber,
    hooks: NumberWebhooks,
    applicationId: string | null,
    messagingProfileId?: string | null,
  ): Promise<{ texts: boolean }>;
}

/** A recording as the carrier hands it over: its bytes as they arrive, and their media type. */
export interface RecordingMedia {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Its length when the carrier says (content-length), else null. */
  length: number | null;
}

/** A text to send: `statusUrl` hears how its delivery goes (blank: the carrier's default). */
export interface OutboundText {
  to: string;
  from: string;
  body: string;
  /** Public media to attach (an MMS); empty for an SMS. */
  mediaUrls: readonly string[];
  statusUrl: string | null;
}

/** What the carrier answered when it accepted a text. */
export interface SentText {
  messageId: string;
  /** Segments it billed (null: its answer does not say). */
  segments: number | null;
  /** Its price, when its answer names one (Telnyx's cost; Twilio's price is usually not known yet). */
  price: number | null;
}

/** Where a tracking number's carrier sends its calls (voice), their progress (status) and the texts it receives (sms). */
export interface NumberWebhooks {
  voiceUrl: string;
  statusUrl: string;
  smsUrl: string;
  /**
   * Asked by the carrier when voiceUrl fails (Twilio VoiceFallbackUrl, Telnyx voice_fallback_url,
   * Plivo fallback_answer_url); null clears it, undefined leaves it as it is.
   */
  fallbackUrl?: string | null;
}

/** What a carrier account needs to be called: from an integration's settings and secret. */
export interface CarrierCredentials {
  /** Twilio account SID, Plivo auth id; Telnyx needs none. */
  accountId: string | null;
  /** Twilio auth token, Plivo auth token, Telnyx API key. */
  secret: string;
  /** The API's origin, to reach a regional edge or a compatible API (SignalWire's for Twilio). */
  baseUrl: string;
  /** The lookup API's origin (Twilio and Plivo serve lookups from a host of their own). */
  lookupBaseUrl: string;
  /** Checks each address dialled: a tenant's `api_base_url` may not reach private networks. */
  guard?: UrlGuard;
}

/** Carriers' words for a line type, in one vocabulary. */
export function lineTypeOf(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const t = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (t === 'fixed' || t === 'fixed_line' || t === 'landline') return 'landline';
  if (t.includes('voip')) return 'voip';
  if (t === 'tollfree' || t === 'toll_free') return 'toll_free';
  if (['wireless', 'mobile', 'cellular', 'cell', 'cell_phone', 'mobile_phone'].includes(t)) return 'mobile';
  return t;
}

/**
 * The carrier refused or failed a request. `status` is the carrier's HTTP
 * status (undefined when it could not be reached), `message` its own words.
 */
export class CarrierError extends Error {
  override readonly name = 'CarrierError';
  constructor(
    readonly provider: string,
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
  }

  /** The carrier does not know what was named (an unrent of a number already gone). */
  get notFound(): boolean {
    return this.status === 404;
  }
}

/** A count in a carrier's answer (Twilio writes numbers as strings). */
export function numberOrNull(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}

/** A price in a carrier's answer, as a positive amount (Twilio writes what it charged as negative: "-0.0075"). */
export function priceOf(v: unknown): number | null {
  const n = numberOrNull(v);
  return n === null ? null : Math.abs(n);
}
