import { type Leadline, PhoneNumberResource } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';
import { sendSingle } from '../http/envelope.js';
import { tenantOf } from '../http/request-context.js';

/**
 * Spec 4.2: GET /phone_numbers/search, numbers a carrier has for rent (rent
 * and unrent are the generic create and destroy, which the engine routes
 * through the carrier). Method and path come from the phone_numbers declaration.
 */
export function registerPhoneNumberRoutes(
  app: FastifyInstance,
  leadline: Leadline,
  publicUrl?: string,
): void {
  const def = leadline.registry.get('phone_numbers');
  if (!def) return;
  const resource = leadline.resource('phone_numbers');
  if (!(resource instanceof PhoneNumberResource)) return;
  const route = declaredRoutes(app, def);
  route('search', async (request) => {
    const found = await resource.search(tenantOf(request), request.input);
    return {
      status: 200,
      errors: {},
      available_phone_numbers: found.numbers,
      metadata: {
        root: 'available_phone_numbers',
        total_count: found.numbers.length,
        provider: found.provider,
        integration_id: found.integrationId,
      },
    };
  });

  // Issue 16: point a number rented before at the inbound call webhooks.
  route<{ Params: { id: string } }>('point_webhooks', async (request, reply) => {
    const ctx = tenantOf(request);
    const base = publicUrl ?? `${request.protocol}://${request.host}`;
    return sendSingle(reply, def, await resource.pointWebhooks(ctx, request.params.id, base));
  });
}
