import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basicAuth as basic } from '../carriers/carrier-http.js';
import { answerRecording, type FakeRecordings, fakeRecordings } from './fake-recordings.js';

/**
 * A stand-in for the carriers' REST APIs (Twilio, Telnyx, Plivo) on a real
 * port: the parts Leadline calls, with an inventory of numbers for rent and
 * the numbers rented. Accounts are fixed: Twilio `AC_test`/`twilio_token`,
 * Plivo `MA_test`/`plivo_token`, Telnyx key `KEY_test`. Tests read `requests`
 * to see what was sent, and set `fail` to make the next call fail.
 */
export interface FakeCarriers {
  origin: string;
  requests: SeenRequest[];
  /** E.164 numbers any carrier offers. */
  inventory: Set<string>;
  /** Rented numbers by E.164, with the id the carrier gave. */
  rented: Map<string, string>;
  /** What a lookup of a number answers (a number not here: a mobile on "Fake Wireless", no caller name). */
  lookups: Map<string, { line_type: string; carrier: string; caller_name: string | null }>;
  /** Calls placed, in order, as each carrier was asked (its field names normalised). */
  dialed: DialedCall[];
  /** Calls ended through the API, in order: the id asked for and how (Twilio's Status, Plivo's Call or Request). */
  hungUp: { provider: 'twilio' | 'telnyx' | 'plivo'; sid: string; how: string }[];
  /** Key presses played into live calls, in order, as each carrier was asked (Twilio: the TwiML it was given). */
  keyPresses: KeyPressSent[];
  /**
   * Live calls pointed at new instructions, in order (Twilio and TeXML call
   * updates with Url, Plivo's Call transfer with aleg_url): the test plays the
   * carrier and asks `url` as it would.
   */
  redirects: { provider: 'twilio' | 'telnyx' | 'plivo'; sid: string; url: string }[];
  /** Ids of calls the carrier still has: a hang-up of any other id is a 404 (the call is over). */
  live: Set<string>;
  /**
   * Where each number's calls were pointed (E.164 → voice and status URLs):
   * Twilio's VoiceUrl/StatusCallback, or the Telnyx TeXML / Plivo application
   * the number was attached to.
   */
  pointed: Map<string, { voiceUrl: string; statusUrl: string; fallbackUrl?: string }>;
  /**
   * Where each number's incoming texts were pointed (E.164 → URL): Twilio's
   * SmsUrl, the Plivo application's message_url, the Telnyx messaging
   * profile's webhook_url once the number is put on it.
   */
  smsPointed: Map<string, string>;
  /** Texts the carriers accepted, in order, as each was asked (its field names normalised). */
  texts: TextSent[];
  /** Call recordings each carrier keeps, and the deletes it answered (`fake-recordings.ts`). */
  recordings: FakeRecordings;
  /** Every request is answered this many milliseconds late (a carrier under load; 0 by default). */
  delayMs: number;
  /** The next request (matching `path`, when given) answers this instead. */
  fail: { status: number; body: unknown; path?: RegExp } | null;
  close(): Promise<void>;
}

export interface DialedCall {
  provider: 'twilio' | 'telnyx' | 'plivo';
  /** The carrier's id it answered. */
  sid: string;
  to: string;
  from: string;
  answerUrl: string;
  statusUrl: string;
  machineDetection: boolean;
  /** The detection asked for as the carrier took it: its mode word and timeout (Twilio s, Telnyx and Plivo ms). */
  detection?: { mode: string; timeout: string | null };
  /** Telnyx: the TeXML application in the path. */
  applicationId?: string;
  /** Plivo: where its asynchronous machine detection posts the verdict (machine_detection_url). */
  machineDetectionUrl?: string;
}

export interface TextSent {
  provider: 'twilio' | 'telnyx' | 'plivo';
  /** The carrier's id it answered. */
  id: string;
  to: string;
  from: string;
  body: string;
  mediaUrls: string[];
  statusUrl: string;
}

export interface KeyPressSent {
  provider: 'twilio' | 'telnyx' | 'plivo';
  sid: string;
  /** Telnyx `digits`, Plivo `digits`; Twilio: the digits of the TwiML's `<Play digits>`. */
  digits: string;
  /** The request body as the carrier read it (Twilio's form, Telnyx's and Plivo's JSON). */
  body: Record<string, unknown>;
}

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: string;
}

export async function startFakeCarriers(): Promise<FakeCarriers> {
  let serial = 0;
  const fake: FakeCarriers = {
    origin: '',
    requests: [],
    inventory: new Set(),
    rented: new Map(),
    lookups: new Map(),
    dialed: [],
    hungUp: [],
    keyPresses: [],
    redirects: [],
    live: new Set(),
    pointed: new Map(),
    smsPointed: new Map(),
    texts: [],
    recordings: fakeRecordings(),
    delayMs: 0,
    fail: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const available = (q: { areaCode?: string | null; contains?: string | null; limit: number }) =>
    [...fake.inventory]
      .filter((n) => !fake.rented.has(n))
      .filter((n) => !q.areaCode || n.slice(2).startsWith(q.areaCode))
      .filter((n) => !q.contains || n.includes(q.contains))
      .slice(0, q.limit);

  /** TeXML and Plivo applications: their webhook URLs, given to the numbers attached. */
  const apps = new Map<string, { voiceUrl: string; statusUrl: string; fallbackUrl?: string }>();
  /** Plivo applications' message_url and Telnyx messaging profiles' webhook_url. */
  const smsApps = new Map<string, string>();

  const handle = (req: IncomingMessage, body: string, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const seen: SeenRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      authorization: req.headers.authorization,
      body,
    };
    fake.requests.push(seen);
    const send = (status: number, json?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(json === undefined ? '' : JSON.stringify(json));
    };
    if (fake.fail && (!fake.fail.path || fake.fail.path.test(url.pathname))) {
      const { status, body: failBody } = fake.fail;
      fake.fail = null;
      return send(status, failBody);
    }
    if (answerRecording(fake.recordings, req, url, res)) return;
    const limit = Number(
      url.searchParams.get('PageSize') ??
        url.searchParams.get('filter[limit]') ??
        url.searchParams.get('limit') ??
        50,
    );
    let m: RegExpMatchArray | null;

    // Twilio
    if ((m = url.pathname.match(/^\/2010-04-01\/Accounts\/([^/]+)\/(.*)$/))) {
      if (seen.authorization !== basic('AC_test', 'twilio_token') || m[1] !== 'AC_test') {
        return send(401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      const rest = m[2]!;
      if (req.method === 'GET' && /^AvailablePhoneNumbers\/[A-Z]{2}\/(Local|TollFree)\.json$/.test(rest)) {
        const numbers = available({
          areaCode: url.searchParams.get('AreaCode'),
          contains: url.searchParams.get('Contains'),
          limit,
        });
        return send(200, {
          available_phone_numbers: numbers.map((n) => ({
            friendly_name: `(${n.slice(2, 5)}) ${n.slice(5, 8)}-${n.slice(8)}`,
            phone_number: n,
            locality: 'New York',
            region: 'NY',
            postal_code: '10001',
            iso_country: 'US',
            rate_center: 'NWYRCYZN01',
            capabilities: { voice: true, SMS: true, MMS: false },
          })),
        });
      }
      if (req.method === 'GET' && rest === 'IncomingPhoneNumbers.json') {
        const only = url.searchParams.get('PhoneNumber');
        const held = [...fake.rented].filter(([n]) => only === null || n === only);
        return send(200, {
          incoming_phone_numbers: held.map(([n, sid]) => ({ sid, phone_number: n })),
          page: 0,
          page_size: 50,
        });
      }
      if (req.method === 'POST' && rest === 'IncomingPhoneNumbers.json') {
        const number = new URLSearchParams(body).get('PhoneNumber') ?? '';
        if (!fake.inventory.has(number) || fake.rented.has(number)) {
          return send(400, { code: 21422, message: `PhoneNumber ${number} is not available`, status: 400 });
        }
        const sid = `PN${String(++serial).padStart(32, '0')}`;
        fake.rented.set(number, sid);
        return send(201, { sid, phone_number: number });
      }
      if (req.method === 'POST' && rest === 'Calls.json') {
        const form = new URLSearchParams(body);
        const sid = `CA${String(++serial).padStart(32, '0')}`;
        fake.dialed.push({
          provider: 'twilio',
          sid,
          to: form.get('To') ?? '',
          from: form.get('From') ?? '',
          answerUrl: form.get('Url') ?? '',
          statusUrl: form.get('StatusCallback') ?? '',
          machineDetection: ['Enable', 'DetectMessageEnd'].includes(form.get('MachineDetection') ?? ''),
          detection: {
            mode: form.get('MachineDetection') ?? '',
            timeout: form.get('MachineDetectionTimeout'),
          },
        });
        fake.live.add(sid);
        return send(201, { sid, status: 'queued', to: form.get('To'), from: form.get('From') });
      }
      if (req.method === 'POST' && rest === 'Messages.json') {
        const form = new URLSearchParams(body);
        const id = `SM${String(++serial).padStart(32, '0')}`;
        const text = form.get('Body') ?? '';
        fake.texts.push({
          provider: 'twilio',
          id,
          to: form.get('To') ?? '',
          from: form.get('From') ?? '',
          body: text,
          mediaUrls: form.getAll('MediaUrl'),
          statusUrl: form.get('StatusCallback') ?? '',
        });
        // Twilio answers the price as null until the message is sent, and num_segments as a string.
        return send(201, {
          sid: id,
          status: 'queued',
          to: form.get('To'),
          from: form.get('From'),
          body: text,
          num_segments: String(Math.max(1, Math.ceil(text.length / 153))),
          price: null,
          price_unit: 'USD',
        });
      }
      if ((m = rest.match(/^Calls\/([^/]+)\.json$/)) && req.method === 'POST') {
        const sid = decodeURIComponent(m[1]!);
        const form = new URLSearchParams(body);
        const twiml = form.get('Twiml');
        const to = form.get('Url');
        if (to !== null) {
          fake.redirects.push({ provider: 'twilio', sid, url: to });
          return send(200, { sid, status: 'in-progress' });
        }
        if (twiml !== null) {
          // A call update with TwiML: what a live call does next (key presses are <Play digits>).
          if (!fake.live.has(sid)) {
            return send(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
          }
          const digits = /<Play digits="([^"]*)"\/>/.exec(twiml)?.[1] ?? '';
          fake.keyPresses.push({ provider: 'twilio', sid, digits, body: Object.fromEntries(form) });
          return send(200, { sid, status: 'in-progress' });
        }
        if (!fake.live.delete(sid)) {
          return send(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
        }
        const how = new URLSearchParams(body).get('Status') ?? '';
        fake.hungUp.push({ provider: 'twilio', sid, how });
        return send(200, { sid, status: how });
      }
      if ((m = rest.match(/^IncomingPhoneNumbers\/([^/]+)\.json$/)) && req.method === 'POST') {
        const entry = [...fake.rented].find(([, sid]) => sid === m![1]);
        if (!entry)
          return send(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
        const form = new URLSearchParams(body);
        fake.pointed.set(entry[0], {
          voiceUrl: form.get('VoiceUrl') ?? '',
          statusUrl: form.get('StatusCallback') ?? '',
          // A cleared fallback (an empty VoiceFallbackUrl) is no fallback.
          ...(form.get('VoiceFallbackUrl') ? { fallbackUrl: form.get('VoiceFallbackUrl')! } : {}),
        });
        if (form.get('SmsUrl')) fake.smsPointed.set(entry[0], form.get('SmsUrl')!);
        return send(200, { sid: m[1], phone_number: entry[0], voice_url: form.get('VoiceUrl') });
      }
      if ((m = rest.match(/^IncomingPhoneNumbers\/([^/]+)\.json$/)) && req.method === 'DELETE') {
        const entry = [...fake.rented].find(([, sid]) => sid === m![1]);
        if (!entry)
          return send(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
        fake.rented.delete(entry[0]);
        return send(204);
      }
    }

    const known = (n: string) =>
      fake.lookups.get(n) ?? { line_type: 'mobile', carrier: 'Fake Wireless', caller_name: null };

    // Twilio Lookup v2 (its own host in production; here beside the rest)
    if ((m = url.pathname.match(/^\/v2\/PhoneNumbers\/([^/]+)$/))) {
      if (seen.authorization !== basic('AC_test', 'twilio_token')) {
        return send(401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      const number = decodeURIComponent(m[1]!);
      const fields = (url.searchParams.get('Fields') ?? '').split(',');
      const k = known(number);
      const twilioType: Record<string, string> = { voip: 'nonFixedVoip', toll_free: 'tollFree' };
      return send(200, {
        phone_number: number,
        valid: true,
        line_type_intelligence: fields.includes('line_type_intelligence')
          ? { type: twilioType[k.line_type] ?? k.line_type, carrier_name: k.carrier, error_code: null }
          : null,
        caller_name: fields.includes('caller_name')
          ? { caller_name: k.caller_name, caller_type: 'CONSUMER', error_code: null }
          : null,
      });
    }

    // Plivo lookup (its own host in production)
    if ((m = url.pathname.match(/^\/v1\/Number\/([^/]+)$/))) {
      if (seen.authorization !== basic('MA_test', 'plivo_token')) {
        return send(401, { api_id: 'x', error: 'Authentication credentials invalid' });
      }
      const k = known(decodeURIComponent(m[1]!));
      const plivoType: Record<string, string> = { landline: 'fixed' };
      return send(200, {
        api_id: 'x',
        phone_number: decodeURIComponent(m[1]!),
        carrier: { name: k.carrier, type: plivoType[k.line_type] ?? k.line_type, ported: 'no' },
      });
    }

    // Telnyx
    if (url.pathname.startsWith('/v2/')) {
      if (seen.authorization !== 'Bearer KEY_test') {
        return send(401, { errors: [{ code: '10009', title: 'Authentication failed', detail: 'Bad key' }] });
      }
      if (req.method === 'GET' && url.pathname === '/v2/available_phone_numbers') {
        const numbers = available({
          areaCode: url.searchParams.get('filter[national_destination_code]'),
          contains: url.searchParams.get('filter[phone_number][contains]'),
          limit,
        });
        return send(200, {
          data: numbers.map((n) => ({
            record_type: 'available_phone_number',
            phone_number: n,
            region_information: [
              { region_type: 'country_code', region_name: 'US' },
              { region_type: 'rate_center', region_name: 'NWYRCYZN01' },
              { region_type: 'state', region_name: 'NY' },
              { region_type: 'location', region_name: 'New York' },
            ],
            cost_information: { upfront_cost: '1.00', monthly_cost: '1.50', currency: 'USD' },
            features: [{ name: 'voice' }, { name: 'sms' }],
          })),
          metadata: { total_results: numbers.length },
        });
      }
      if ((m = url.pathname.match(/^\/v2\/number_lookup\/([^/]+)$/)) && req.method === 'GET') {
        const k = known(decodeURIComponent(m[1]!));
        const types = url.searchParams.getAll('type');
        const telnyxType: Record<string, string> = { landline: 'fixed line' };
        return send(200, {
          data: {
            record_type: 'number_lookup',
            phone_number: decodeURIComponent(m[1]!),
            carrier: types.includes('carrier')
              ? {
                  name: `${k.carrier}/1`,
                  normalized_carrier: k.carrier,
                  type: telnyxType[k.line_type] ?? k.line_type,
                }
              : null,
            caller_name: types.includes('caller-name') ? { caller_name: k.caller_name } : null,
          },
        });
      }
      if ((m = url.pathname.match(/^\/v2\/texml\/calls\/([^/]+)$/)) && req.method === 'POST') {
        const call = JSON.parse(body) as Record<string, string>;
        const sid = `v3:fake-${++serial}`;
        fake.dialed.push({
          provider: 'telnyx',
          sid,
          to: call.To ?? '',
          from: call.From ?? '',
          answerUrl: call.Url ?? '',
          statusUrl: call.StatusCallback ?? '',
          machineDetection: ['Enable', 'DetectMessageEnd'].includes(call.MachineDetection ?? ''),
          detection: { mode: call.MachineDetection ?? '', timeout: call.MachineDetectionTimeout ?? null },
          applicationId: decodeURIComponent(m[1]!),
        });
        fake.live.add(sid);
        return send(200, { from: call.From, to: call.To, status: 'queued', call_sid: sid });
      }
      if (req.method === 'POST' && url.pathname === '/v2/messages') {
        const msg = JSON.parse(body) as Record<string, any>;
        const id = `40317f${String(++serial).padStart(6, '0')}-fake-message`;
        fake.texts.push({
          provider: 'telnyx',
          id,
          to: msg.to ?? '',
          from: msg.from ?? '',
          body: msg.text ?? '',
          mediaUrls: msg.media_urls ?? [],
          statusUrl: msg.webhook_url ?? '',
        });
        return send(200, {
          data: {
            record_type: 'message',
            direction: 'outbound',
            id,
            type: msg.media_urls?.length ? 'MMS' : 'SMS',
            from: { phone_number: msg.from },
            to: [{ phone_number: msg.to, status: 'queued' }],
            text: msg.text,
            parts: 1,
            cost: { amount: '0.0040', currency: 'USD' },
          },
        });
      }
      if ((m = url.pathname.match(/^\/v2\/calls\/([^/]+)\/actions\/send_dtmf$/)) && req.method === 'POST') {
        const sid = decodeURIComponent(m[1]!);
        if (!fake.live.has(sid)) {
          return send(422, {
            errors: [
              { code: '90018', title: 'Call has already ended', detail: 'This call is no longer active' },
            ],
          });
        }
        const json = JSON.parse(body) as Record<string, unknown>;
        fake.keyPresses.push({ provider: 'telnyx', sid, digits: String(json.digits ?? ''), body: json });
        return send(200, { data: { result: 'ok' } });
      }
      if ((m = url.pathname.match(/^\/v2\/texml\/calls\/([^/]+)\/update$/)) && req.method === 'POST') {
        const sid = decodeURIComponent(m[1]!);
        const update = JSON.parse(body) as { Url?: string };
        if (update.Url) {
          fake.redirects.push({ provider: 'telnyx', sid, url: update.Url });
          return send(200, { data: { sid, status: 'accepted' } });
        }
        if (!fake.live.delete(sid))
          return send(404, { errors: [{ code: '10005', title: 'Resource not found' }] });
        fake.hungUp.push({ provider: 'telnyx', sid, how: (JSON.parse(body) as { Status: string }).Status });
        return send(200, { data: { sid, status: 'accepted' } });
      }
      if (req.method === 'POST' && url.pathname === '/v2/number_orders') {
        const number = (JSON.parse(body) as { phone_numbers: { phone_number: string }[] }).phone_numbers[0]!
          .phone_number;
        if (!fake.inventory.has(number) || fake.rented.has(number)) {
          return send(422, { errors: [{ code: '85001', title: 'Number not available', detail: number }] });
        }
        const id = `order-${++serial}`;
        fake.rented.set(number, id);
        return send(200, {
          data: { id, status: 'pending', phone_numbers: [{ id: `npn-${serial}`, phone_number: number }] },
        });
      }
      if (req.method === 'GET' && url.pathname === '/v2/phone_numbers') {
        const number = url.searchParams.get('filter[phone_number]') ?? '';
        return send(200, {
          data: fake.rented.has(number) ? [{ id: `num-${number.slice(1)}`, phone_number: number }] : [],
        });
      }
      if ((m = url.pathname.match(/^\/v2\/texml_applications\/([^/]+)$/)) && req.method === 'PATCH') {
        const app = JSON.parse(body) as {
          voice_url?: string;
          status_callback?: string;
          voice_fallback_url?: string;
        };
        const before = apps.get(`telnyx:${m[1]}`);
        apps.set(`telnyx:${m[1]}`, {
          voiceUrl: app.voice_url ?? '',
          statusUrl: app.status_callback ?? '',
          ...(app.voice_fallback_url !== undefined
            ? { fallbackUrl: app.voice_fallback_url }
            : before?.fallbackUrl !== undefined
              ? { fallbackUrl: before.fallbackUrl }
              : {}),
        });
        return send(200, { data: { id: m[1], record_type: 'texml_application', voice_url: app.voice_url } });
      }
      if ((m = url.pathname.match(/^\/v2\/messaging_profiles\/([^/]+)$/)) && req.method === 'PATCH') {
        const profile = JSON.parse(body) as { webhook_url?: string };
        smsApps.set(`telnyx:${m[1]}`, profile.webhook_url ?? '');
        return send(200, {
          data: { id: m[1], record_type: 'messaging_profile', webhook_url: profile.webhook_url },
        });
      }
      if ((m = url.pathname.match(/^\/v2\/phone_numbers\/num-(\d+)\/messaging$/)) && req.method === 'PATCH') {
        const number = `+${m[1]}`;
        const { messaging_profile_id } = JSON.parse(body) as { messaging_profile_id: string };
        const sms = smsApps.get(`telnyx:${messaging_profile_id}`);
        if (!fake.rented.has(number) || sms === undefined)
          return send(404, { errors: [{ code: '10005', title: 'Resource not found' }] });
        fake.smsPointed.set(number, sms);
        return send(200, { data: { id: `num-${m[1]}`, phone_number: number, messaging_profile_id } });
      }
      if ((m = url.pathname.match(/^\/v2\/phone_numbers\/num-(\d+)$/)) && req.method === 'PATCH') {
        const number = `+${m[1]}`;
        const { connection_id } = JSON.parse(body) as { connection_id: string };
        const app = apps.get(`telnyx:${connection_id}`);
        if (!fake.rented.has(number) || !app)
          return send(404, { errors: [{ code: '10005', title: 'Resource not found' }] });
        fake.pointed.set(number, app);
        return send(200, { data: { id: `num-${m[1]}`, phone_number: number, connection_id } });
      }
      if ((m = url.pathname.match(/^\/v2\/phone_numbers\/num-(\d+)$/)) && req.method === 'DELETE') {
        fake.rented.delete(`+${m[1]}`);
        return send(200, { data: { id: `num-${m[1]}`, status: 'deleted' } });
      }
    }

    // Plivo
    if ((m = url.pathname.match(/^\/v1\/Account\/([^/]+)\/(.*)$/))) {
      if (seen.authorization !== basic('MA_test', 'plivo_token') || m[1] !== 'MA_test') {
        return send(401, { api_id: 'x', error: 'Authentication credentials invalid' });
      }
      const rest = m[2]!;
      if (req.method === 'GET' && rest === 'PhoneNumber/') {
        const numbers = available({ areaCode: url.searchParams.get('pattern'), limit });
        return send(200, {
          api_id: 'x',
          meta: { total_count: numbers.length },
          objects: numbers.map((n) => ({
            number: n.slice(1),
            city: 'NEW YORK',
            region: 'New York, UNITED STATES',
            rate_center: 'NWYRCYZN01',
            voice_enabled: true,
            sms_enabled: false,
            monthly_rental_rate: '0.80000',
            setup_rate: '0.00000',
          })),
        });
      }
      if ((m = rest.match(/^PhoneNumber\/(\d+)\/$/)) && req.method === 'POST') {
        const number = `+${m[1]}`;
        if (!fake.inventory.has(number) || fake.rented.has(number)) {
          return send(404, { api_id: 'x', error: 'Phone number not found' });
        }
        fake.rented.set(number, m[1]!);
        return send(201, {
          api_id: 'x',
          message: 'created',
          numbers: [{ number: m[1], status: 'Success' }],
          status: 'fulfilled',
        });
      }
      if (req.method === 'POST' && rest === 'Call/') {
        const call = JSON.parse(body) as Record<string, string>;
        const id = `fake-request-${++serial}`;
        fake.dialed.push({
          provider: 'plivo',
          sid: id,
          to: `+${call.to}`,
          from: `+${call.from}`,
          answerUrl: call.answer_url ?? '',
          statusUrl: call.hangup_url ?? '',
          machineDetection: call.machine_detection === 'true' || call.machine_detection === 'hangup',
          detection: { mode: call.machine_detection ?? '', timeout: call.machine_detection_time ?? null },
          ...(call.machine_detection_url ? { machineDetectionUrl: call.machine_detection_url } : {}),
        });
        fake.live.add(id);
        return send(201, { api_id: 'x', message: 'call fired', request_uuid: id });
      }
      if (req.method === 'POST' && rest === 'Message/') {
        const msg = JSON.parse(body) as Record<string, any>;
        const id = `fake-message-${++serial}`;
        fake.texts.push({
          provider: 'plivo',
          id,
          to: `+${msg.dst}`,
          from: `+${msg.src}`,
          body: msg.text ?? '',
          mediaUrls: msg.media_urls ?? [],
          statusUrl: msg.url ?? '',
        });
        return send(202, { api_id: 'x', message: 'message(s) queued', message_uuid: [id] });
      }
      if ((m = rest.match(/^Call\/([^/]+)\/$/)) && req.method === 'POST') {
        const transfer = JSON.parse(body) as Record<string, string>;
        fake.redirects.push({
          provider: 'plivo',
          sid: decodeURIComponent(m[1]!),
          url: transfer.aleg_url ?? '',
        });
        return send(202, { api_id: 'x', message: 'call transferred' });
      }
      if ((m = rest.match(/^Call\/([^/]+)\/DTMF\/$/)) && req.method === 'POST') {
        const sid = decodeURIComponent(m[1]!);
        if (!fake.live.has(sid)) return send(404, { api_id: 'x', error: 'call not found' });
        const json = JSON.parse(body) as Record<string, unknown>;
        fake.keyPresses.push({ provider: 'plivo', sid, digits: String(json.digits ?? ''), body: json });
        return send(202, { api_id: 'x', message: 'digits sent' });
      }
      if ((m = rest.match(/^(Call|Request)\/([^/]+)\/$/)) && req.method === 'DELETE') {
        const sid = decodeURIComponent(m[2]!);
        if (!fake.live.delete(sid)) return send(404, { api_id: 'x', error: 'not found' });
        fake.hungUp.push({ provider: 'plivo', sid, how: m[1]! });
        return send(204);
      }
      if ((m = rest.match(/^Application\/([^/]+)\/$/)) && req.method === 'POST') {
        const app = JSON.parse(body) as {
          answer_url?: string;
          hangup_url?: string;
          message_url?: string;
          fallback_answer_url?: string;
        };
        const before = apps.get(`plivo:${m[1]}`);
        apps.set(`plivo:${m[1]}`, {
          voiceUrl: app.answer_url ?? '',
          statusUrl: app.hangup_url ?? '',
          ...(app.fallback_answer_url !== undefined
            ? { fallbackUrl: app.fallback_answer_url }
            : before?.fallbackUrl !== undefined
              ? { fallbackUrl: before.fallbackUrl }
              : {}),
        });
        if (app.message_url) smsApps.set(`plivo:${m[1]}`, app.message_url);
        return send(202, { api_id: 'x', message: 'changed' });
      }
      if ((m = rest.match(/^Number\/(\d+)\/$/)) && req.method === 'POST') {
        const number = `+${m[1]}`;
        const { app_id } = JSON.parse(body) as { app_id: string };
        const app = apps.get(`plivo:${app_id}`);
        if (!fake.rented.has(number) || !app) return send(404, { api_id: 'x', error: 'not found' });
        fake.pointed.set(number, app);
        const sms = smsApps.get(`plivo:${app_id}`);
        if (sms) fake.smsPointed.set(number, sms);
        return send(202, { api_id: 'x', message: 'changed' });
      }
      if ((m = rest.match(/^Number\/(\d+)\/$/)) && req.method === 'GET') {
        if (!fake.rented.has(`+${m[1]}`)) return send(404, { api_id: 'x', error: 'not found' });
        return send(200, { api_id: 'x', number: m[1], number_type: 'local', voice_enabled: true });
      }
      if ((m = rest.match(/^Number\/(\d+)\/$/)) && req.method === 'DELETE') {
        if (!fake.rented.delete(`+${m[1]}`)) return send(404, { api_id: 'x', error: 'not found' });
        return send(204);
      }
    }
    send(404, { message: `no such route ${req.method} ${url.pathname}` });
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (fake.delayMs > 0) setTimeout(() => handle(req, body, res), fake.delayMs);
      else handle(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
