import { type Leadline, OauthConnectionResource, SignedEndpointResource } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';
import { sendSingle } from '../http/envelope.js';
import { tenantOf } from '../http/request-context.js';

/**
 * POST /outgoing_webhooks/:id/rotate_secret and /subscriptions/:id/rotate_secret:
 * a new Standard Webhooks secret, answered once in clear (declared on the two resources);
 * POST /oauth_connections/:id/refresh fetches a new access token; /authorize and the public
 * /callback are the authorization-code flow (the redirect_uri is under `publicUrl` when set,
 * else the origin the request reached).
 */
export function registerWebhookRoutes(app: FastifyInstance, leadline: Leadline, publicUrl?: string): void {
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
    const engine = () => {
      const found = leadline.resource('oauth_connections');
      if (!(found instanceof OauthConnectionResource))
        throw new Error('oauth_connections has no token engine');
      return found;
    };
    const route = declaredRoutes(app, oauth);
    route<{ Params: { id: string } }>('refresh', async (request, reply) =>
      sendSingle(reply, oauth, await engine().refresh(tenantOf(request), request.params.id)),
    );
    route<{ Params: { id: string } }>('authorize', async (request) => {
      const origin = publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
      const authorization = await engine().authorize(
        tenantOf(request),
        request.params.id,
        request.input,
        `${origin}/api/v1/oauth_connections/callback`,
      );
      return { status: 200, errors: {}, authorization, metadata: { root: 'authorization' } };
    });
    route('callback', async (request) => ({
      status: 200,
      errors: {},
      oauth_connection: await engine().callback(request.input),
      metadata: { root: 'oauth_connection' },
    }));
  }
}
