import type { FastifyInstance } from 'fastify';

/** What CORS lets a browser see, send and do (the same lists the API has always answered with). */
export interface CorsPolicy {
  methods: string[];
  allowedHeaders: string[];
  exposedHeaders: string[];
  maxAgeSeconds: number;
}

/**
 * One onRequest hook for what every request under the API gets before anything else runs: its
 * `X-Request-Id` header and its CORS headers; and the answer to a CORS preflight. It replaces
 * @fastify/cors and a second hook: one step per request instead of two, and the headers that do
 * not depend on the request are written once here rather than worked out on each one.
 *
 * The request's own Origin is allowed, with credentials (not `*`: browsers refuse `*` to a
 * `withCredentials` request, which trackdrive-js sends). No cookie is ever read for auth, so
 * answering every origin this way grants a page nothing it could not do without a browser.
 * As @fastify/cors answered: `Vary: Origin` always; `Access-Control-Allow-Origin` only when the
 * request names an Origin; an OPTIONS request without Origin or Access-Control-Request-Method
 * is a 400; a preflight is a 204 with the allowed methods, headers and max age.
 */
export function registerCorsAndRequestId(app: FastifyInstance, policy: CorsPolicy): void {
  const exposed = policy.exposedHeaders.join(', ');
  const methods = policy.methods.join(', ');
  const allowed = policy.allowedHeaders.join(', ');
  const maxAge = String(policy.maxAgeSeconds);
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (origin) reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('access-control-expose-headers', exposed);
    reply.header('x-request-id', request.id);
    if (request.raw.method !== 'OPTIONS') return done();
    if (!origin || !request.headers['access-control-request-method']) {
      reply.status(400).type('text/plain').send('Invalid Preflight Request');
      return;
    }
    reply
      .header('access-control-allow-methods', methods)
      .header('access-control-allow-headers', allowed)
      .header('access-control-max-age', maxAge)
      .code(204)
      .header('content-length', '0')
      .send();
  });
  // A preflight to any path under the API finds a route (answered by the hook above).
  // Hidden from any generated reference, as the plugin's route was (`hide` is @fastify/swagger's).
  app.options('*', { schema: { hide: true } as never }, (_request, reply) => {
    reply.send();
  });
}
