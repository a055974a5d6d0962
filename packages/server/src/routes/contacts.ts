import { type Contact, type Leadline, requireAccess } from '@leadline/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';
import { singleEnvelope } from '../http/envelope.js';
import { narrowedList } from '../http/narrowed-list.js';
import { tenantOf } from '../http/request-context.js';

type CallerParams = { caller_id: string };

/**
 * Spec 4.3, contacts beyond show/update (those come from the declaration):
 * the company blacklist as a list, caller block/unblock by number, and
 * hanging up a contact's calls. Numbers in paths are digits with or without +.
 * Method and path come from the `endpoints` of the contacts declaration.
 */
export function registerContactRoutes(app: FastifyInstance, leadline: Leadline): void {
  // An embedder may serve a subset of the catalog.
  if (!leadline.registry.get('contacts')) return;
  const resource = leadline.resource('contacts');
  const def = resource.def;
  const route = declaredRoutes(app, def);
  const show = async (request: FastifyRequest, contact: Contact, metadata: Record<string, unknown> = {}) => {
    const body = singleEnvelope(def, await resource.show(tenantOf(request), contact.id));
    return { ...body, metadata: { ...body.metadata, ...metadata } };
  };

  // The blacklist: contacts with blocked=true, with every list parameter and csv.
  const suppressionList = narrowedList(resource, 'suppression_list', () => ({ blocked: true }));
  route('suppression_list', suppressionList(undefined));
  route('suppression_list', suppressionList('json'), 'json');
  route('suppression_list', suppressionList('csv'), 'csv');

  route<{ Params: CallerParams }>('caller_block', async (request) => {
    const contact = await leadline.contacts.block(tenantOf(request), request.params.caller_id, {
      param: 'caller_id',
    });
    return show(request, contact);
  });

  route<{ Params: CallerParams }>('caller_unblock', async (request) => {
    const contact = await leadline.contacts.unblock(tenantOf(request), request.params.caller_id, {
      param: 'caller_id',
    });
    return show(request, contact);
  });

  route<{ Params: { id: string } }>('hang_up_calls', async (request) => {
    const ctx = tenantOf(request);
    requireAccess(ctx.permissions, 'calls', 'write');
    const record = await resource.show(ctx, request.params.id);
    const hungUp = await leadline.callHangups.hangUpNumber(ctx, String(record.number), {
      ip: request.ip,
      requestId: request.id,
    });
    const body = singleEnvelope(def, record);
    return { ...body, metadata: { ...body.metadata, hung_up_count: hungUp } };
  });
}
