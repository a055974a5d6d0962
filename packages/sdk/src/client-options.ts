import { LeadlineError } from './errors.js';
import { LOG_LEVELS, type Logger, type LogLevel, levelledLogger } from './logger.js';

/** The slice of a `Response` the SDK reads, so global fetch and undici's `fetch` both fit. */
export interface FetchResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: Headers;
  /** Read as a stream by `client.events.stream()`. */
  readonly body?: ReadableStream<Uint8Array> | null;
  text(): Promise<string>;
}

/** The slice of `RequestInit` the SDK sends. */
export interface FetchInit {
  method: string;
  headers: Record<string, string>;
  /** JSON text; an upload's multipart body as a Blob, or as a stream when a file is one. */
  body?: string | Blob | ReadableStream<Uint8Array>;
  /** Set with a stream body, as fetch requires. */
  duplex?: 'half';
  signal: AbortSignal;
  /** undici's Dispatcher (an `Agent`); `any` so that both Node's fetch and the undici package's accept it. */
  dispatcher?: any;
}

export type Fetch = (url: string, init: FetchInit) => Promise<FetchResponse>;

interface KeyPairCredentials {
  /** `llpk_…`; default `LEADLINE_PUBLIC_KEY`. */
  publicKey?: string;
  /** `llsk_…`; default `LEADLINE_PRIVATE_KEY`. */
  privateKey?: string;
  authToken?: never;
  companyId?: never;
}

interface TokenCredentials {
  /** A developer access token (`lldt_…`); default `LEADLINE_AUTH_TOKEN`. */
  authToken?: string;
  /** The company to act in (id, uuid or subdomain), when the token's user belongs to several. */
  companyId?: string | number;
  publicKey?: never;
  privateKey?: never;
}

interface CommonOptions {
  /** The server, e.g. `http://127.0.0.1:3000` (`/api/v1` is added); default `LEADLINE_BASE_URL`. */
  baseURL?: string;
  /** Milliseconds per attempt before an `APIConnectionTimeoutError` (default 60,000). */
  timeout?: number;
  /** Retries after the first attempt on connection errors, 408, 409, 429 and 5xx (default 2). */
  maxRetries?: number;
  /** Default: the global `fetch`. Pass undici's `fetch` together with an undici `dispatcher`. */
  fetch?: Fetch;
  /**
   * An undici `Agent` (keep-alive, pool size) handed to `fetch` as `dispatcher`.
   * It must come from the same undici as the `fetch` in use: Node's global fetch
   * is its bundled undici, so with the `undici` package pass its `fetch` too.
   */
  dispatcher?: object;
  /** Sent with every request. */
  defaultHeaders?: Record<string, string>;
  /** Where the client logs (default `console`). Credentials are never logged. */
  logger?: Logger;
  /**
   * `debug` logs every request and answer, `info` retries, `warn` (the default) the
   * answers the client gives up on, `off` nothing; default `LEADLINE_LOG`.
   */
  logLevel?: LogLevel;
}

export type ClientOptions = CommonOptions & (KeyPairCredentials | TokenCredentials);

export interface ResolvedOptions {
  /** Ends in `/api/v1`, no trailing slash. */
  apiURL: string;
  authorization: string;
  companyId: string | undefined;
  timeout: number;
  maxRetries: number;
  fetch: Fetch;
  dispatcher: object | undefined;
  defaultHeaders: Record<string, string>;
  /** Already levelled: what it is told, it logs. */
  logger: Logger;
}

const env = (name: string): string | undefined => {
  const value = typeof process === 'undefined' ? undefined : process.env[name];
  return value ? value : undefined;
};

/**
 * Options, else the LEADLINE_* environment. A key pair wins over a token when
 * both are available; options never mix with the environment's other kind.
 */
export function resolveOptions(options: ClientOptions): ResolvedOptions {
  const baseURL = options.baseURL ?? env('LEADLINE_BASE_URL');
  if (!baseURL) {
    throw new LeadlineError('No baseURL: pass { baseURL } or set LEADLINE_BASE_URL');
  }
  const explicitToken = options.authToken !== undefined;
  const publicKey = options.publicKey ?? (explicitToken ? undefined : env('LEADLINE_PUBLIC_KEY'));
  const privateKey = options.privateKey ?? (explicitToken ? undefined : env('LEADLINE_PRIVATE_KEY'));
  const authToken = options.authToken ?? (publicKey ? undefined : env('LEADLINE_AUTH_TOKEN'));

  let authorization: string;
  if (publicKey && privateKey) authorization = `Basic ${btoa(`${publicKey}:${privateKey}`)}`;
  else if (authToken) authorization = `Token ${authToken}`;
  else if (publicKey || privateKey) {
    throw new LeadlineError('A key pair needs both publicKey and privateKey');
  } else {
    throw new LeadlineError(
      'No credentials: pass { publicKey, privateKey } or { authToken }, or set LEADLINE_PUBLIC_KEY and LEADLINE_PRIVATE_KEY or LEADLINE_AUTH_TOKEN',
    );
  }
  const fetchImpl = options.fetch ?? (globalThis.fetch as unknown as Fetch | undefined);
  if (!fetchImpl) throw new LeadlineError('No fetch: pass { fetch } on runtimes without a global fetch');
  const companyId = options.companyId ?? (authToken ? env('LEADLINE_COMPANY_ID') : undefined);
  return {
    apiURL: apiURL(baseURL),
    authorization,
    companyId: companyId === undefined ? undefined : String(companyId),
    timeout: options.timeout ?? 60_000,
    maxRetries: options.maxRetries ?? 2,
    // Called unbound: global fetch throws "Illegal invocation" when called as a method of another object.
    fetch: (url, init) => fetchImpl(url, init),
    dispatcher: options.dispatcher,
    defaultHeaders: options.defaultHeaders ?? {},
    logger: resolveLogger(options),
  };
}

function resolveLogger(options: ClientOptions): Logger {
  const logger = options.logger ?? console;
  if (options.logLevel !== undefined) {
    if (!LOG_LEVELS.includes(options.logLevel)) {
      throw new LeadlineError(
        `logLevel must be one of ${LOG_LEVELS.join(', ')}, not ${String(options.logLevel)}`,
      );
    }
    return levelledLogger(logger, options.logLevel);
  }
  const fromEnv = env('LEADLINE_LOG');
  if (fromEnv === undefined || LOG_LEVELS.includes(fromEnv as LogLevel)) {
    return levelledLogger(logger, (fromEnv as LogLevel | undefined) ?? 'warn');
  }
  // A wrong variable should not stop a program that otherwise works: say so and keep the default.
  const levelled = levelledLogger(logger, 'warn');
  levelled.warn(`LEADLINE_LOG=${fromEnv} is not a level (${LOG_LEVELS.join(', ')}); logging at warn`);
  return levelled;
}

/** `http://host:3000`, `http://host:3000/` and `http://host:3000/api/v1` all mean the same API. */
function apiURL(baseURL: string): string {
  const trimmed = baseURL.replace(/\/+$/, '');
  return trimmed.endsWith('/api/v1') ? trimmed : `${trimmed}/api/v1`;
}
