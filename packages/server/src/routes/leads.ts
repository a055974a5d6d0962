import {
  type ApiRecord,
  carriesLeadToken,
  DuplicateLeadError,
  type Leadline,
  type RequestMeta,
  type SubmitOptions,
} from '@leadline/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { credentialsTenant, subdomainOf } from '../http/credentials.js';
import { declaredRoutes } from '../http/declared-routes.js';
import { sendRecordJson, sendSingle } from '../http/envelope.js';
import { errorBody } from '../http/errors.js';
import { tenantOf } from '../http/request-context.js';

type IdParams = { id: string };
type CallerParams = { caller_id: string };

const meta = (request: FastifyRequest): RequestMeta => ({ ip: request.ip, requestId: request.id });

/** `warnings` beside the lead, only when something was accepted but not done as asked. */
const warningsOf = (warnings: Record<string, string[]>) => (Object.keys(warnings).length ? { warnings } : {});

/**
 * Spec 4.3, leads beyond the generic list/show/new/update: the public lead
 * post (by lead_token: no key pair, every origin, a stray Authorization header
 * ignored), create_or_update, delete with its change log, the caller actions,
 * buyer availability and reports. Method, path and public come from the
 * `endpoints` of the leads declaration (`core/src/leads/leads.resource.ts`), which the
 * reference renders too.
 */
export function registerLeadRoutes(app: FastifyInstance, leadline: Leadline): void {
  // An embedder may serve a subset of the catalog.
  if (!leadline.registry.get('leads')) return;
  const { leads } = leadline;
  const def = leads.resource.def;
  const route = declaredRoutes(app, def);

  const submit = (mode: SubmitOptions['mode']) => async (request: FastifyRequest, reply: FastifyReply) => {
    const host = subdomainOf(request.headers.host);
    try {
      const result = await leads.submitJson(request.input, {
        mode,
        ...meta(request),
        ...(host ? { subdomain: host } : {}),
      });
      // lead_id at the top too: integrations read it there (domain notes, Leads).
      return sendRecordJson(reply, def, result.lead_json, 200, {
        lead_id: result.lead_id,
        lead_ids: result.lead_ids,
        action: result.action,
        ...warningsOf(result.warnings),
      });
    } catch (error) {
      if (!(error instanceof DuplicateLeadError)) throw error;
      return reply.status(422).send({ ...errorBody(error, request.id), lead_id: error.leadId });
    }
  };
  route('submit', submit('create'));
  route('create_or_update', submit('create_or_update'));
  route('capture', async (request, reply) => {
    const host = subdomainOf(request.headers.host);
    // Without a lead token the company's credentials say whose lead it is; with one, they are ignored as on POST /leads.
    const tenant = carriesLeadToken(request.input) ? undefined : await credentialsTenant(leadline, request);
    const result = await leads.captureJson(
      request.input,
      { ...meta(request), ...(host ? { subdomain: host } : {}) },
      tenant,
    );
    return sendRecordJson(reply, def, result.lead_json, 200, {
      lead_id: result.lead_id,
      lead_ids: result.lead_ids,
      action: result.action,
      dedupe_action: result.dedupe_action,
      schedule_id: result.schedule_id,
      schedule: result.schedule,
      ...warningsOf(result.warnings),
    });
  });

  route('batch', async (request) => {
    const host = subdomainOf(request.headers.host);
    const results = await leads.submitBatch(request.input, {
      ...meta(request),
      ...(host ? { subdomain: host } : {}),
    });
    const count = (f: (r: (typeof results)[number]) => boolean) => results.filter(f).length;
    return {
      status: 200,
      errors: {},
      results,
      metadata: {
        root: 'results',
        total_count: results.length,
        created: count((r) => r.action === 'created'),
        updated: count((r) => r.action === 'updated'),
        rejected: count((r) => r.status !== 200),
      },
    };
  });

  const several = (records: ApiRecord[]) => ({
    status: 200,
    errors: {},
    leads: records,
    metadata: { root: 'leads', total_count: records.length },
  });

  route('reports', async (request) => ({
    status: 200,
    errors: {},
    reports: await leads.reports(tenantOf(request), request.input),
    metadata: { root: 'reports' },
  }));

  route<{ Params: { lead_token: string; caller_number: string } }>(
    'by_caller_number',
    async (request, reply) => {
      const { lead_token, caller_number } = request.params;
      const record = await leads.byCallerNumber(tenantOf(request), lead_token, caller_number, request.input);
      return sendSingle(reply, def, record);
    },
  );

  route<{ Params: IdParams }>('buyer_is_available', async (request) => {
    const answer = await leads.buyerIsAvailable(tenantOf(request), request.params.id);
    return { status: 200, errors: {}, ...answer, metadata: { root: 'buyer_is_available' } };
  });

  route<{ Params: IdParams }>('destroy_by_id', async (request, reply) =>
    sendSingle(reply, def, await leads.destroy(tenantOf(request), request.params.id, meta(request))),
  );

  route<{ Params: CallerParams }>('caller_opt_out', async (request) =>
    several(await leads.optOut(tenantOf(request), request.params.caller_id, meta(request))),
  );
  route<{ Params: CallerParams }>('caller_remove', async (request) =>
    several(await leads.remove(tenantOf(request), request.params.caller_id, request.input, meta(request))),
  );
  route<{ Params: CallerParams }>('caller_move_to_end_of_schedule', async (request) =>
    several(
      await leads.moveToEndOfSchedule(
        tenantOf(request),
        request.params.caller_id,
        request.input,
        meta(request),
      ),
    ),
  );
}
