import { knownColumns, planColumns, type ResourceService } from '@leadline/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCsv } from './csv.js';
import { listEnvelope } from './envelope.js';
import { tenantOf } from './request-context.js';

/**
 * A list endpoint that is the resource's list with some filters forced (the
 * blacklist: contacts with blocked=true; live calls): every list parameter,
 * JSON or streamed CSV by `format`, the `.json` or the `.csv` suffix.
 *
 *   const list = narrowedList(resource, 'suppression_list', () => ({ blocked: true }));
 *   route('suppression_list', list()); route('suppression_list', list('csv'), 'csv');
 */
export function narrowedList(
  resource: ResourceService,
  name: string,
  force: (request: FastifyRequest) => Record<string, unknown>,
) {
  return (suffix?: 'json' | 'csv') => async (request: FastifyRequest, reply: FastifyReply) => {
    const ctx = tenantOf(request);
    const params = { ...request.input, ...force(request) };
    if ((suffix ?? (request.input.format === 'csv' ? 'csv' : 'json')) === 'csv') {
      return sendCsv(
        reply,
        name,
        resource.stream(ctx, params),
        () => planColumns(resource.def, knownColumns(resource.def, request.input.columns)).columns,
      );
    }
    return listEnvelope(resource.def, await resource.list(ctx, params));
  };
}
