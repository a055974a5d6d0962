import { timingSafeEqual } from 'node:crypto';
import { LeadlineError } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/errors.js';
import type { LeadlineMetrics } from './metrics.js';

/**
 * Times every request this app answers, by its route's pattern (so ids never become label
 * values), and serves `GET /metrics` to a scraper holding `token` as a Bearer credential.
 * Without a token the app serves no `/metrics`: the separate listener (metrics-listener.ts) does.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: LeadlineMetrics,
  token: string | undefined,
): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      const error = new LeadlineError(
        'unauthorized',
        'GET /metrics needs Authorization: Bearer <LEADLINE_METRICS_TOKEN>',
      );
      return reply.status(401).send(errorBody(error, request.id));
    }
    reply.type(metrics.contentType);
    return metrics.render();
  });
}
