import { type UrlGuard, UrlRefusedError } from '../net/url-guard.js';
import { CarrierError, type RecordingMedia } from './carrier.js';

/** A carrier that does not answer in this long is treated as failed (the API request is waiting). */
const TIMEOUT_MS = 15_000;

export interface CarrierRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: URL;
  authorization: string;
  /** Sent as JSON, or as a form when `form` is set (Twilio takes forms). */
  body?: Record<string, unknown>;
  form?: boolean;
  /** When set, the request goes through it: the connected address is checked against SSRF. */
  guard?: UrlGuard | undefined;
}

/**
 * One call to a carrier's REST API: its JSON answer, or a CarrierError
 * carrying the carrier's status and its own message (every carrier words
 * errors differently; `messageOf` reads the common shapes).
 */
export async function carrierRequest(provider: string, r: CarrierRequest): Promise<unknown> {
  const headers: Record<string, string> = { authorization: r.authorization, accept: 'application/json' };
  let body: string | undefined;
  if (r.body) {
    if (r.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(
        // An array is the same key repeated (Twilio's StatusCallbackEvent).
        Object.entries(r.body).flatMap(([k, v]): [string, string][] =>
          v === undefined ? [] : Array.isArray(v) ? v.map((x) => [k, String(x)]) : [[k, String(v)]],
        ),
      ).toString();
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(r.body);
    }
  }
  let response: Response;
  try {
    // A carrier API never redirects a REST call; a 3xx is answered as it is, not followed.
    response = r.guard
      ? await r.guard.fetch(r.url.toString(), {
          method: r.method,
          headers,
          ...(body !== undefined ? { body } : {}),
          timeoutMs: TIMEOUT_MS,
          maxRedirects: 0,
        })
      : await fetch(r.url, { method: r.method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    if (error instanceof UrlRefusedError) {
      throw new CarrierError(provider, undefined, `${provider} base URL refused: ${error.message}`);
    }
    const reason =
      (error as Error).name === 'TimeoutError' ? `no answer in ${TIMEOUT_MS / 1000} s` : 'unreachable';
    throw new CarrierError(provider, undefined, `${provider} ${reason} (${r.url.origin})`);
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    // Only the carrier's own error message: a document of another shape is not repeated back.
    const detail = messageOf(json) ?? response.statusText;
    throw new CarrierError(provider, response.status, `${provider} answered ${response.status}: ${detail}`);
  }
  return json;
}

/** Twilio `{message}`, Telnyx `{errors: [{title, detail}]}`, Plivo `{error}`. */
function messageOf(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const j = json as Record<string, unknown>;
  if (typeof j.message === 'string') return j.message;
  if (typeof j.error === 'string') return j.error;
  if (Array.isArray(j.errors) && j.errors.length) {
    const e = j.errors[0] as Record<string, unknown>;
    return [e.title, e.detail].filter((x) => typeof x === 'string').join(': ') || undefined;
  }
  return undefined;
}

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** A base URL and a path under it (the base may carry a path prefix, as SignalWire's does). */
export function under(baseUrl: string, path: string, query?: Record<string, string | undefined>): URL {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== '') url.searchParams.set(k, v);
  return url;
}

/**
 * A recording at the URL a carrier's callback named, its body left to stream.
 * `authorization` goes only to `apiOrigin` (the account's own API): a URL
 * elsewhere (a presigned storage URL) is fetched without it. Every hop is
 * SSRF-checked through `guard` when there is one.
 */
export async function openMedia(
  provider: string,
  url: string,
  access: { authorization: string; baseUrl: string; guard?: UrlGuard | undefined },
): Promise<RecordingMedia> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new CarrierError(provider, undefined, `${provider} recording URL is not a URL`);
  }
  const headers: Record<string, string> =
    target.origin === new URL(access.baseUrl).origin ? { authorization: access.authorization } : {};
  let response: Response;
  try {
    response = access.guard
      ? await access.guard.fetch(target.toString(), { headers, timeoutMs: MEDIA_TIMEOUT_MS })
      : await fetch(target, { headers, signal: AbortSignal.timeout(MEDIA_TIMEOUT_MS) });
  } catch (error) {
    if (error instanceof UrlRefusedError)
      throw new CarrierError(provider, undefined, `${provider} recording URL refused: ${error.message}`);
    throw new CarrierError(provider, undefined, `${provider} recording unreachable (${target.origin})`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new CarrierError(
      provider,
      response.status,
      `${provider} answered ${response.status} for the recording`,
    );
  }
  const length = Number(response.headers.get('content-length'));
  return {
    body: response.body,
    contentType: response.headers.get('content-type')?.split(';')[0]?.trim() || 'audio/mpeg',
    length: Number.isFinite(length) && length > 0 ? length : null,
  };
}

/** A recording of an hour is a large download: more time than a REST call. */
const MEDIA_TIMEOUT_MS = 120_000;

/** Runs a delete whose target may already be gone: the carrier's 404 counts as done. */
export async function deleted(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (error instanceof CarrierError && error.notFound) return;
    throw error;
  }
}
