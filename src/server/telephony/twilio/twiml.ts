import twilio from 'twilio';
import type { Awaiting } from '../../concierge/engine/engine';
import type { Language } from '../../concierge/engine/spanish';
import { speechHints } from './hints';

export const GATHER_PATH = '/webhooks/twilio/gather';
export const MESSAGE_PATH = '/webhooks/twilio/message';
export const RECORDING_STATUS_PATH = '/webhooks/twilio/recording';

/** The text-to-speech voice per language (TWILIO_VOICE, TWILIO_VOICE_ES). */
export type PhoneVoices = Record<Language, string>;

// Twilio's model for telephone audio, with its enhanced variant (en-US and es-US)
export const SPEECH_MODEL = 'phone_call';
// With a speechModel set Twilio refuses speechTimeout="auto" (warnings 13327 / 13335): whole seconds of silence
// that end the utterance. A phone number is said in groups with pauses between them, so it gets longer.
export const SPEECH_TIMEOUT_SECONDS = 2;
export const DIGITS_SPEECH_TIMEOUT_SECONDS = 3;
// a voice message longer than this is cut (Twilio's <Record maxLength>, seconds)
export const MESSAGE_MAX_SECONDS = 120;

const LOCALE = { en: 'en-US', es: 'es-US' } as const satisfies Record<Language, string>;
const AFTER_THE_BEEP: Record<Language, string> = {
  en: 'Please speak after the beep, and press the pound key or hang up when you are done.',
  es: 'Hable después del tono, y oprima la tecla de número o cuelgue cuando termine.',
};

type SayAttributes = Parameters<InstanceType<typeof twilio.twiml.VoiceResponse>['say']>[0];
/** <Say> in the configured voice of the language (a name Twilio knows: the config checks its form only). */
export const sayIn = (voices: PhoneVoices, language: Language) =>
  ({ voice: voices[language], language: LOCALE[language] }) as SayAttributes;

export type TurnToRender = {
  reply: string;
  done: boolean;
  nextTurn: number;
  language?: Language;
  /** what the caller is asked for next: shapes the recognition hints, and a message is recorded rather than heard */
  awaiting?: Awaiting;
};

/**
 * TwiML for one turn, built only with VoiceResponse so caller text is always escaped.
 * The reply is spoken inside a speech <Gather> (so the caller can talk over it); the <Redirect> after it brings a
 * silent caller back to the same turn, so silence re-prompts. A message is taken with <Record>, whose action ends
 * the call; a recording with nothing in it falls through to the same silence path. A finished conversation says its
 * closing and hangs up.
 */
export function turnAnswer(turn: TurnToRender, voices: PhoneVoices): string {
  const response = new twilio.twiml.VoiceResponse();
  const language = turn.language ?? 'en';
  const say = sayIn(voices, language);
  if (turn.done) {
    response.say(say, turn.reply);
    response.hangup();
    return response.toString();
  }
  const action = `${GATHER_PATH}?turn=${turn.nextTurn}`;
  if (turn.awaiting === 'message') {
    response.say(say, `${turn.reply} ${AFTER_THE_BEEP[language]}`);
    response.record({
      action: `${MESSAGE_PATH}?turn=${turn.nextTurn}`,
      method: 'POST',
      maxLength: MESSAGE_MAX_SECONDS,
      timeout: 5,
      finishOnKey: '#',
      playBeep: true,
      trim: 'trim-silence',
      recordingStatusCallback: RECORDING_STATUS_PATH,
      recordingStatusCallbackMethod: 'POST',
      recordingStatusCallbackEvent: ['completed'],
    });
    response.redirect({ method: 'POST' }, action);
    return response.toString();
  }
  const digits = turn.awaiting === 'phone' || turn.awaiting === 'phone-confirm';
  response
    .gather({
      input: ['speech'],
      action,
      method: 'POST',
      language: LOCALE[language],
      speechModel: SPEECH_MODEL,
      enhanced: true,
      speechTimeout: String(digits ? DIGITS_SPEECH_TIMEOUT_SECONDS : SPEECH_TIMEOUT_SECONDS),
      hints: speechHints(turn.awaiting ?? 'problem'),
    })
    .say(say, turn.reply);
  response.redirect({ method: 'POST' }, action);
  return response.toString();
}
