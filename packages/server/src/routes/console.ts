import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { consoleRoot } from '@leadline/console';
import { LeadlineError } from '@leadline/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from '../http/errors.js';

/**
 * The console's only sources are this server: its scripts, styles and API.
 * No inline script or style, no other host, no framing. Recordings may play
 * from the carrier that holds them (https).
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' https:",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
/** Built asset names: Vite's `name-hash.ext`, nothing that could climb out of the folder. */
const ASSET = /^[\w-]+(\.[\w-]+)*\.[a-z0-9]+$/;

/**
 * The operator console (packages/console, built to static files) under
 * /console: assets by name, and index.html for every other path so the
 * console's own router shows the page an address names.
 */
export function registerConsoleRoutes(app: FastifyInstance, root = consoleRoot): void {
  const send = (reply: FastifyReply, type: string, body: Buffer, cache: string) =>
    reply
      .header('content-type', type)
      .header('content-security-policy', CONSOLE_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', cache)
      .send(body);

  const index = async (request: { id: string }, reply: FastifyReply) => {
    const html = await readFile(join(root, 'index.html')).catch(() => null);
    if (!html) {
      const error = new LeadlineError('route_not_found', 'The console is not built: run `pnpm build`');
      return reply.status(404).send(errorBody(error, request.id));
    }
    return send(reply, 'text/html; charset=utf-8', html, 'no-cache');
  };

  app.get('/console', async (_request, reply) => reply.redirect('/console/', 302));
  app.get<{ Params: { file: string } }>('/console/assets/:file', async (request, reply) => {
    const { file } = request.params;
    const type = TYPES[extname(file)];
    const body =
      type && ASSET.test(file) ? await readFile(join(root, 'assets', file)).catch(() => null) : null;
    if (!type || !body) {
      const error = new LeadlineError('route_not_found', `No console asset ${file}`);
      return reply.status(404).send(errorBody(error, request.id));
    }
    // Names carry a hash of their content: a new build is a new name.
    return send(reply, type, body, 'public, max-age=31536000, immutable');
  });
  app.get('/console/', index);
  app.get('/console/*', index);
}
