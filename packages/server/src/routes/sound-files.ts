import type { Leadline } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';

type AudioParams = { company: string; file: string };

/**
 * GET /sound_files/audio/:company/:file: the recording a call's instructions
 * link to, for the carrier to play (core `calls/sound-audio.ts`). Public: the
 * link's signature and expiry are the credential. The carrier may cache it
 * until the link expires, never longer.
 */
export function registerSoundFileRoutes(app: FastifyInstance, leadline: Leadline): void {
  const def = leadline.registry.get('sound_files');
  if (!def) return;
  const route = declaredRoutes(app, def);
  route<{ Params: AudioParams }>('audio', async (request, reply) => {
    const { company, file } = request.params;
    const audio = await leadline.soundAudio.serve(
      company,
      file,
      request.input.expires,
      request.input.signature,
    );
    const maxAge = Math.max(0, audio.expires - Math.floor(leadline.clock.now() / 1000));
    return reply
      .type(audio.contentType)
      .header('cache-control', `private, max-age=${maxAge}`)
      .header('content-length', String(audio.bytes.byteLength))
      .send(Buffer.from(audio.bytes.buffer, audio.bytes.byteOffset, audio.bytes.byteLength));
  });
}
