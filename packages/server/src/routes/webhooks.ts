import { type Leadline, OauthConnectionResource, SignedEndpointResource } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';
import { sendSingle } from '../http/envelope.js';
import { tenantOf } from '../http/request-context.js';

/**
 * POST /outgoing_webhooks/:id/rotate_secret and /subscriptions/:id/rotate_secret:
 * a new Standard Webhooks secret, answered once in clear (declared on the two resources);
 * POST /oauth_connections/:id/refresh fetches a new access token.
 */
export function registerWebhookRoutes(app: FastifyInstance, leadline: Leadline): void {
  for (const plural of ['outgoing_webhooks', 'subscriptions']) {
    const def = leadline.registry.get(plural);
    if (!def) continue;
    declaredRoutes(app, def)<{ Params: { id: string } }>('rotate_secret', async (request, reply) => {
      const engine = leadline.resource(plural);
      if (!(engine instanceof SignedEndpointResource)) throw new Error(`${plural} has no signing engine`);
      return sendSingle(reply, def, await engine.rotateSecret(tenantOf(request), request.params.id));
    });
  }
  const oauth = leadline.registry.get('oauth_connections');
  if (oauth) {
    declaredRoutes(app, oauth)<{ Params: { id: string } }>('refresh', async (request, reply) => {
      const engine = leadline.resource('oauth_connections');
      if (!(engine instanceof OauthConnectionResource))
        throw new Error('oauth_connections has no token engine');
      return sendSingle(reply, oauth, await engine.refresh(tenantOf(request), request.params.id));
    });
  }
}
