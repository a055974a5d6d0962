import type { Leadline } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';
import { sendSingle } from '../http/envelope.js';
import { tenantOf } from '../http/request-context.js';

/**
 * Spec 4.2: PUT /integrations/objects/:id, the status of an integration
 * object, answered with the object. Method and path come from the
 * integrations declaration.
 */
export function registerIntegrationRoutes(app: FastifyInstance, leadline: Leadline): void {
  const def = leadline.registry.get('integrations');
  const objects = leadline.registry.get('integration_objects');
  if (!def || !objects) return;
  const route = declaredRoutes(app, def);
  route<{ Params: { id: string } }>('update_object', async (request, reply) => {
    const object = await leadline.integrationObjects.update(
      tenantOf(request),
      request.params.id,
      request.input,
    );
    return sendSingle(reply, objects, object);
  });
}
