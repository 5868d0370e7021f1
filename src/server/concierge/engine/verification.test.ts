import { describe, expect, it } from 'vitest';
import { readVerificationAnswer, verificationReply, verificationText } from './verification';

describe('reading the answer to "type the code"', () => {
  it.each([
    ['482913', '482913'],
    ['it is 482 913', '482913'],
    ['4-8-2-9-1-3', '482913'],
    ['four eight two nine one three', '482913'],
    ['cuatro ocho dos nueve uno tres', '482913'],
    ['007150', '007150'],
  ])('reads %j as the code %s', (text, code) => {
    expect(readVerificationAnswer(text)).toEqual({ kind: 'code', code });
  });

  it.each([
    'send it again',
    'please resend',
    "I didn't get it",
    'can you send me a new code',
    'send another',
    'no me llegó',
    'envíelo de nuevo',
    'mándeme otro código',
  ])('hears %j as a request for a new code', (text) => {
    expect(readVerificationAnswer(text)).toEqual({ kind: 'resend' });
  });

  it.each(['hello?', '12345', '1234567', 'what code?'])('takes %j for neither', (text) => {
    expect(readVerificationAnswer(text)).toEqual({ kind: 'other' });
  });
});

describe('the wording', () => {
  it('says "code" whenever it asks for the code, and "código" in Spanish', () => {
    for (const reply of [
      { kind: 'ask', phone: '+18315550177' },
      { kind: 'resent', phone: '+18315550177' },
      { kind: 'wrong' },
      { kind: 'expired' },
      { kind: 'unclear', phone: '+18315550177' },
    ] as const) {
      expect(verificationReply(reply)).toContain('code');
      const spanish = verificationReply(reply, 'es');
      expect(spanish).toContain('código');
      expect(spanish).not.toMatch(/\b(the|code|please|type)\b/i);
    }
    // the stored number (E.164) is shown as people write it
    expect(verificationReply({ kind: 'ask', phone: '+18315550177' })).toContain('code to (831) 555-0177.');
    expect(verificationReply({ kind: 'ask', phone: '+18315550177' }, 'es')).toContain('(831) 555-0177');
  });

  it('says every ending in Spanish to a Spanish speaker', () => {
    for (const kind of ['verified', 'locked', 'no-more-codes', 'limited'] as const)
      expect(verificationReply({ kind }, 'es')).not.toMatch(/\b(the|your|number|request|thanks)\b/i);
  });

  it('texts the code with its lifetime', () => {
    expect(verificationText('482913', 10)).toBe(
      "Your Earl code is 482913. It expires in 10 minutes. If you didn't ask for it, ignore this message.",
    );
    expect(verificationText('482913', 10, 'es')).toMatch(/^Su código de Earl es 482913\. Vence en 10 minutos\./);
  });
});
