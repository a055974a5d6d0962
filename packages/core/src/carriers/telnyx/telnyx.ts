import { invalid } from '../../errors/index.js';
import {
  type AvailableNumber,
  type Carrier,
  type CarrierCredentials,
  CarrierError,
  type KeyPress,
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
import { carrierRequest, deleted, openMedia, under } from '../carrier-http.js';

export const TELNYX_BASE_URL = 'https://api.telnyx.com';

interface TelnyxAvailable {
  phone_number: string;
  region_information?: { region_type?: string; region_name?: string }[];
  features?: { name?: string }[];
  cost_information?: { monthly_cost?: string; upfront_cost?: string; currency?: string };
}

/**
 * Telnyx's v2 API: available_phone_numbers to search, number_orders to rent,
 * phone_numbers to unrent. An order's phone number has no phone number id
 * yet, so the order id is kept and an unrent looks the number up by itself.
 */
export class TelnyxCarrier implements Carrier {
  readonly provider = 'telnyx' as const;
  readonly looksUpCallerNames = true;
  private readonly auth: string;

  constructor(private readonly credentials: CarrierCredentials) {
    this.auth = `Bearer ${credentials.secret}`;
  }

  async search(q: NumberSearch): Promise<AvailableNumber[]> {
    // Telnyx has no postal-code filter: searching without it would answer numbers the caller did not ask for.
    if (q.postalCode) throw invalid({ postal_code: ['is not a criterion telnyx searches by'] });
    const url = under(this.credentials.baseUrl, '/v2/available_phone_numbers', {
      'filter[country_code]': q.country,
      'filter[phone_number_type]': q.numberType,
      'filter[national_destination_code]': q.areaCode,
      'filter[phone_number][contains]': q.contains,
      'filter[administrative_area]': q.region,
      'filter[locality]': q.locality,
      'filter[limit]': String(q.limit),
    });
    if (q.smsEnabled) url.searchParams.append('filter[features][]', 'sms');
    const json = (await carrierRequest('telnyx', {
      method: 'GET',
      authorization: this.auth,
      url,
      guard: this.credentials.guard,
    })) as {
      data?: TelnyxAvailable[];
    } | null;
    return (json?.data ?? []).map((n) => {
      const region = (type: string) =>
        n.region_information?.find((r) => r.region_type === type)?.region_name ?? null;
      const features = new Set((n.features ?? []).map((f) => f.name));
      const cost = (v: string | undefined) => (v === undefined || v === '' ? null : Number(v));
      return {
        number: n.phone_number,
        friendly_name: null,
        locality: region('location'),
        region: region('state'),
        postal_code: null,
        country: region('country_code') ?? q.country,
        rate_center: region('rate_center'),
        voice_enabled: features.size === 0 || features.has('voice'),
        sms_enabled: features.has('sms'),
        mms_enabled: features.has('mms'),
        monthly_cost: cost(n.cost_information?.monthly_cost),
        setup_cost: cost(n.cost_information?.upfront_cost),
        currency: n.cost_information?.currency ?? null,
      };
    });
  }

  async rent(number: string): Promise<RentedNumber> {
    const json = (await carrierRequest('telnyx', {
      method: 'POST',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, '/v2/number_orders'),
      body: { phone_numbers: [{ phone_number: number }] },
    })) as { data?: { id?: string } } | null;
    if (!json?.data?.id) throw new Error('telnyx answered a number order without an id');
    return { number, providerSid: json.data.id };
  }

  /** GET /v2/phone_numbers?filter[phone_number]=: the account's number of that E.164, with its id. */
  async held(number: string): Promise<RentedNumber | null> {
    const found = (await carrierRequest('telnyx', {
      method: 'GET',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, '/v2/phone_numbers', { 'filter[phone_number]': number }),
    })) as { data?: { id?: string; phone_number?: string }[] } | null;
    const row = found?.data?.find((n) => n.id && (n.phone_number ?? number) === number);
    // Its release and pointing find the number by its E.164, so the phone number's id serves as the order's would.
    return row ? { number, providerSid: row.id! } : null;
  }

  async release(rented: RentedNumber): Promise<void> {
    const found = (await carrierRequest('telnyx', {
      method: 'GET',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, '/v2/phone_numbers', { 'filter[phone_number]': rented.number }),
    })) as { data?: { id?: string }[] } | null;
    const id = found?.data?.[0]?.id;
    if (!id) return; // The account no longer has it: nothing left to unrent.
    await carrierRequest('telnyx', {
      method: 'DELETE',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, `/v2/phone_numbers/${encodeURIComponent(id)}`),
    });
  }

  /** DELETE /v2/recordings/{id}: the call recording a TeXML RecordingSid names. */
  deleteRecording(recordingSid: string): Promise<void> {
    return deleted(
      carrierRequest('telnyx', {
        method: 'DELETE',
        authorization: this.auth,
        guard: this.credentials.guard,
        url: under(this.credentials.baseUrl, `/v2/recordings/${encodeURIComponent(recordingSid)}`),
      }),
    );
  }

  /** The RecordingUrl: a presigned storage URL, fetched without the API key. */
  openRecording(url: string) {
    return openMedia('telnyx', url, { authorization: this.auth, ...this.credentials });
  }

  /** Number lookup: `type=carrier` and `type=caller-name`, each paid for only when asked. */
  async lookup(number: string, want: LookupRequest): Promise<NumberLookup> {
    const url = under(this.credentials.lookupBaseUrl, `/v2/number_lookup/${encodeURIComponent(number)}`);
    if (want.lineType) url.searchParams.append('type', 'carrier');
    if (want.callerName) url.searchParams.append('type', 'caller-name');
    const json = (await carrierRequest('telnyx', {
      method: 'GET',
      authorization: this.auth,
      url,
      guard: this.credentials.guard,
    })) as {
      data?: {
        carrier?: { type?: string | null; name?: string | null; normalized_carrier?: string | null } | null;
        caller_name?: { caller_name?: string | null } | null;
      };
    } | null;
    const carrier = json?.data?.carrier;
    return {
      line_type: lineTypeOf(carrier?.type),
      carrier: carrier?.normalized_carrier ?? carrier?.name ?? null,
      caller_name: json?.data?.caller_name?.caller_name ?? null,
    };
  }

  /** TeXML calls API (Twilio's verbs): instructions from `Url` on answer, progress to `StatusCallback`. */
  async dial(call: OutboundDial): Promise<{ callSid: string }> {
    if (!call.applicationId) {
      throw invalid({
        integration_id: [
          'needs settings.texml_application_id: the TeXML application Telnyx places calls with',
        ],
      });
    }
    const json = (await carrierRequest('telnyx', {
      method: 'POST',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, `/v2/texml/calls/${encodeURIComponent(call.applicationId)}`),
      body: {
        To: call.to,
        From: call.from,
        Url: call.answerUrl,
        UrlMethod: 'POST',
        StatusCallback: call.statusUrl,
        StatusCallbackMethod: 'POST',
        // Space-separated, as TeXML takes several events; without it only the end is reported.
        StatusCallbackEvent: 'initiated ringing answered completed',
        ...(call.machineDetection
          ? {
              MachineDetection: call.machineDetectionUntilBeep ? 'DetectMessageEnd' : 'Enable',
              // TeXML takes the timeout in milliseconds.
              ...(call.machineDetectionSeconds
                ? { MachineDetectionTimeout: call.machineDetectionSeconds * 1000 }
                : {}),
            }
          : {}),
      },
    })) as { call_sid?: string; data?: { call_sid?: string } } | null;
    const sid = json?.call_sid ?? json?.data?.call_sid;
    if (!sid) throw new Error('telnyx answered a placed call without a call_sid');
    return { callSid: sid };
  }

  /** Messaging v2 (POST /v2/messages): from, to, text, media_urls, and the webhook_url of its statuses. */
  async sendText(text: OutboundText): Promise<SentText> {
    const json = (await carrierRequest('telnyx', {
      method: 'POST',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, '/v2/messages'),
      body: {
        from: text.from,
        to: text.to,
        text: text.body,
        ...(text.mediaUrls.length ? { media_urls: [...text.mediaUrls], type: 'MMS' } : {}),
        ...(text.statusUrl ? { webhook_url: text.statusUrl } : {}),
      },
    })) as { data?: { id?: string; parts?: number | null; cost?: { amount?: string | null } | null } } | null;
    const data = json?.data;
    if (!data?.id) throw new Error('telnyx answered a sent message without an id');
    return { messageId: data.id, segments: numberOrNull(data.parts), price: priceOf(data.cost?.amount) };
  }

  /** TeXML call update by the call's sid (the connection-scoped form make_call uses): `completed` ends it. */
  async hangUp(callSid: string): Promise<void> {
    await carrierRequest('telnyx', {
      method: 'POST',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, `/v2/texml/calls/${encodeURIComponent(callSid)}/update`),
      body: { Status: 'completed' },
    });
  }

  /** The TeXML call update with Url, as for a hang-up: Telnyx fetches new TeXML at once. */
  async redirect(callSid: string, url: string): Promise<void> {
    await carrierRequest('telnyx', {
      method: 'POST',
      authorization: this.auth,
      guard: this.credentials.guard,
      url: under(this.credentials.baseUrl, `/v2/texml/calls/${encodeURIComponent(callSid)}/update`),
      body: { Url: url, Method: 'POST' },
    });
  }

  /**
   * Call Control `send_dtmf` on the call (a TeXML call's sid is its call
   * control id): the digits go into the call without changing what it does.
   */
  async sendDigits(callSid: string, press: KeyPress): Promise<void> {
    await carrierRequest('telnyx', {
      method: 'POST',
      authorization: this.auth,
      url: under(this.credentials.baseUrl, `/v2/calls/${encodeURIComponent(callSid)}/actions/send_dtmf`),
      body: { digits: press.digits, duration_millis: 250 },
    });
  }

  /**
   * TeXML: the application's voice_url and status_callback, then the number
   * attached to the application (its connection).
   */
  async pointNumber(
    rented: RentedNumber,
    hooks: NumberWebhooks,
    applicationId: string | null,
    messagingProfileId: string | null = null,
  ): Promise<{ texts: boolean }> {
    if (!applicationId) {
      throw invalid({
        integration_id: ['has no settings.texml_application_id: Telnyx routes numbers through one'],
      });
    }
    await carrierRequest('telnyx', {
      method: 'PATCH',
      authorization: this.auth,
      url: under(this.credentials.baseUrl, `/v2/texml_applications/${encodeURIComponent(applicationId)}`),
      body: {
        voice_url: hooks.voiceUrl,
        voice_method: 'post',
        status_callback: hooks.statusUrl,
        status_callback_method: 'post',
        // The application's "Webhook Failover URL": shared by every number of the application.
        ...(hooks.fallbackUrl === undefined ? {} : { voice_fallback_url: hooks.fallbackUrl ?? '' }),
      },
    });
    const found = (await carrierRequest('telnyx', {
      method: 'GET',
      authorization: this.auth,
      url: under(this.credentials.baseUrl, '/v2/phone_numbers', { 'filter[phone_number]': rented.number }),
    })) as { data?: { id?: string }[] } | null;
    const id = found?.data?.[0]?.id;
    if (!id) throw new CarrierError('telnyx', 404, `telnyx has no number ${rented.number} on the account`);
    await carrierRequest('telnyx', {
      method: 'PATCH',
      authorization: this.auth,
      url: under(this.credentials.baseUrl, `/v2/phone_numbers/${encodeURIComponent(id)}`),
      body: { connection_id: applicationId },
    });
    if (!messagingProfileId) return { texts: false };
    // Texts: the messaging profile's webhook_url, and the number put on the profile.
    await carrierRequest('telnyx', {
      method: 'PATCH',
      authorization: this.auth,
      url: under(
        this.credentials.baseUrl,
        `/v2/messaging_profiles/${encodeURIComponent(messagingProfileId)}`,
      ),
      body: { webhook_url: hooks.smsUrl },
    });
    await carrierRequest('telnyx', {
      method: 'PATCH',
      authorization: this.auth,
      url: under(this.credentials.baseUrl, `/v2/phone_numbers/${encodeURIComponent(id)}/messaging`),
      body: { messaging_profile_id: messagingProfileId },
    });
    return { texts: true };
  }
}
