import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app';
import { AppError } from '../http/errors';
import { rateLimited } from '../http/rate-limit';
import { MAX_UTTERANCE_BYTES, transcribeUtterance } from './service';

// a lively conversation is a few utterances a minute; this leaves room without inviting abuse of a paid API
const TRANSCRIPTIONS_PER_MINUTE = 60;

export const speechRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // raw audio bodies, in this plugin only
    app.addContentTypeParser(
      /^audio\//,
      { parseAs: 'buffer', bodyLimit: MAX_UTTERANCE_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.post(
      '/api/speech/transcriptions',
      {
        // a 4 MB upload on a slow phone plus the upstream's 15 s: beyond the app's default request deadline
        config: {
          access: 'public',
          ...rateLimited(TRANSCRIPTIONS_PER_MINUTE),
          timeoutMs: 30_000,
          bodyTypes: /^audio\//,
        },
        bodyLimit: MAX_UTTERANCE_BYTES,
        schema: {
          tags: ['speech'],
          description:
            'Transcribes one recorded utterance (the request body, e.g. audio/webm) through the configured STT service.',
          response: { 200: z.object({ text: z.string() }) },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) {
          throw new AppError(
            'unsupported_media_type',
            'Send the recorded audio as the request body with an audio/* content type.',
          );
        }
        return transcribeUtterance(deps, { audio: request.body, contentType: request.headers['content-type'] ?? '' });
      },
    );
  };
