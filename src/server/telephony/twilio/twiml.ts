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
 * TwiML for one turn. Each shape of answer (a closing, a voice message, a question in a language about one thing) is
 * built once with VoiceResponse around two placeholders and kept; a turn fills in its reply, escaped as xmlbuilder
 * escapes text, and its number. Building the whole document with xmlbuilder on every turn was about 4 % of a phone
 * turn's CPU. An empty reply, or one holding a character XML 1.0 forbids, is built the slow way (which refuses the
 * latter, as before).
 */
export function turnAnswer(turn: TurnToRender, voices: PhoneVoices): string {
  // (an empty reply is a self-closing <Say/> to xmlbuilder)
  if (!turn.reply || XML_FORBIDDEN.test(turn.reply)) return turnAnswerBuilt(turn, voices);
  const language = turn.language ?? 'en';
  const shape = `${turn.done}|${language}|${turn.awaiting ?? ''}|${voices[language]}`;
  let template = templates.get(shape);
  if (!template) {
    template = turnAnswerBuilt({ ...turn, reply: REPLY_SLOT, nextTurn: TURN_SLOT }, voices).split(SLOTS);
    templates.set(shape, template);
  }
  const reply = escapeXmlText(turn.reply);
  const turnNumber = String(turn.nextTurn);
  return template.map((part) => (part === REPLY_SLOT ? reply : part === TURN_SLOT ? turnNumber : part)).join('');
}

// (a few dozen shapes: two endings, two languages, a voice message, and what each question asks for)
const templates = new Map<string, string[]>();
const REPLY_SLOT = 'EARL_REPLY_SLOT';
const TURN_SLOT = 'EARL_TURN_SLOT';
const SLOTS = /(EARL_REPLY_SLOT|EARL_TURN_SLOT)/;
// xmlbuilder's checks and escapes for a text node (XML 1.0's characters; & < > and a carriage return escaped)
const XML_FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- the control characters XML 1.0 forbids are what it looks for
  /[\0-\x08\x0B\f\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
const escapeXmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;');

/**
 * TwiML for one turn, built with VoiceResponse so caller text is always escaped.
 * The reply is spoken inside a speech <Gather> (so the caller can talk over it); the <Redirect> after it brings a
 * silent caller back to the same turn, so silence re-prompts. A message is taken with <Record>, whose action ends
 * the call; a recording with nothing in it falls through to the same silence path. A finished conversation says its
 * closing and hangs up.
 */
export function turnAnswerBuilt(
  turn: Omit<TurnToRender, 'nextTurn'> & { nextTurn: number | string },
  voices: PhoneVoices,
): string {
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
