import { type Leadline, transcriptionCallbackEndpoints } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';

type CallbackParams = { kind: string; company: string; id: string };

/**
 * POST /transcription_callbacks/:kind/:company/:id: the transcript Deepgram
 * posts back in callback mode (core `transcription/transcription-callbacks.ts`).
 * Public: the link's signature is the credential.
 */
export function registerTranscriptionCallbackRoutes(app: FastifyInstance, leadline: Leadline): void {
  const route = declaredRoutes(app, transcriptionCallbackEndpoints);
  route<{ Params: CallbackParams }>('deepgram', async (request) => {
    const kept = await leadline.transcriptionCallbacks.receive(
      {
        ...request.params,
        integration: request.input.integration,
        expires: request.input.expires,
        signature: request.input.signature,
      },
      request.body,
    );
    return { status: 200, errors: {}, transcription: kept, metadata: { root: 'transcription' } };
  });
}
