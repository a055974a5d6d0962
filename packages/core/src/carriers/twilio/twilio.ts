import {
  type AvailableNumber,
  type Carrier,
  type CarrierCredentials,
  type KeyPress,
  type LiveCallStage,
  type LookupRequest,
  lineTypeOf,
  type NumberLookup,
  type NumberSearch,
  type NumberWebhooks,
  numberOrNull,
  type OutboundDial,
  type OutboundText,
  priceOf,
  type RentedNumber,
  type SentText,
} from '../carrier.js';
import { basicAuth, carrierRequest, deleted, openMedia, under } from '../carrier-http.js';

export const TWILIO_BASE_URL = 'https://api.twilio.com';
/** Twilio's hosted Forward Twimlet: TwiML that dials `PhoneNumber`, served by Twilio itself. */
export const TWILIO_FORWARD_TWIMLET = 'https://twimlets.com/forward';
export const TWILIO_LOOKUP_BASE_URL = 'https://lookups.twilio.com';

interface TwilioAvailable {
  friendly_name?: string;
  phone_number: string;
  locality?: string | null;
  region?: string | null;
  postal_code?: string | null;
  iso_country?: string;
  rate_center?: string | null;
  capabilities?: { voice?: boolean; SMS?: boolean; MMS?: boolean; sms?: boolean; mms?: boolean };
}

/**
 * Twilio's 2010-04-01 REST API: AvailablePhoneNumbers to search,
 * IncomingPhoneNumbers to rent and release. A base URL with a path prefix
 * serves Twilio-compatible APIs too (SignalWire: https://<space>.signalwire.com/api/laml).
 */
export class TwilioCarrier implements Carrier {
  readonly provider = 'twilio' as const;
  readonly looksUpCallerNames = true;
  private readonly auth: string;
  private readonly account: string;

  constructor(private readonly credentials: CarrierCredentials & { accountId: string }) {
    this.auth = basicAuth(credentials.accountId, credentials.secret);
    this.account = `/2010-04-01/Accounts/${encodeURIComponent(credentials.accountId)}`;
  }

  async search(q: NumberSearch): Promise<AvailableNumber[]> {
    const kind = q.numberType === 'toll_free' ? 'TollFree' : 'Local';
    const json = (await carrierRequest('twilio', {
      method: 'GET',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(
        this.credentials.baseUrl,
        `${this.account}/AvailablePhoneNumbers/${q.country}/${kind}.json`,
        {
          AreaCode: q.areaCode,
          Contains: q.contains,
          InRegion: q.region,
          InPostalCode: q.postalCode,
          InLocality: q.locality,
          SmsEnabled: q.smsEnabled === undefined ? undefined : String(q.smsEnabled),
          PageSize: String(q.limit),
        },
      ),
    })) as { available_phone_numbers?: TwilioAvailable[] } | null;
    return (json?.available_phone_numbers ?? []).map((n) => ({
      number: n.phone_number,
      friendly_name: n.friendly_name ?? null,
      locality: n.locality ?? null,
      region: n.region ?? null,
      postal_code: n.postal_code ?? null,
      country: n.iso_country ?? q.country,
      rate_center: n.rate_center ?? null,
      voice_enabled: n.capabilities?.voice ?? true,
      sms_enabled: n.capabilities?.SMS ?? n.capabilities?.sms ?? false,
      mms_enabled: n.capabilities?.MMS ?? n.capabilities?.mms ?? false,
      monthly_cost: null,
      setup_cost: null,
      currency: null,
    }));
  }

  async rent(number: string): Promise<RentedNumber> {
    const json = (await carrierRequest('twilio', {
      method: 'POST',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, `${this.account}/IncomingPhoneNumbers.json`),
      body: { PhoneNumber: number },
      form: true,
    })) as { sid?: string; phone_number?: string } | null;
    if (!json?.sid) throw new Error('twilio answered a rented number without a sid');
    return { number: json.phone_number ?? number, providerSid: json.sid };
  }

  /** GET IncomingPhoneNumbers.json?PhoneNumber=: the account's own numbers, filtered to this one. */
  async held(number: string): Promise<RentedNumber | null> {
    const json = (await carrierRequest('twilio', {
      method: 'GET',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, `${this.account}/IncomingPhoneNumbers.json`, {
        PhoneNumber: number,
      }),
    })) as { incoming_phone_numbers?: { sid?: string; phone_number?: string }[] } | null;
    const found = json?.incoming_phone_numbers?.find((n) => n.phone_number === number && n.sid);
    return found ? { number, providerSid: found.sid! } : null;
  }

  async release(rented: RentedNumber): Promise<void> {
    await carrierRequest('twilio', {
      method: 'DELETE',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(
        this.credentials.baseUrl,
        `${this.account}/IncomingPhoneNumbers/${encodeURIComponent(rented.providerSid)}.json`,
      ),
    });
  }

  /** Lookup v2: line_type_intelligence (type and carrier) and caller_name, each paid for only when asked. */
  async lookup(number: string, want: LookupRequest): Promise<NumberLookup> {
    const fields = [want.lineType ? 'line_type_intelligence' : null, want.callerName ? 'caller_name' : null];
    const json = (await carrierRequest('twilio', {
      method: 'GET',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.lookupBaseUrl, `/v2/PhoneNumbers/${encodeURIComponent(number)}`, {
        Fields: fields.filter(Boolean).join(','),
      }),
    })) as {
      line_type_intelligence?: { type?: string | null; carrier_name?: string | null } | null;
      caller_name?: { caller_name?: string | null } | null;
    } | null;
    return {
      line_type: lineTypeOf(json?.line_type_intelligence?.type),
      carrier: json?.line_type_intelligence?.carrier_name ?? null,
      caller_name: json?.caller_name?.caller_name ?? null,
    };
  }

  /** Calls API: instructions from `Url` on answer, progress to `StatusCallback` at each step. */
  async dial(call: OutboundDial): Promise<{ callSid: string }> {
    const json = (await carrierRequest('twilio', {
      method: 'POST',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, `${this.account}/Calls.json`),
      body: {
        To: call.to,
        From: call.from,
        Url: call.answerUrl,
        Method: 'POST',
        StatusCallback: call.statusUrl,
        StatusCallbackMethod: 'POST',
        StatusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
        MachineDetection: call.machineDetection
          ? call.machineDetectionUntilBeep
            ? 'DetectMessageEnd'
            : 'Enable'
          : undefined,
        // Seconds, 3 to 59.
        MachineDetectionTimeout:
          call.machineDetection && call.machineDetectionSeconds
            ? String(Math.min(59, Math.max(3, call.machineDetectionSeconds)))
            : undefined,
      },
      form: true,
    })) as { sid?: string } | null;
    if (!json?.sid) throw new Error('twilio answered a placed call without a sid');
    return { callSid: json.sid };
  }

  /** Messages API: a form with To, From, Body, a MediaUrl per attachment and the StatusCallback. */
  async sendText(text: OutboundText): Promise<SentText> {
    const json = (await carrierRequest('twilio', {
      method: 'POST',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, `${this.account}/Messages.json`),
      body: {
        To: text.to,
        From: text.from,
        Body: text.body,
        MediaUrl: text.mediaUrls.length ? [...text.mediaUrls] : undefined,
        StatusCallback: text.statusUrl ?? undefined,
      },
      form: true,
    })) as { sid?: string; num_segments?: string | number | null; price?: string | null } | null;
    if (!json?.sid) throw new Error('twilio answered a sent message without a sid');
    return { messageId: json.sid, segments: numberOrNull(json.num_segments), price: priceOf(json.price) };
  }

  /** DELETE Recordings/{Sid}.json. */
  deleteRecording(recordingSid: string): Promise<void> {
    return deleted(
      carrierRequest('twilio', {
        method: 'DELETE',
        authorization: this.auth,
        guard: this.credentials.guard,
        url: under(
          this.credentials.baseUrl,
          `${this.account}/Recordings/${encodeURIComponent(recordingSid)}.json`,
        ),
      }),
    );
  }

  /** The RecordingUrl (a WAV; Twilio serves it under the account's API with its credentials). */
  openRecording(url: string) {
    return openMedia('twilio', url, { authorization: this.auth, ...this.credentials });
  }

  /** Call update: `canceled` for a call still queued or ringing, `completed` ends an answered one. */
  async hangUp(callSid: string, stage: LiveCallStage): Promise<void> {
    await carrierRequest('twilio', {
      method: 'POST',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, `${this.account}/Calls/${encodeURIComponent(callSid)}.json`),
      body: { Status: stage === 'in_progress' ? 'completed' : 'canceled' },
      form: true,
    });
  }

  /** IncomingPhoneNumbers update: VoiceUrl, StatusCallback, SmsUrl and VoiceFallbackUrl, all POST. */
  async pointNumber(rented: RentedNumber, hooks: NumberWebhooks): Promise<{ texts: boolean }> {
    await carrierRequest('twilio', {
      method: 'POST',
      authorization: this.auth,
      url: under(
        this.credentials.baseUrl,
        `${this.account}/IncomingPhoneNumbers/${encodeURIComponent(rented.providerSid)}.json`,
      ),
      body: {
        VoiceUrl: hooks.voiceUrl,
        VoiceMethod: 'POST',
        StatusCallback: hooks.statusUrl,
        StatusCallbackMethod: 'POST',
        SmsUrl: hooks.smsUrl,
        SmsMethod: 'POST',
        ...(hooks.fallbackUrl === undefined
          ? {}
          : { VoiceFallbackUrl: hooks.fallbackUrl ?? '', VoiceFallbackMethod: 'POST' }),
      },
      form: true,
    });
    return { texts: true };
  }

  /**
   * Twilio has no DTMF request: a call update with TwiML `<Play digits>` plays
   * them, and replaces what the call was doing (a forward in progress ends),
   * so the TwiML then sends the call back to Leadline for instructions.
   */
  /** A call update with Url: Twilio fetches it at once (an Enqueue'd caller leaves the queue). */
  async redirect(callSid: string, url: string): Promise<void> {
    await carrierRequest('twilio', {
      method: 'POST',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, `${this.account}/Calls/${encodeURIComponent(callSid)}.json`),
      body: { Url: url, Method: 'POST' },
      form: true,
    });
  }

  async sendDigits(callSid: string, press: KeyPress): Promise<void> {
    await carrierRequest('twilio', {
      method: 'POST',
      authorization: this.auth,
      url: under(this.credentials.baseUrl, `${this.account}/Calls/${encodeURIComponent(callSid)}.json`),
      body: { Twiml: playDigitsTwiml(press) },
      form: true,
    });
  }
}

/** `<Play digits>` then a Redirect to `resumeUrl`; TwiML knows only `w` (half a second), so `W` is `ww`. */
export function playDigitsTwiml(press: KeyPress): string {
  const digits = press.digits.replace(/W/g, 'ww');
  if (press.resumeUrl === null) return `<Response><Play digits="${digits}"/></Response>`;
  const url = press.resumeUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<Response><Play digits="${digits}"/><Redirect method="POST">${url}</Redirect></Response>`;
}
