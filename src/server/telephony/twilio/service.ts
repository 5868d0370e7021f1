import twilio from 'twilio';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import type { ConciergeDeps, Heard } from '../../concierge/service';
import { conciergeService } from '../../concierge/service';
import { jobKeys } from '../../jobs/keys';
import { plausibleCallSeconds } from '../call-duration';
import { turnAnswer, type TurnToRender } from './twiml';
import { TRANSCRIBE_VOICE_MESSAGE_TASK } from './voice-message-task';

// below this speech-recognition confidence the caller is asked to repeat rather than misheard
const MIN_CONFIDENCE = 0.3;
const ENDED_STATUSES = new Set(['completed', 'busy', 'failed', 'no-answer', 'canceled']);

export type FormParams = Record<string, string>;

// Twilio's ids are letters and digits ("CA" + 32 hex); anything else is not a call of ours
const callSid = z.string().regex(/^[A-Za-z0-9]{2,64}$/);
// control characters (NUL above all) cannot be stored in text or jsonb columns and mean nothing spoken
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
const spokenText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((v) => v.replace(CONTROL_CHARACTERS, ' '));
const incomingCall = z.object({ CallSid: callSid, From: spokenText(64).optional(), To: spokenText(64).optional() });
const gatherTurn = z.object({
  CallSid: callSid,
  SpeechResult: spokenText(2000).optional(),
  Confidence: z.string().max(32).optional(),
});
const statusReport = z.object({
  CallSid: callSid,
  CallStatus: z.string().max(32),
  CallDuration: z.string().max(16).optional(),
});
const recordedMessage = z.object({
  CallSid: callSid,
  RecordingUrl: z.url().max(500).optional(),
  RecordingDuration: z.string().max(16).optional(),
});
const recordingStatus = z.object({
  CallSid: callSid,
  RecordingSid: callSid,
  RecordingUrl: z.url().max(500),
  RecordingStatus: z.string().max(32),
});
const turnQuery = z.object({ turn: z.coerce.number().int().min(1).max(10_000) });

function parse<T>(schema: z.ZodType<T>, params: unknown): T {
  const parsed = schema.safeParse(params);
  if (!parsed.success)
    throw new AppError(
      'bad_request',
      `Invalid Twilio request: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
    );
  return parsed.data;
}

/** True when the X-Twilio-Signature header signs this public URL (path and query) and these form parameters. */
export function isSignedByTwilio(
  authToken: string,
  signature: string | undefined,
  publicUrl: string,
  pathAndQuery: string,
  params: FormParams,
) {
  if (!signature) return false;
  return twilio.validateRequest(authToken, signature, publicUrl + pathAndQuery, params);
}

export function heardIn(speechResult: string | undefined, confidence: string | undefined): Heard {
  const text = speechResult?.trim() ?? '';
  if (!text) return { kind: 'silence' };
  const score = confidence === undefined || confidence === '' ? NaN : Number(confidence);
  // a missing confidence (some speech models send none) counts as understood
  if (Number.isFinite(score) && score < MIN_CONFIDENCE) return { kind: 'unclear' };
  return { kind: 'speech', text };
}

export function twilioVoiceService(deps: ConciergeDeps) {
  const concierge = conciergeService(deps);
  const turnAnswerWithVoices = (turn: TurnToRender) => turnAnswer(turn, deps.config.twilioVoices);
  return {
    /** An incoming call: a concierge session keyed on the CallSid, the caller's number offered as the callback number. */
    incomingCall(params: FormParams) {
      const call = parse(incomingCall, params);
      return concierge.startChannelSession({
        externalId: call.CallSid,
        callerPhone: call.From,
        phoneNumber: call.To ?? deps.config.conciergePhone,
        source: 'phone',
        render: turnAnswerWithVoices,
      });
    },

    gather(query: unknown, params: FormParams) {
      const { turn } = parse(turnQuery, query);
      const result = parse(gatherTurn, params);
      return concierge.takeChannelTurn(
        result.CallSid,
        turn,
        heardIn(result.SpeechResult, result.Confidence),
        turnAnswerWithVoices,
      );
    },

    /**
     * The <Record> of a message ended (Twilio posts its action): with audio, the message turn is answered and the call
     * stored with the recording's link; an empty recording is silence, as on a <Gather>.
     */
    recordedMessage(query: unknown, params: FormParams) {
      const { turn } = parse(turnQuery, query);
      const result = parse(recordedMessage, params);
      const seconds = Number(result.RecordingDuration);
      const heard: Heard =
        result.RecordingUrl && !(Number.isFinite(seconds) && seconds <= 0)
          ? { kind: 'recording', recordingUrl: result.RecordingUrl }
          : { kind: 'silence' };
      return concierge.takeChannelTurn(result.CallSid, turn, heard, turnAnswerWithVoices);
    },

    /** A recording is ready (recordingStatusCallback): its link and words are added to the call by a queued task. */
    async recordingStatus(params: FormParams) {
      const report = parse(recordingStatus, params);
      if (report.RecordingStatus !== 'completed') return;
      await deps.jobs.schedule(
        TRANSCRIBE_VOICE_MESSAGE_TASK,
        { callSid: report.CallSid, recordingUrl: report.RecordingUrl },
        { jobKey: jobKeys.voiceMessage(report.RecordingSid), maxAttempts: 8 },
      );
    },

    async status(params: FormParams) {
      const report = parse(statusReport, params);
      if (!ENDED_STATUSES.has(report.CallStatus)) return;
      const seconds = report.CallDuration?.trim() ? plausibleCallSeconds(Number(report.CallDuration)) : null;
      const callDuration = seconds ?? undefined;
      await concierge.endChannelCall(report.CallSid, { callDuration });
    },
  };
}
