import type { Carrier, CarrierCredentials } from './carrier.js';
import type { SignedCallback } from './webhook-signatures.js';

/** How one forward rings: the caller id shown, how long, and where the carrier reports how it went. */
export interface ForwardDial {
  callerId: string;
  timeoutSeconds: number;
  /** The Dial's action URL: the carrier posts the buyer leg's outcome there. */
  action: string;
  /** Record the call from the buyer's answer, reporting the recording to this URL. */
  recordingCallback?: string | null;
  /**
   * Record caller and buyer on channels of their own (a rule's dual_channel):
   * TwiML and TeXML `record-from-answer-dual`, Plivo `recordChannelType="stereo"`.
   */
  recordingDual?: boolean;
  /**
   * A simultaneous ring: the carrier tells this URL which buyer answered
   * (Twilio and TeXML request each Number's `url` with `buyer_id`; Plivo posts
   * the Dial's callbackUrl with the answering leg).
   */
  answeredCallback?: { url: string; buyerIds: readonly number[] } | null;
  /**
   * What the buyer's agent hears before the caller is bridged: Twilio and
   * TeXML request each Number's `url` (a simultaneous ring's answered URL
   * answers it instead), Plivo the Dial's `confirmSound`.
   */
  whisperUrl?: string | null;
  /**
   * What the caller hears while the buyers ring (a calling_buyer_music
   * rule): Plivo's Dial `dialMusic`, an XML of Play and Speak. TwiML and
   * TeXML have no such attribute: the rule is refused at save for them.
   */
  dialMusicUrl?: string | null;
  /** Keys sent to each answering <Number> (an extension the caller keyed, `w` waits half a second). */
  sendDigits?: string | null;
}

/**
 * Something the caller (or the buyer's agent) hears: a recording at a URL, or
 * text spoken by the carrier's text-to-speech in `voice` (blank: the
 * carrier's default; each dialect maps it to a voice it has).
 */
export type Prompt = { play: string } | { say: string; voice?: string | null; language?: string | null };

/** A menu listening for keys: its prompt plays while the carrier reads up to `numDigits` keys. */
export interface MenuListen {
  /** Where the carrier posts the keys read (Digits); also asked, without Digits, when none came. */
  action: string;
  numDigits: number;
  timeoutSeconds: number;
  finishOnKey: string;
  prompts: readonly Prompt[];
}

/**
 * A voicemail the caller leaves (a menu's record_voicemail): recorded after a
 * beep, up to `maxSeconds` or until `finishOnKey`, then the call hangs up.
 */
export interface VoicemailRecording {
  /** Where the carrier reports the recording (its URL, id, length): the call's recording callback. */
  recordingCallback: string;
  /** Where TwiML and TeXML ask what follows a <Record> that recorded (it answers a hang-up). */
  action: string;
  maxSeconds: number;
  finishOnKey: string;
}

/**
 * A caller held in a hold queue (`calls/hold-queue.ts`): where the carrier
 * asks what to play while the caller waits (`waitUrl`) and where it goes once
 * its turn comes (`action`).
 */
export interface HoldQueueing {
  /** The carrier's queue name (TwiML and TeXML <Enqueue>): one per offer. */
  name: string;
  waitUrl: string;
  action: string;
}

/** How a carrier holds a caller: TwiML and TeXML with <Enqueue>, Plivo with a document that loops by <Redirect>. */
export interface QueueVerbs {
  /** The caller goes on hold. */
  enqueue(hold: HoldQueueing): string;
  /** The waitUrl's answer while the caller waits: `music` (rendered prompts; blank: a short pause), then asked again. */
  wait(hold: HoldQueueing, music: string): string;
  /** The caller's turn: out of the queue to `hold.action` (TwiML and TeXML <Leave/>, Plivo <Redirect>). */
  leave(hold: HoldQueueing): string;
}

/**
 * What a carrier's voice XML can carry beyond the verbs every dialect has:
 * a flow rule that needs one is refused at save for carriers without it, and
 * never asked of them on a call.
 */
export interface VoiceCapabilities {
  /** The screened buyer leg reports the key its agent pressed (a <Gather> on <Number url>): press-to-accept rules. */
  readonly acceptKeys: boolean;
  /** The Dial plays a document of ours to the caller while the buyers ring (Plivo `dialMusic`): calling_buyer_music. */
  readonly dialMusic: boolean;
  /** Keys sent to the answering buyer (<Number sendDigits>, as the carrier's docs describe it): enter_extension. */
  readonly sendDigits: boolean;
}

/** What checks a carrier's callbacks: the integration's secret item and its settings (Telnyx's public key). */
export interface CallbackKey {
  secret: string | null;
  settings: Record<string, unknown>;
}

/**
 * One carrier, like one of kysely's dialects: its REST account (rent, search,
 * point numbers, place calls) and its voice dialect (how its callbacks are
 * signed, and the XML it takes as instructions). Each lives in a folder of
 * its own under `carriers/` and is listed once in `CARRIER_DIALECTS`.
 */
export interface CarrierDialect {
  /** The integration_type of its accounts, and the provider of its numbers and calls. */
  readonly provider: string;
  /** Its REST API, and its lookup API (where it has a host of its own). */
  readonly baseUrl: string;
  readonly lookupBaseUrl: string;
  /** The settings key that holds the account id, or null when the secret alone is the account. */
  readonly accountSetting: string | null;
  /** The settings key of the application a rented number is pointed through (its voice and status URLs). */
  readonly applicationSetting: string;
  /** Its REST adapter for one account. */
  account(credentials: CarrierCredentials): Carrier;
  /** Whether a callback is the carrier's own (its signature, its replay window). */
  verify(callback: SignedCallback, key: CallbackKey, nowMs: number): boolean;
  /**
   * Forward the answered call to a buyer (or several at once: the first to
   * answer wins), showing `dial.callerId`; `consumer` fills a SIP buyer's
   * `[number_to_dial]` (E.164 digits), so the buyer's PBX knows who it is.
   */
  forward(dial: ForwardDial, buyer: string | readonly string[], consumer: string): string;
  /** Say a message, then hang up (an exception rule's text_to_speech). */
  sayThenHangup(text: string): string;
  /** The verbs that play prompts in order (<Play>, <Say> or Plivo's <Speak>), leaving the call up. */
  prompts(prompts: readonly Prompt[]): string;
  /**
   * Listen for keys while the prompts play (<Gather>, Plivo <GetDigits>),
   * then, when none came, ask the same action without Digits (<Redirect>).
   */
  listen(menu: MenuListen): string;
  /** Record the caller's voicemail (<Record>, a beep first), the recording reported to its callback, then hang up. */
  voicemail(recording: VoicemailRecording): string;
  /** The hold queue's verbs. */
  readonly queue: QueueVerbs;
  /** What its voice XML can carry beyond the common verbs. */
  readonly can: VoiceCapabilities;
  /**
   * A URL the carrier itself hosts that forwards a call to `number` while
   * Leadline is down (Twilio's Forward Twimlet), or null where it hosts none.
   */
  forwardWhileDown(number: string): string | null;
  /**
   * Whose voice fallback URL it is: the number's own (cleared when its offer
   * has none), or the application every number shares (left as set).
   */
  readonly fallbackOf: 'number' | 'application';
}
