import { z } from 'zod';
import type { AppDeps } from '../../app';
import { conciergeService } from '../../concierge/service';
import { setRecordingUrl } from '../../calls/repository';
import { transcribeUtterance } from '../../speech/service';

export const TRANSCRIBE_VOICE_MESSAGE_TASK = 'transcribeVoiceMessage';

const payloadSchema = z.object({ callSid: z.string().min(1), recordingUrl: z.url() });

/** Whether the recording is on Twilio's own API (TWILIO_API_URL): the account's credentials go nowhere else. */
const onTwilioApi = (twilio: NonNullable<AppDeps['config']['twilio']>, recordingUrl: string) =>
  recordingUrl.startsWith(`${twilio.apiUrl.replace(/\/+$/, '')}/`);

/** Twilio serves a recording as WAV at its URL plus ".wav", behind the account's basic auth. */
async function downloadRecording(twilio: NonNullable<AppDeps['config']['twilio']>, recordingUrl: string) {
  const res = await fetch(`${recordingUrl.replace(/\.(wav|mp3)$/, '')}.wav`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`,
    },
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`Twilio answered ${res.status} for the recording`);
  return Buffer.from(await res.arrayBuffer());
}

/**
 * The graphile-worker task queued by the recording status callback: the call gets the recording's link and, with
 * speech-to-text configured (STT_BASE_URL), the message's words in its summary and transcript. Safe to run again.
 * Until the call is stored (the message turn's answer may come after the recording's status) it fails and is retried.
 */
export function defineVoiceMessageTask(deps: AppDeps) {
  // on the worker's pool, like every background task
  const concierge = conciergeService({ ...deps, db: deps.workerDb });
  deps.jobs.define(TRANSCRIBE_VOICE_MESSAGE_TASK, async (raw) => {
    const { callSid, recordingUrl } = payloadSchema.parse(raw);
    if (!(await setRecordingUrl(deps.workerDb, callSid, recordingUrl)))
      throw new Error(`No stored call ${callSid} yet`);
    if (!deps.config.stt || !deps.config.twilio) return;
    if (!onTwilioApi(deps.config.twilio, recordingUrl)) {
      deps.log.warn({ callSid }, 'voice message recording is not on the Twilio API: not transcribed');
      return;
    }
    const audio = await downloadRecording(deps.config.twilio, recordingUrl);
    const { text } = await transcribeUtterance(deps, { audio, contentType: 'audio/wav' });
    if (text) await concierge.fillVoiceMessage(callSid, text);
  });
}
