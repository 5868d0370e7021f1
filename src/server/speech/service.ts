import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../config';
import { AppError } from '../http/errors';

// Forwards one recorded utterance to the OpenAI-compatible transcription endpoint (STT_BASE_URL).

export const MAX_UTTERANCE_BYTES = 4 * 1024 * 1024;
const UPSTREAM_TIMEOUT_MS = 15_000;

/** The audio types MediaRecorder produces (and a few more the transcription API accepts), with the file extension it expects. */
const EXTENSION_BY_TYPE: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/m4a': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/flac': 'flac',
};

export function audioExtension(contentType: string | undefined): string | undefined {
  const essence = contentType?.split(';')[0]?.trim().toLowerCase();
  return essence ? EXTENSION_BY_TYPE[essence] : undefined;
}

const transcriptionReply = z.object({ text: z.string() });

const unavailable = () =>
  new AppError('unavailable', 'Speech recognition is unavailable right now. Please type your message instead.');

export async function transcribeUtterance(
  deps: { config: Config; log: Logger },
  input: { audio: Buffer; contentType: string },
): Promise<{ text: string }> {
  const stt = deps.config.stt;
  if (!stt) throw new AppError('unavailable', 'Speech-to-text is not configured on this server.');
  const extension = audioExtension(input.contentType);
  if (!extension)
    throw new AppError(
      'unsupported_media_type',
      'Send the recorded audio as audio/webm, audio/ogg, audio/mp4, audio/mpeg, audio/wav or audio/flac.',
    );
  if (input.audio.length === 0) throw new AppError('bad_request', 'The recording is empty.');

  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(input.audio)], { type: input.contentType.split(';')[0] }),
    `utterance.${extension}`,
  );
  form.append('model', stt.model);
  let response: Response;
  try {
    response = await fetch(`${stt.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`, {
      method: 'POST',
      body: form,
      headers: stt.apiKey ? { authorization: `Bearer ${stt.apiKey}` } : {},
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch (err) {
    deps.log.warn({ err: (err as Error).message }, 'transcription service unreachable');
    throw unavailable();
  }
  if (!response.ok) {
    deps.log.warn({ status: response.status }, 'transcription service refused the audio');
    throw unavailable();
  }
  const reply = transcriptionReply.safeParse(await response.json().catch(() => undefined));
  if (!reply.success) {
    deps.log.warn('transcription service answered without a text');
    throw unavailable();
  }
  return { text: reply.data.text.trim() };
}
