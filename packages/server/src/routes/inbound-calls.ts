import { inboundCallEndpoints, type Leadline, LeadlineError } from '@leadline/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rawBodyOf } from '../http/body-parsers.js';
import { declaredRoutes } from '../http/declared-routes.js';

type HookParams = { company: string; provider: string };

/**
 * The carriers' webhooks for inbound calls (declared in core's
 * `catalog/inbound-call-endpoints.ts`). Public: the carrier's signature is
 * the credential, checked in core against the URL the carrier called (under
 * `publicUrl` when set, else the origin this request reached). A refused
 * signature is a 403 that changes nothing; an unknown number a polite
 * hang-up and a log line.
 */
export function registerInboundCallRoutes(
  app: FastifyInstance,
  leadline: Leadline,
  publicUrl?: string,
): void {
  if (!leadline.registry.get('calls')) return;
  const route = declaredRoutes(app, inboundCallEndpoints);
  const origin = (request: FastifyRequest) =>
    publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
  const hookOf = (request: FastifyRequest<{ Params: HookParams }>) => ({
    company: request.params.company,
    provider: request.params.provider,
    url: `${origin(request)}${request.url}`,
    method: request.method,
    headers: request.headers,
    params: (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>,
    rawBody: rawBodyOf(request),
  });
  const refuse = (request: FastifyRequest, reason: string) => {
    request.log.warn({ reason }, 'carrier webhook refused');
    return new LeadlineError('forbidden', `The carrier's signature was refused: ${reason}`);
  };

  route<{ Params: HookParams }>('voice', async (request, reply) => {
    const outcome = await leadline.inboundCalls.voice(hookOf(request), origin(request));
    if (outcome.kind === 'forbidden') throw refuse(request, outcome.reason);
    if (outcome.log) request.log.warn(outcome.log);
    const xml = outcome.kind === 'xml' ? outcome.xml : '';
    return reply.type('application/xml; charset=utf-8').send(xml);
  });

  route<{ Params: HookParams }>('status', async (request) => {
    const outcome = await leadline.inboundCalls.status(hookOf(request));
    if (outcome.kind === 'forbidden') throw refuse(request, outcome.reason);
    if (outcome.log) request.log.warn(outcome.log);
    return {
      status: 200,
      errors: {},
      call: outcome.kind === 'json' ? outcome.body : {},
      metadata: { root: 'call' },
    };
  });

  route<{ Params: HookParams }>('sms', async (request, reply) => {
    if (!leadline.registry.get('incoming_text_messages'))
      throw new LeadlineError('not_found', 'This server keeps no text messages');
    const outcome = await leadline.inboundTexts.receive(hookOf(request));
    if (outcome.kind === 'forbidden') throw refuse(request, outcome.reason);
    if (outcome.log) request.log.warn(outcome.log);
    return reply.type('application/xml; charset=utf-8').send(outcome.kind === 'xml' ? outcome.xml : '');
  });

  route<{ Params: HookParams }>('text_status', async (request) => {
    const outcome = await leadline.textStatuses.receive(hookOf(request));
    if (outcome.kind === 'forbidden') throw refuse(request, outcome.reason);
    if (outcome.log) request.log.warn(outcome.log);
    return {
      status: 200,
      errors: {},
      text_message: outcome.kind === 'json' ? outcome.body : {},
      metadata: { root: 'text_message' },
    };
  });

  const unsubscribe = async (request: FastifyRequest<{ Params: { company: string } }>) => {
    const token = request.input.token;
    if (
      typeof token !== 'string' ||
      !(await leadline.unsubscribes.unsubscribe(request.params.company, token))
    ) {
      throw new LeadlineError('not_found', 'This unsubscribe link is not valid');
    }
    return { status: 200, errors: {}, unsubscribed: true, metadata: { root: 'unsubscribed' } };
  };
  route<{ Params: { company: string } }>('email_unsubscribe', unsubscribe);
  route<{ Params: { company: string } }>('email_unsubscribe_one_click', unsubscribe);

  route<{ Params: { secure_token: string; uuid: string } }>('buyer_answered', async (request, reply) => {
    const { secure_token, uuid } = request.params;
    const xml = await leadline.carrierCallbacks.buyerAnswered(secure_token, uuid, request.input);
    return reply.type('application/xml; charset=utf-8').send(xml);
  });

  route<{ Params: { secure_token: string; uuid: string } }>('whisper', async (request, reply) => {
    const xml = await leadline.carrierCallbacks.whisper(request.params.secure_token, request.params.uuid);
    return reply.type('application/xml; charset=utf-8').send(xml);
  });

  route<{ Params: { secure_token: string; uuid: string } }>('buyer_music', async (request, reply) => {
    const xml = await leadline.carrierCallbacks.buyerMusic(request.params.secure_token, request.params.uuid);
    return reply.type('application/xml; charset=utf-8').send(xml);
  });

  route<{ Params: { secure_token: string; uuid: string } }>('accept', async (request, reply) => {
    const { secure_token, uuid } = request.params;
    const xml = await leadline.carrierCallbacks.accept(secure_token, uuid, request.input);
    return reply.type('application/xml; charset=utf-8').send(xml);
  });

  route<{ Params: { secure_token: string; uuid: string } }>('menu', async (request, reply) => {
    const { secure_token, uuid } = request.params;
    const xml = await leadline.callMenus.answer(secure_token, uuid, request.input);
    return reply.type('application/xml; charset=utf-8').send(xml);
  });

  route<{ Params: { secure_token: string; uuid: string } }>('hold_wait', async (request, reply) => {
    const xml = await leadline.holdQueue.wait(request.params.secure_token, request.params.uuid);
    return reply.type('application/xml; charset=utf-8').send(xml);
  });

  route<{ Params: { secure_token: string; uuid: string } }>('hold_connect', async (request, reply) => {
    const { secure_token, uuid } = request.params;
    const xml = await leadline.holdQueue.connect(secure_token, uuid, request.input);
    return reply.type('application/xml; charset=utf-8').send(xml);
  });

  route<{ Params: { secure_token: string; uuid: string } }>('recording', async (request) => ({
    status: 200,
    errors: {},
    call: await leadline.carrierCallbacks.recording(
      request.params.secure_token,
      request.params.uuid,
      request.input,
    ),
    metadata: { root: 'call' },
  }));
}
