import type { Leadline } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';
import { tenantOf } from '../http/request-context.js';

type AudioParams = { company: string; call: string };

/**
 * GET /calls/:id/recording_link (a signed link to play the call's recording)
 * and GET /calls/recordings/:company/:call (what the link streams: public, the
 * signature and expiry are the credential), core `calls/recording-playback.ts`.
 * Links are made under `publicUrl` when set, else the origin the request reached.
 */
export function registerCallRecordingRoutes(
  app: FastifyInstance,
  leadline: Leadline,
  publicUrl?: string,
): void {
  if (!leadline.registry.get('calls')) return;
  const resource = leadline.resource('calls');
  const route = declaredRoutes(app, resource.def);

  route<{ Params: { id: string } }>('recording_link', async (request) => {
    const ctx = tenantOf(request);
    const call = await resource.show(ctx, request.params.id);
    const base = `${publicUrl ?? `${request.protocol}://${request.host}`}/api/v1`;
    const link = await leadline.recordingPlayback.link(ctx, Number(call.id), base);
    return {
      status: 200,
      errors: {},
      recording: { ...link, expires_at: new Date(link.expires_at).toISOString() },
      metadata: { root: 'recording', call_id: call.id },
    };
  });

  route<{ Params: AudioParams }>('recording_audio', async (request, reply) => {
    const { company, call } = request.params;
    const audio = await leadline.recordingPlayback.open(
      company,
      call,
      request.input.expires,
      request.input.signature,
    );
    reply.type(audio.contentType).header('cache-control', 'private, no-store');
    if (audio.length !== null) reply.header('content-length', String(audio.length));
    return reply.send(audio.body);
  });
}
