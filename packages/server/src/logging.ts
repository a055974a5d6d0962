import { createRequire } from 'node:module';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { ServerConfig } from './config.js';
import { redactRequestUrl } from './http/redact-url.js';

/** Fields of the one request line, which the pretty format already says in its message. */
const REQUEST_FIELDS = ['reqId', 'method', 'url', 'status_code', 'response_ms'];

/**
 * pino options for a config: readable one-line logs for a person at a
 * terminal, one JSON object per line for log collectors (the default when
 * stdout is not a terminal). Colour follows pino-pretty's reading of the
 * terminal, which honours NO_COLOR.
 */
export function loggerOptions(
  config: Pick<ServerConfig, 'logLevel' | 'logFormat'>,
  atTerminal = Boolean(process.stdout.isTTY),
): NonNullable<FastifyServerOptions['logger']> {
  const format = config.logFormat ?? (atTerminal ? 'pretty' : 'json');
  const level = config.logLevel ?? 'info';
  if (format === 'json') return { level };
  return {
    level,
    // Loaded only for a person at a terminal: a served process never holds it (issue 30, RSS).
    stream: (createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty'))({
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: ['pid', 'hostname', ...REQUEST_FIELDS].join(','),
      ...(process.env.NO_COLOR ? { colorize: false } : {}),
    }),
  };
}

/**
 * One log line per request, when it is answered (Fastify's default writes
 * two: one on arrival, one on completion). Other log lines Fastify writes
 * (errors, 404s) are kept.
 */
export class OneLinePerRequest extends LogController {
  /** `silent`: the server has no logger (`logger: false`), so the line is not even built. */
  constructor(private readonly silent = false) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.silent) return;
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const url = redactRequestUrl(request.url);
    const line = { method: request.method, url, status_code: status, response_ms: ms };
    const message = `${request.method} ${url} ${status} ${ms} ms`;
    if (error) reply.log.error({ ...line, err: error }, message);
    else if (status >= 500) reply.log.warn(line, message);
    else reply.log.info(line, message);
  }
}
