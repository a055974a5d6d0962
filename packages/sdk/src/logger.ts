/** Anything with these four methods: `console` (the default), pino, winston, a test's recorder. */
export interface Logger {
  error(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  debug(message: string, details?: Record<string, unknown>): void;
}

/**
 * How much the client says: `debug` every request and answer, `info` retries,
 * `warn` the answers it gives up on, `error` nothing yet, `off` nothing at all.
 */
export type LogLevel = 'off' | 'error' | 'warn' | 'info' | 'debug';

export const LOG_LEVELS: readonly LogLevel[] = ['off', 'error', 'warn', 'info', 'debug'];

/** A logger that drops what is below `level`. */
export function levelledLogger(logger: Logger, level: LogLevel): Logger {
  const rank = LOG_LEVELS.indexOf(level);
  const at =
    (name: Exclude<LogLevel, 'off'>) =>
    (message: string, details?: Record<string, unknown>): void => {
      if (LOG_LEVELS.indexOf(name) > rank) return;
      if (details === undefined) logger[name](message);
      else logger[name](message, details);
    };
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}

/** Query parameters whose values are credentials (lead tokens, keys): logged as `***`. */
const SECRET_PARAM = /token|key|secret|password|signature|auth/i;

/** A request URL fit for a log: the values of credential-like query parameters hidden. */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAM.test(name)) params.set(name, '***');
  }
  return `${url.slice(0, at)}?${params.toString().replaceAll('%2A', '*')}`;
}
