import type { ConversationState } from './engine';
import { displayPhone } from '@shared/phone';
import { digitsFromWords } from './phone-numbers';
import { spanishNumbers, toSpanish, type Language } from './spanish';
import { closingLine } from './wording';

// Confirming a web caller's callback number once the intake is over: the service texts a 6-digit code and the
// caller types it back. Pure wording and reading; the codes, tries and limits live in ../verification.ts.

export const CODE_LENGTH = 6;

/** What the caller's answer to "type the code" is: a code, a request for a new one, or something else. */
export type VerificationAnswer = { kind: 'code'; code: string } | { kind: 'resend' } | { kind: 'other' };

const RESEND =
  /\b(send (it|that|one|the code|a code|me (a|another|the) (new )?code)? ?(again|another)|resend|new code|another code|didn'?t (get|receive)|never (got|came|arrived)|no code)\b|\b(reenv[ií]|env[ií]e(lo|me)? (de nuevo|otra vez|otro)|otro c[oó]digo|nuevo c[oó]digo|no (me )?(lleg[oó]|ha llegado))/i;

export function readVerificationAnswer(text: string): VerificationAnswer {
  if (RESEND.test(text)) return { kind: 'resend' };
  const digits = digitsFromWords(spanishNumbers(text)).replace(/\D/g, '');
  if (digits.length === CODE_LENGTH) return { kind: 'code', code: digits };
  return { kind: 'other' };
}

export type VerificationReply =
  | { kind: 'ask'; phone: string }
  | { kind: 'resent'; phone: string }
  | { kind: 'wrong' }
  | { kind: 'expired' }
  | { kind: 'unclear'; phone: string }
  | { kind: 'verified' }
  | { kind: 'locked' }
  | { kind: 'no-more-codes' }
  | { kind: 'limited' };

const SAVED_FOR_REVIEW = 'Your request is saved, and our team will review it before it goes to providers.';

/** The assistant's words at each step, in the caller's language; every reply that asks for the code says "code". */
export function verificationReply(reply: VerificationReply, language: Language = 'en'): string {
  const english = englishOf(reply);
  return language === 'es' ? toSpanish(english) : english;
}

function englishOf(reply: VerificationReply): string {
  switch (reply.kind) {
    case 'ask':
      return `To send your request to local pros, I need to confirm your number: I just texted a ${CODE_LENGTH}-digit code to ${displayPhone(reply.phone)}. Please type the code here.`;
    case 'resent':
      return `I just texted a new ${CODE_LENGTH}-digit code to ${displayPhone(reply.phone)}. Please type the code here.`;
    case 'wrong':
      return `That code doesn't match. Please type the ${CODE_LENGTH}-digit code from the text again, or say "send it again" for a new code.`;
    case 'expired':
      return 'That code has expired. Say "send it again" and I\'ll text you a new code.';
    case 'unclear':
      return `Please type the ${CODE_LENGTH}-digit code I texted to ${displayPhone(reply.phone)}, or say "send it again" for a new code.`;
    case 'verified':
      return 'Thank you, your number is confirmed. Your request is on its way to local pros, and the one who takes it will call you to confirm a time.';
    case 'locked':
      return `That code didn't match three times, so I couldn't confirm your number. ${SAVED_FOR_REVIEW} Thanks for contacting Earl!`;
    case 'no-more-codes':
      return `I can't send more codes to this number right now. ${SAVED_FOR_REVIEW} Thanks for contacting Earl!`;
    case 'limited':
      return `We've had several requests from this connection or for this number recently, so I can't text a code right now. ${SAVED_FOR_REVIEW} Thanks for contacting Earl!`;
  }
}

/** The text message itself (the code and how long it lasts). */
export function verificationText(code: string, minutes: number, language: Language = 'en'): string {
  return language === 'es'
    ? `Su código de Earl es ${code}. Vence en ${minutes} minutos. Si no lo pidió, ignore este mensaje.`
    : `Your Earl code is ${code}. It expires in ${minutes} minutes. If you didn't ask for it, ignore this message.`;
}

/**
 * The engine's last reply without its goodbye: a web lead is not over until its number is confirmed, so the
 * concierge asks for the code instead of saying goodbye first.
 */
export function withoutGoodbye(reply: string, state: ConversationState, language: Language = 'en'): string {
  const english = closingLine(state);
  return reply.replace(language === 'es' ? toSpanish(english) : english, '').trim();
}
