import { createRequire } from 'node:module';
import aws4 from 'aws4';
import { type UrlGuard, UrlRefusedError } from '../net/url-guard.js';
import { settingsText } from './settings-text.js';

// Loaded with the first unguarded upload, not with the package (issue 30, RSS).
const undiciFetch = (...args: Parameters<typeof import('undici').fetch>) =>
  (createRequire(import.meta.url)('undici') as typeof import('undici')).fetch(...args);

/** A store that does not answer in this long is treated as failed (the caller is waiting on the upload). */
const TIMEOUT_MS = 15_000;

export interface S3Target {
  bucket: string;
  region: string;
  /** S3-compatible endpoint origin, e.g. http://127.0.0.1:9000 (blank: AWS, https://s3.<region>.amazonaws.com) */
  endpoint?: string;
  /** Bucket in the path (MinIO, most compatible stores) instead of the host name; default true when endpoint is set, false for AWS */
  pathStyle?: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** When set, the upload goes through it: the endpoint's connected address is checked against SSRF. */
  guard?: UrlGuard;
}

export class S3UploadError extends Error {
  override name = 'S3UploadError';
  constructor(
    message: string,
    /** The HTTP status S3 answered; null when it did not answer at all. */
    readonly status: number | null,
    /** S3's own error code (`SignatureDoesNotMatch`, `NoSuchBucket`, ...), when it sent one. */
    readonly code: string | null,
  ) {
    super(message);
  }
}

/** PUT one object; returns its URL and the ETag the store answered (quotes stripped). */
export async function putObject(
  target: S3Target,
  key: string,
  body: string | Uint8Array,
  contentType: string,
  signal?: AbortSignal,
): Promise<{ url: string; etag: string | null }> {
  const { url, response } = await send(target, 'PUT', key, { body, contentType }, signal);
  // Read even on success, so the connection is released now rather than at garbage collection.
  const text = await readText(response, url, signal);
  if (!response.ok) throw storeError(response, text);
  const etag = response.headers.get('etag');
  return { url: url.toString(), etag: etag ? etag.replace(/"/g, '') : null };
}

/** GET one object's bytes and media type; more than `maxBytes` is refused rather than read. */
export async function getObject(
  target: S3Target,
  key: string,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<{ bytes: Uint8Array; contentType: string | null }> {
  const { url, response } = await send(target, 'GET', key, null, signal);
  if (!response.ok) throw storeError(response, await readText(response, url, signal));
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new S3UploadError(`S3 object ${key} is larger than ${maxBytes} bytes`, null, null);
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new S3UploadError(`S3 at ${url.origin} is unreachable (${causeOf(error)})`, null, null);
  }
  if (bytes.byteLength > maxBytes)
    throw new S3UploadError(`S3 object ${key} is larger than ${maxBytes} bytes`, null, null);
  return { bytes, contentType: response.headers.get('content-type') };
}

/**
 * GET one object as a stream of its bytes, read as the caller reads (a download
 * passed on without holding the object in memory); null when there is no such key.
 */
export async function getObjectStream(
  target: S3Target,
  key: string,
  signal?: AbortSignal,
): Promise<AsyncIterable<Uint8Array> | null> {
  const { url, response } = await send(target, 'GET', key, null, signal, false);
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) throw storeError(response, await readText(response, url, signal));
  const body = response.body;
  if (!body) return (async function* () {})();
  return (async function* () {
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) yield chunk;
    } catch (error) {
      throw new S3UploadError(`S3 at ${url.origin} broke off the object (${causeOf(error)})`, null, null);
    }
  })();
}

/** DELETE one object; one already gone is no error (S3 answers 204 either way, a stand-in may say 404). */
export async function deleteObject(target: S3Target, key: string, signal?: AbortSignal): Promise<void> {
  const { url, response } = await send(target, 'DELETE', key, null, signal);
  const text = await readText(response, url, signal);
  if (!response.ok && response.status !== 404) throw storeError(response, text);
}

/** Signs (SigV4) and sends one request for an object; a store that cannot be reached is an S3UploadError. */
async function send(
  target: S3Target,
  method: 'PUT' | 'GET' | 'DELETE',
  key: string,
  content: { body: string | Uint8Array; contentType: string } | null,
  signal?: AbortSignal,
  /** False for a streamed answer: the timeout then bounds the wait for the headers only, not the whole read. */
  timeBody = true,
): Promise<{ url: URL; response: Response }> {
  const url = objectUrl(target, key);
  const body = content?.body;
  const signed = aws4.sign(
    {
      method,
      host: url.host,
      path: url.pathname,
      service: 's3',
      region: target.region,
      headers: content ? { 'content-type': content.contentType } : {},
      // aws4 hashes the body for x-amz-content-sha256; a Buffer view avoids copying the bytes.
      body:
        body === undefined
          ? ''
          : typeof body === 'string'
            ? body
            : Buffer.from(body.buffer, body.byteOffset, body.byteLength),
    },
    { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
  );
  const headers: Record<string, string> = {};
  // fetch derives Host from the URL, which is the host that was signed.
  for (const [name, value] of Object.entries(signed.headers ?? {}))
    if (name.toLowerCase() !== 'host' && value !== undefined) headers[name] = String(value);

  // A streamed answer is read at the reader's pace: the timeout then bounds the wait for its headers only.
  const clock = new AbortController();
  const timer = setTimeout(() => clock.abort(new Error('timeout')), TIMEOUT_MS);
  const timeout = clock.signal;
  try {
    const combined = signal ? AbortSignal.any([timeout, signal]) : timeout;
    const init = { method, headers, ...(body === undefined ? {} : { body }), signal: combined };
    const response = target.guard
      ? await target.guard.fetch(url.toString(), { ...init, maxRedirects: 0 })
      : // undici's own fetch: once the undici package is loaded, Node's built-in fetch may refuse its dispatcher.
        ((await undiciFetch(url, init)) as unknown as Response);
    if (!timeBody) clearTimeout(timer);
    else timer.unref();
    return { url, response };
  } catch (error) {
    clearTimeout(timer);
    throw unreachable(error, url, timeout, signal);
  }
}

async function readText(response: Response, url: URL, signal?: AbortSignal): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new S3UploadError(`S3 at ${url.origin} is unreachable (${causeOf(error)})`, null, null);
  }
}

function unreachable(error: unknown, url: URL, timeout: AbortSignal, signal?: AbortSignal): unknown {
  // The caller cancelling is not a failure of the store: hand back their own reason.
  if (signal?.aborted) return signal.reason;
  if (error instanceof UrlRefusedError)
    return new S3UploadError(`S3 endpoint refused: ${error.message}`, null, null);
  const reason = timeout.aborted
    ? `gave no answer in ${TIMEOUT_MS / 1000} s`
    : `is unreachable (${causeOf(error)})`;
  return new S3UploadError(`S3 at ${url.origin} ${reason}`, null, null);
}

function storeError(response: Response, text: string): S3UploadError {
  const code = xmlText(text, 'Code');
  const message = xmlText(text, 'Message');
  const detail = code
    ? `${code}${message ? `: ${message}` : ''}`
    : // Not an S3 error document: its content is not repeated (it may be anything the endpoint serves).
      response.statusText;
  return new S3UploadError(`S3 answered ${response.status} ${detail}`, response.status, code);
}

/**
 * The target an `aws_s3` integration describes: settings {bucket, region, endpoint?, path_style?, access_key_id}
 * and the secret access key (the integration's first secret item). Returns either the target or a list of
 * problems, each a short sentence naming the setting, e.g. "settings.bucket is required".
 */
export function s3TargetOf(
  settings: Record<string, unknown> | null,
  secretAccessKey: string | null,
): { target: S3Target } | { problems: string[] } {
  const s = settings ?? {};
  const problems: string[] = [];
  const text = settingsText(settings, problems);
  const bucket = text('bucket', true);
  const region = text('region', true);
  const endpoint = text('endpoint', false);
  const accessKeyId = text('access_key_id', true);
  if (endpoint !== undefined && !isHttpUrl(endpoint))
    problems.push('settings.endpoint must be an http(s) URL, e.g. http://127.0.0.1:9000');
  const pathStyle = s.path_style ?? undefined;
  if (pathStyle !== undefined && typeof pathStyle !== 'boolean')
    problems.push('settings.path_style must be true or false');
  if (!secretAccessKey?.trim()) problems.push('the secret access key (the first secret item) is required');
  if (problems.length) return { problems };
  return {
    target: {
      bucket: bucket!,
      region: region!,
      ...(endpoint ? { endpoint } : {}),
      pathStyle: typeof pathStyle === 'boolean' ? pathStyle : endpoint !== undefined,
      accessKeyId: accessKeyId!,
      secretAccessKey: secretAccessKey!,
    },
  };
}

function objectUrl(target: S3Target, key: string): URL {
  // URLs resolve "." and ".." segments (even percent-encoded), so such a key would land somewhere else.
  if (!key || key.split('/').some((segment) => segment === '.' || segment === '..'))
    throw new S3UploadError(`S3 object key ${JSON.stringify(key)} cannot be sent in a URL`, null, null);
  const path = key.split('/').map(encodeSegment).join('/');
  const endpoint = target.endpoint?.trim();
  const pathStyle = target.pathStyle ?? Boolean(endpoint);
  const url = new URL(endpoint || `https://s3.${target.region}.amazonaws.com`);
  if (!pathStyle) url.hostname = `${target.bucket}.${url.hostname}`;
  // An endpoint may sit under a path prefix (a store behind a reverse proxy).
  const prefix = url.pathname.replace(/\/+$/, '');
  url.pathname = `${prefix}${pathStyle ? `/${encodeSegment(target.bucket)}` : ''}/${path}`;
  url.search = '';
  url.hash = '';
  return url;
}

/** RFC 3986 unreserved characters only, as SigV4's canonical path has them, so what is sent is what was signed. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const isHttpUrl = (value: string) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** One element's text from S3's error XML; a regular expression is enough for its flat shape. */
function xmlText(xml: string, element: string): string | null {
  const match = new RegExp(`<${element}>([^<]*)</${element}>`).exec(xml);
  if (!match) return null;
  return match[1]!
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** undici's "fetch failed" says nothing; the cause (ECONNREFUSED, ENOTFOUND, ...) does. */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}
