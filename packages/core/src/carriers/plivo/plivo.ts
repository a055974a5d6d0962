import { invalid } from '../../errors/index.js';
import {
  type AvailableNumber,
  type Carrier,
  type CarrierCredentials,
  CarrierError,
  type KeyPress,
  type LiveCallStage,
  type LookupRequest,
  lineTypeOf,
  type NumberLookup,
  type NumberSearch,
  type NumberWebhooks,
  type OutboundDial,
  type OutboundText,
  type RentedNumber,
  type SentText,
} from '../carrier.js';
import { basicAuth, carrierRequest, deleted, openMedia, under } from '../carrier-http.js';

export const PLIVO_BASE_URL = 'https://api.plivo.com';
export const PLIVO_LOOKUP_BASE_URL = 'https://lookup.plivo.com';

interface PlivoAvailable {
  number: string;
  city?: string | null;
  region?: string | null;
  country?: string | null;
  rate_center?: string | null;
  voice_enabled?: boolean;
  sms_enabled?: boolean;
  mms_enabled?: boolean;
  monthly_rental_rate?: string;
  setup_rate?: string;
}

/**
 * Plivo's v1 API: PhoneNumber to search and buy, Number to unrent. Plivo
 * writes numbers as digits without `+`; they are E.164 on our side.
 */
export class PlivoCarrier implements Carrier {
  readonly provider = 'plivo' as const;
  /** Plivo's lookup answers the carrier only. */
  readonly looksUpCallerNames = false;
  private readonly auth: string;
  private readonly account: string;

  constructor(private readonly credentials: CarrierCredentials & { accountId: string }) {
    this.auth = basicAuth(credentials.accountId, credentials.secret);
    this.account = `/v1/Account/${encodeURIComponent(credentials.accountId)}`;
  }

  async search(q: NumberSearch): Promise<AvailableNumber[]> {
    if (q.postalCode) throw invalid({ postal_code: ['is not a criterion plivo searches by'] });
    const json = (await carrierRequest('plivo', {
      method: 'GET',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, `${this.account}/PhoneNumber/`, {
        country_iso: q.country,
        type: q.numberType === 'toll_free' ? 'tollfree' : 'local',
        // Plivo's pattern matches from the start of the national number, which is how an area code is searched.
        pattern: q.areaCode ?? q.contains,
        region: q.region,
        city: q.locality,
        services: q.smsEnabled ? 'voice,sms' : undefined,
        limit: String(q.limit),
      }),
    })) as { objects?: PlivoAvailable[] } | null;
    const cost = (v: string | undefined) => (v === undefined || v === '' ? null : Number(v));
    return (
      (json?.objects ?? [])
        // One pattern only: with an area code, `contains` is applied here.
        .filter((n) => !q.contains || !q.areaCode || n.number.includes(q.contains))
        .map((n) => ({
          number: `+${n.number.replace(/^\+/, '')}`,
          friendly_name: null,
          locality: n.city ?? null,
          region: n.region ?? null,
          postal_code: null,
          country: q.country,
          rate_center: n.rate_center ?? null,
          voice_enabled: n.voice_enabled ?? true,
          sms_enabled: n.sms_enabled ?? false,
          mms_enabled: n.mms_enabled ?? false,
          monthly_cost: cost(n.monthly_rental_rate),
          setup_cost: cost(n.setup_rate),
          currency: 'USD',
        }))
    );
  }

  async rent(number: string): Promise<RentedNumber> {
    const digits = number.replace(/^\+/, '');
    await carrierRequest('plivo', {
      method: 'POST',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, `${this.account}/PhoneNumber/${digits}/`),
      body: {},
    });
    // Plivo names a rented number by the number itself.
    return { number, providerSid: digits };
  }

  /** GET Number/{number}/: one of the account's numbers, or a 404 when it has no such number. */
  async held(number: string): Promise<RentedNumber | null> {
    const digits = number.replace(/^\+/, '');
    try {
      await carrierRequest('plivo', {
        method: 'GET',
        authorization: this.auth,
        guard: this.credentials.guard,
        url: under(this.credentials.baseUrl, `${this.account}/Number/${digits}/`),
      });
    } catch (error) {
      if (error instanceof CarrierError && error.notFound) return null;
      throw error;
    }
    return { number, providerSid: digits };
  }

  async release(rented: RentedNumber): Promise<void> {
    await carrierRequest('plivo', {
      method: 'DELETE',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(
        this.credentials.baseUrl,
        `${this.account}/Number/${encodeURIComponent(rented.providerSid)}/`,
      ),
    });
  }

  /** DELETE Recording/{recording_id}/. */
  deleteRecording(recordingSid: string): Promise<void> {
    return deleted(
      carrierRequest('plivo', {
        method: 'DELETE',
        authorization: this.auth,
        guard: this.credentials.guard,
        url: under(
          this.credentials.baseUrl,
          `${this.account}/Recording/${encodeURIComponent(recordingSid)}/`,
        ),
      }),
    );
  }

  /** The RecordUrl (Plivo's media host; the auth id and token go only to the API's own origin). */
  openRecording(url: string) {
    return openMedia('plivo', url, { authorization: this.auth, ...this.credentials });
  }

  /** Lookup API (`type=carrier`): line type and network; no caller names. */
  async lookup(number: string, want: LookupRequest): Promise<NumberLookup> {
    if (!want.lineType) return { line_type: null, carrier: null, caller_name: null };
    const json = (await carrierRequest('plivo', {
      method: 'GET',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.lookupBaseUrl, `/v1/Number/${encodeURIComponent(number)}`, {
        type: 'carrier',
      }),
    })) as { carrier?: { type?: string | null; name?: string | null } | null } | null;
    return {
      line_type: lineTypeOf(json?.carrier?.type),
      carrier: json?.carrier?.name ?? null,
      caller_name: null,
    };
  }

  /** Call API: Plivo XML from `answer_url` on answer; progress to `ring_url`, the end to `hangup_url`. */
  async dial(call: OutboundDial): Promise<{ callSid: string }> {
    const json = (await carrierRequest('plivo', {
      method: 'POST',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, `${this.account}/Call/`),
      body: {
        from: call.from.replace(/^\+/, ''),
        to: call.to.replace(/^\+/, ''),
        answer_url: call.answerUrl,
        answer_method: 'POST',
        ring_url: call.statusUrl,
        hangup_url: call.statusUrl,
        hangup_method: 'POST',
        ...(call.machineDetection
          ? {
              machine_detection: 'true',
              // Plivo detects in the background and posts the verdict here (Event=MachineDetection, Machine).
              ...(call.machineDetectionUrl
                ? { machine_detection_url: call.machineDetectionUrl, machine_detection_method: 'POST' }
                : {}),
              // Milliseconds, 2000 to 10000.
              ...(call.machineDetectionSeconds
                ? {
                    machine_detection_time: Math.min(
                      10_000,
                      Math.max(2_000, call.machineDetectionSeconds * 1000),
                    ),
                  }
                : {}),
            }
          : {}),
      },
    })) as { request_uuid?: string | string[] } | null;
    const id = Array.isArray(json?.request_uuid) ? json.request_uuid[0] : json?.request_uuid;
    if (!id) throw new Error('plivo answered a placed call without a request_uuid');
    return { callSid: id };
  }

  /** Message API: src, dst (digits), text, type sms or mms with media_urls, and the status `url`. */
  async sendText(text: OutboundText): Promise<SentText> {
    const json = (await carrierRequest('plivo', {
      method: 'POST',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, `${this.account}/Message/`),
      body: {
        src: text.from.replace(/^\+/, ''),
        dst: text.to.replace(/^\+/, ''),
        text: text.body,
        type: text.mediaUrls.length ? 'mms' : 'sms',
        ...(text.mediaUrls.length ? { media_urls: [...text.mediaUrls] } : {}),
        ...(text.statusUrl ? { url: text.statusUrl, method: 'POST' } : {}),
      },
    })) as { message_uuid?: string | string[] } | null;
    const id = Array.isArray(json?.message_uuid) ? json.message_uuid[0] : json?.message_uuid;
    if (!id) throw new Error('plivo answered a sent message without a message_uuid');
    // Plivo's answer names neither parts nor price: the segments are counted here, the price is unknown.
    return { messageId: id, segments: null, price: null };
  }

  /**
   * A queued call is still Plivo's request (`Request/<request_uuid>`); once it
   * rings, its callbacks have named the call (`Call/<CallUUID>`).
   */
  async hangUp(callSid: string, stage: LiveCallStage): Promise<void> {
    const kind = stage === 'queued' ? 'Request' : 'Call';
    await carrierRequest('plivo', {
      method: 'DELETE',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, `${this.account}/${kind}/${encodeURIComponent(callSid)}/`),
    });
  }

  /** Transfer a call (`Call/<CallUUID>/`): the A leg, the consumer's, fetches `aleg_url` at once. */
  async redirect(callSid: string, url: string): Promise<void> {
    await carrierRequest('plivo', {
      method: 'POST',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, `${this.account}/Call/${encodeURIComponent(callSid)}/`),
      body: { legs: 'aleg', aleg_url: url, aleg_method: 'POST' },
    });
  }

  /** Send Digits (`Call/<CallUUID>/DTMF/`) on the A leg, the consumer's: the call goes on as it was. */
  async sendDigits(callSid: string, press: KeyPress): Promise<void> {
    await carrierRequest('plivo', {
      method: 'POST',
      authorization: this.auth,
      url: under(this.credentials.baseUrl, `${this.account}/Call/${encodeURIComponent(callSid)}/DTMF/`),
      body: { digits: press.digits, leg: 'aleg' },
    });
  }

  /** The application's answer_url and hangup_url, then the number attached to it (app_id). */
  async pointNumber(
    rented: RentedNumber,
    hooks: NumberWebhooks,
    applicationId: string | null,
  ): Promise<{ texts: boolean }> {
    if (!applicationId) {
      throw invalid({
        integration_id: ['has no settings.application_id: Plivo routes numbers through an application'],
      });
    }
    await carrierRequest('plivo', {
      method: 'POST',
      authorization: this.auth,
      url: under(
        this.credentials.baseUrl,
        `${this.account}/Application/${encodeURIComponent(applicationId)}/`,
      ),
      body: {
        answer_url: hooks.voiceUrl,
        answer_method: 'POST',
        hangup_url: hooks.statusUrl,
        hangup_method: 'POST',
        message_url: hooks.smsUrl,
        message_method: 'POST',
        // Shared by every number of the application, as the answer_url is.
        ...(hooks.fallbackUrl === undefined
          ? {}
          : { fallback_answer_url: hooks.fallbackUrl ?? '', fallback_method: 'POST' }),
      },
    });
    await carrierRequest('plivo', {
      method: 'POST',
      authorization: this.auth,
      url: under(this.credentials.baseUrl, `${this.account}/Number/${rented.number.replace(/^\+/, '')}/`),
      body: { app_id: applicationId },
    });
    return { texts: true };
  }
}
