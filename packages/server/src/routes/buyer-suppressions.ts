import type { Leadline } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';
import { singleEnvelope } from '../http/envelope.js';
import { tenantOf } from '../http/request-context.js';

type IdParams = { id: string };

/**
 * Spec 4.4: add or remove numbers of a suppression list. The answer is the
 * list, with what changed in its metadata (added/removed and unchanged
 * counts), so a client sending batches can report progress. Superuser only.
 * Method and path come from the `endpoints` of the buyer_suppressions declaration.
 */
export function registerBuyerSuppressionRoutes(app: FastifyInstance, leadline: Leadline): void {
  const def = leadline.registry.get('buyer_suppressions');
  if (!def) return;
  const route = declaredRoutes(app, def);
  route<{ Params: IdParams }>('caller_block', async (request) => {
    const r = await leadline.suppression.callerBlock(tenantOf(request), request.params.id, request.input);
    const body = singleEnvelope(def, r.record);
    return {
      ...body,
      metadata: { ...body.metadata, added_count: r.changed, unchanged_count: r.unchanged, dry_run: r.dryRun },
    };
  });
  route<{ Params: IdParams }>('caller_unblock', async (request) => {
    const r = await leadline.suppression.callerUnblock(tenantOf(request), request.params.id, request.input);
    const body = singleEnvelope(def, r.record);
    return {
      ...body,
      metadata: {
        ...body.metadata,
        removed_count: r.changed,
        unchanged_count: r.unchanged,
        dry_run: r.dryRun,
      },
    };
  });
}
