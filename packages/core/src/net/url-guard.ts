import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import type * as Undici from 'undici';
import type { Agent, Dispatcher } from 'undici';
import { whileOutbound } from '../db/request-transaction.js';
import { AddressPolicy, type PrivateUrlAllowance } from './address-policy.js';

// undici loads with the first outbound request, not with the package: an API server that never
// calls out does not hold it (issue 30, RSS).
let undiciModule: typeof Undici | undefined;
const undici = () => (undiciModule ??= createRequire(import.meta.url)('undici') as typeof Undici);

/** Why a URL was refused; `message` is safe to show the tenant (it never echoes a fetched body). */
export class UrlRefusedError extends Error {
  constructor(
    readonly url: string,
    readonly reason: string,
  ) {
    super(`${reason}: ${redactUrl(url)}`);
    this.name = 'UrlRefusedError';
  }
}

export interface UrlGuardOptions {
  /** The operator's `LEADLINE_ALLOW_PRIVATE_URLS`. */
  allowPrivate?: PrivateUrlAllowance | null;
  /** DNS lookup (tests give a resolver of their own). */
  lookup?: typeof dnsLookup;
}

export interface GuardedFetchInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Give up after this long (connect, headers and body). */
  timeoutMs?: number;
  /** The caller's own cancellation, beside `timeoutMs`. */
  signal?: AbortSignal;
  /** Redirects followed, each hop checked again (default 5; 0 answers the 3xx itself). */
  maxRedirects?: number;
}

export interface GuardedRequestInit extends GuardedFetchInit {
  /** Bytes of the answer's body kept (default 64 KiB); the rest is read and dropped. */
  maxBodyBytes?: number;
}

/** An answer read whole by `UrlGuard.request`: status, headers (lower-case names) and the start of the body. */
export interface GuardedAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body as UTF-8 text, cut at `maxBodyBytes`. */
  body: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DEFAULT_BODY_BYTES = 64 * 1024;
/** How long a save waits for DNS before accepting the name (it is checked again at connect time). */
const SAVE_LOOKUP_MS = 1_000;

/** Host names of internal networks: one label (a search domain completes it), or an internal suffix. */
const INTERNAL_NAME = /^[^.]+\.?$|\.(internal|local|localdomain|home\.arpa|lan|intranet|corp|private)\.?$/i;

/**
 * Every URL the server fetches on a tenant's word (webhooks, subscriptions,
 * OAuth, import files, carrier and S3 endpoints, sounds and recordings) goes
 * through here. `check` at save time refuses what is plainly private (a
 * private literal, `localhost`, a name that resolves privately, a scheme other
 * than http(s)); `fetch` checks again at connect time, on the address actually
 * dialled, and on every redirect hop — a name that resolved publicly when
 * saved and privately now (DNS rebinding) is still refused.
 */
export class UrlGuard {
  readonly policy: AddressPolicy;
  private readonly lookup: typeof dnsLookup;
  private agentInstance: Agent | null = null;

  constructor(options: UrlGuardOptions = {}) {
    this.policy = new AddressPolicy(options.allowPrivate);
    this.lookup = options.lookup ?? dnsLookup;
  }

  /**
   * Save-time check: the URL parses, is http(s), and its host is not private
   * (literal, or resolved). A name that does not resolve now is accepted: it
   * is checked again when fetched.
   */
  async check(url: string): Promise<URL> {
    const parsed = this.parse(url);
    const host = hostOf(parsed);
    if (isIP(host)) {
      this.judge(url, host);
      return parsed;
    }
    let addresses: LookupAddress[];
    let timer: NodeJS.Timeout | undefined;
    try {
      // A resolver that does not answer must not hold a save up: the name is checked again when fetched.
      addresses = await Promise.race([
        new Promise<LookupAddress[]>((resolve, reject) =>
          this.lookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found))),
        ),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('DNS timeout')), SAVE_LOOKUP_MS);
        }),
      ]);
    } catch {
      return parsed;
    } finally {
      clearTimeout(timer);
    }
    for (const a of addresses) this.judge(url, a.address);
    return parsed;
  }

  /** The synchronous part of `check`: scheme, credentials-free host, literal addresses and localhost. */
  parse(url: string): URL {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new UrlRefusedError(url, 'not a URL');
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new UrlRefusedError(url, `scheme ${parsed.protocol.replace(/:$/, '')} is not http or https`);
    }
    const host = hostOf(parsed);
    if (!host) throw new UrlRefusedError(url, 'no host');
    if (isIP(host)) this.judge(url, host);
    else if (host === 'localhost' || host.endsWith('.localhost')) {
      const refusal = this.policy.refusal('127.0.0.1');
      if (refusal) throw new UrlRefusedError(url, refusal);
    } else if (INTERNAL_NAME.test(host) && !this.policy.opensPrivate) {
      // Such a name resolves only inside a network (metadata.google.internal, a search domain):
      // where it does not resolve now it would be accepted, and reach inside once it does.
      throw new UrlRefusedError(url, `${host} is an internal host name`);
    }
    return parsed;
  }

  /** Fetches with the connect-time check, following redirects hop by hop. */
  fetch(url: string, init: GuardedFetchInit = {}): Promise<Response> {
    // A request transaction never holds SQLite's one writer while a third party takes its time.
    return whileOutbound(() => this.fetchHops(url, init));
  }

  private async fetchHops(url: string, init: GuardedFetchInit): Promise<Response> {
    const timeout = init.timeoutMs ? AbortSignal.timeout(init.timeoutMs) : undefined;
    const signal =
      timeout && init.signal ? AbortSignal.any([timeout, init.signal]) : (timeout ?? init.signal);
    let current = this.parse(url).toString();
    let method = init.method ?? 'GET';
    let body = init.body;
    const maxRedirects = init.maxRedirects ?? 5;
    for (let hop = 0; ; hop++) {
      let response: Response;
      try {
        response = (await undici().fetch(current, {
          method,
          headers: init.headers,
          body,
          redirect: 'manual',
          signal,
          dispatcher: this.agent(),
        })) as unknown as Response;
      } catch (error) {
        // undici says "fetch failed"; the refusal is its cause, and the one worth telling.
        const cause = (error as { cause?: unknown }).cause;
        if (cause instanceof UrlRefusedError) throw new UrlRefusedError(current, cause.reason);
        throw error;
      }
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || !location || maxRedirects === 0) return response;
      if (hop >= maxRedirects) throw new UrlRefusedError(url, `more than ${maxRedirects} redirects`);
      await response.body?.cancel();
      current = this.parse(new URL(location, current).toString()).toString();
      if (
        response.status === 303 ||
        ((response.status === 301 || response.status === 302) && method === 'POST')
      ) {
        method = 'GET';
        body = undefined;
      }
    }
  }

  /**
   * The same checks as `fetch` (connect-time address check, every redirect hop
   * checked), on undici's `request` rather than its WHATWG `fetch`: about a
   * fifth of the CPU per request, which is what a delivery worker spends its
   * time on. Reads the answer whole (up to `maxBodyBytes`) before returning.
   */
  request(url: string, init: GuardedRequestInit = {}): Promise<GuardedAnswer> {
    return whileOutbound(() => this.requestHops(url, init));
  }

  private async requestHops(url: string, init: GuardedRequestInit): Promise<GuardedAnswer> {
    const timeout = init.timeoutMs ? AbortSignal.timeout(init.timeoutMs) : undefined;
    const signal =
      timeout && init.signal ? AbortSignal.any([timeout, init.signal]) : (timeout ?? init.signal);
    let current = this.parse(url).toString();
    let method = (init.method ?? 'GET').toUpperCase() as Dispatcher.HttpMethod;
    let body = init.body;
    const maxRedirects = init.maxRedirects ?? 5;
    const limit = init.maxBodyBytes ?? DEFAULT_BODY_BYTES;
    for (let hop = 0; ; hop++) {
      let answer: Dispatcher.ResponseData;
      try {
        answer = await undici().request(current, {
          method,
          headers: init.headers && withoutHopHeaders(init.headers),
          body: body ?? null,
          signal,
          dispatcher: this.agent(),
        });
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) throw new UrlRefusedError(current, refusal.reason);
        throw error;
      }
      const location = headerOf(answer.headers.location);
      if (!REDIRECTS.has(answer.statusCode) || !location || maxRedirects === 0) {
        return {
          status: answer.statusCode,
          headers: flatHeaders(answer.headers),
          body: await readCapped(answer.body, limit),
        };
      }
      await answer.body.dump();
      if (hop >= maxRedirects) throw new UrlRefusedError(url, `more than ${maxRedirects} redirects`);
      current = this.parse(new URL(location, current).toString()).toString();
      if (
        answer.statusCode === 303 ||
        ((answer.statusCode === 301 || answer.statusCode === 302) && method === 'POST')
      ) {
        method = 'GET';
        body = undefined;
      }
    }
  }

  /**
   * The address to connect to for a host that is not reached over HTTP (an
   * FTP or SFTP server): the name's rules as `parse` applies them, then every
   * address it resolves to checked now. The caller connects to the address
   * returned, not the name, so a second lookup cannot answer differently.
   */
  async address(host: string): Promise<string> {
    const name = host
      .trim()
      .replace(/^\[|\]$/g, '')
      .toLowerCase();
    const label = `//${name}`;
    if (!name) throw new UrlRefusedError(label, 'no host');
    if (isIP(name)) {
      this.judge(label, name);
      return name;
    }
    if (name === 'localhost' || name.endsWith('.localhost')) {
      const refusal = this.policy.refusal('127.0.0.1');
      if (refusal) throw new UrlRefusedError(label, refusal);
    } else if (INTERNAL_NAME.test(name) && !this.policy.opensPrivate) {
      throw new UrlRefusedError(label, `${name} is an internal host name`);
    }
    const found = await new Promise<LookupAddress[]>((resolve, reject) =>
      this.lookup(name, { all: true }, (error, all) => (error ? reject(error) : resolve(all))),
    ).catch((error: unknown) => {
      throw new UrlRefusedError(label, `${name} does not resolve (${(error as Error).message})`);
    });
    for (const a of found) this.judge(label, a.address);
    const first = found[0];
    if (!first) throw new UrlRefusedError(label, `${name} has no address`);
    return first.address;
  }

  /** An undici dispatcher whose every connection is checked (for callers that build their own requests). */
  dispatcher(): Dispatcher {
    return this.agent();
  }

  async close(): Promise<void> {
    await this.agentInstance?.close();
    this.agentInstance = null;
  }

  private agent(): Agent {
    this.agentInstance ??= new (undici().Agent)({
      connect: {
        lookup: (hostname, options, callback) => {
          this.lookup(hostname, { ...options, all: true }, (error, found) => {
            if (error) return callback(error, '', 0);
            const addresses = found as unknown as LookupAddress[];
            for (const a of addresses) {
              const refusal = this.policy.refusal(a.address);
              if (refusal) return callback(new UrlRefusedError(`//${hostname}`, refusal), '', 0);
            }
            const first = addresses[0];
            if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
            if ((options as { all?: boolean }).all) return (callback as any)(null, addresses);
            callback(null, first.address, first.family);
          });
        },
      },
    });
    return this.agentInstance;
  }

  private judge(url: string, address: string) {
    const refusal = this.policy.refusal(address);
    if (refusal) throw new UrlRefusedError(url, refusal);
  }
}

/** The refusal behind an undici error (a connect that the lookup hook refused), if that is what it was. */
function refusalOf(error: unknown): UrlRefusedError | undefined {
  if (error instanceof UrlRefusedError) return error;
  const cause = (error as { cause?: unknown })?.cause;
  return cause instanceof UrlRefusedError ? cause : undefined;
}

/** Headers that belong to the connection, not the message: undici's `request` refuses them, the pool sets its own. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'expect',
  'content-length',
  'host',
]);
function withoutHopHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (!HOP_HEADERS.has(name.toLowerCase())) out[name] = value;
  return out;
}

const headerOf = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** undici's raw headers as fetch's Headers would list them: repeated ones joined with ", ". */
function flatHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** Reads a body up to `limit` bytes, then stops reading (the connection is not kept for a body left unread). */
async function readCapped(body: Dispatcher.ResponseData['body'], limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buf = chunk as Buffer;
    chunks.push(buf);
    size += buf.length;
    if (size >= limit) {
      body.destroy();
      break;
    }
  }
  const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  return all.subarray(0, limit).toString('utf8');
}

const hostOf = (u: URL) => u.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** A URL fit for an error message or a log: no user info, no query (it may carry tokens). */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return url.slice(0, 100);
  }
}
