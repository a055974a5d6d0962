import { type Leadline, type PingPostAnswer, PingPostRejection, type PingPostRequest } from '@leadline/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { credentialsTenant, subdomainOf } from '../http/credentials.js';
import { declaredRoutes } from '../http/declared-routes.js';

type VanityParams = { vanity_uri: string };

/**
 * Spec 4.2, inbound webhooks beyond the generic set: ping and post, by POST
 * or GET, public (the vanity_uri names the endpoint; credentials are read when
 * sent, and required by require_auth_token). Every answer, refusals included,
 * is the shape sources parse: `success`, and `errors` as sentences.
 */
export function registerInboundWebhookRoutes(app: FastifyInstance, leadline: Leadline): void {
  // An embedder may serve a subset of the catalog.
  if (!leadline.registry.get('inbound_webhooks')) return;
  const route = declaredRoutes(app, leadline.registry.require('inbound_webhooks'));

  const handle =
    (work: (request: PingPostRequest) => Promise<PingPostAnswer>) =>
    async (request: FastifyRequest<{ Params: VanityParams }>, reply: FastifyReply) => {
      const answer = await credentialsTenant(leadline, request).then(
        (tenant) => {
          const host = subdomainOf(request.headers.host);
          const companyRef = request.input.company_id;
          return work({
            ...(typeof companyRef === 'string' || typeof companyRef === 'number'
              ? { companyRef: String(companyRef) }
              : {}),
            vanityUri: request.params.vanity_uri,
            params: request.input,
            ...(tenant ? { tenant } : {}),
            ...(host ? { subdomain: host } : {}),
            ip: request.ip,
          });
        },
        // Credentials that do not verify are refused in the same shape as every other refusal.
        (error) => PingPostRejection.from(error).answer(),
      );
      if (answer.retryAfter !== undefined) reply.header('retry-after', String(answer.retryAfter));
      const body = answer.body.success ? answer.body : { ...answer.body, request_id: request.id };
      return reply.status(answer.status).send(body);
    };

  const ping = handle((r) => leadline.pingPost.ping(r));
  const post = handle((r) => leadline.pingPost.post(r));
  route<{ Params: VanityParams }>('ping', ping);
  route<{ Params: VanityParams }>('ping_by_get', ping);
  route<{ Params: VanityParams }>('post', post);
  route<{ Params: VanityParams }>('post_by_get', post);
}
