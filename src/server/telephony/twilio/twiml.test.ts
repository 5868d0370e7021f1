import { describe, expect, it } from 'vitest';
import { readTwiml } from '../../../../test/support/twilio-call';
import { turnAnswer, turnAnswerBuilt } from './twiml';

// The phone line's TwiML, parsed as Twilio reads it: the voice, the speech model and its hints, the recorded message.

const voices = { en: 'Polly.Joanna-Neural', es: 'Polly.Lupe-Neural' };
const attributes = (el: Element | null) =>
  Object.fromEntries([...(el?.attributes ?? [])].map((a) => [a.name, a.value] as const));

describe('turnAnswer', () => {
  it('speaks in the configured neural voice inside a speech Gather with the phone_call model', () => {
    const twiml = readTwiml(
      turnAnswer({ reply: 'What can I help with?', done: false, nextTurn: 1, awaiting: 'problem' }, voices),
    );
    expect(attributes(twiml.says[0]!)).toEqual({ voice: 'Polly.Joanna-Neural', language: 'en-US' });
    // barge-in: the question is said inside the Gather
    expect(twiml.says[0]!.parentElement!.tagName).toBe('Gather');
    expect(attributes(twiml.gather)).toMatchObject({
      input: 'speech',
      action: '/webhooks/twilio/gather?turn=1',
      method: 'POST',
      language: 'en-US',
      speechModel: 'phone_call',
      enhanced: 'true',
      speechTimeout: '2',
    });
    const hints = twiml.gather!.getAttribute('hints')!.split(', ');
    expect(hints).toEqual(expect.arrayContaining(['Aptos', 'Soquel', 'Scotts Valley', 'plumber', 'water heater']));
    expect(twiml.redirect).toBe('/webhooks/twilio/gather?turn=1');
  });

  it('never sends speechTimeout="auto" with a speech model (Twilio warnings 13327 and 13335)', () => {
    for (const awaiting of ['problem', 'phone', 'address', 'times', 'wrap-up'] as const) {
      const gather = readTwiml(turnAnswer({ reply: 'Yes?', done: false, nextTurn: 2, awaiting }, voices)).gather!;
      expect(gather.getAttribute('speechModel')).toBe('phone_call');
      expect(gather.getAttribute('speechTimeout')).toMatch(/^[1-9]\d*$/);
    }
  });

  it('hints digits and gives more time when the caller is asked for a phone number', () => {
    const gather = readTwiml(
      turnAnswer({ reply: "What's the best number?", done: false, nextTurn: 3, awaiting: 'phone' }, voices),
    ).gather!;
    expect(gather.getAttribute('hints')).toContain('$OOV_CLASS_FULLPHONENUM');
    expect(gather.getAttribute('hints')).not.toContain('Aptos');
    expect(gather.getAttribute('speechTimeout')).toBe('3');
  });

  it('hints the county places and street numbers when the caller is asked for the address', () => {
    const hints = readTwiml(
      turnAnswer({ reply: 'What is the address?', done: false, nextTurn: 4, awaiting: 'address' }, voices),
    ).gather!.getAttribute('hints')!;
    expect(hints).toContain('$ADDRESSNUM');
    expect(hints).toContain('La Selva Beach');
  });

  it('speaks and hears US Spanish in the Spanish voice on a Spanish call', () => {
    const twiml = readTwiml(
      turnAnswer({ reply: '¿Qué pasa?', done: false, nextTurn: 2, language: 'es', awaiting: 'problem' }, voices),
    );
    expect(attributes(twiml.says[0]!)).toEqual({ voice: 'Polly.Lupe-Neural', language: 'es-US' });
    expect(twiml.gather!.getAttribute('language')).toBe('es-US');
  });

  it('uses whatever voices are configured (TWILIO_VOICE, TWILIO_VOICE_ES)', () => {
    const twiml = readTwiml(
      turnAnswer(
        { reply: 'Goodbye!', done: true, nextTurn: 5 },
        { en: 'Google.en-US-Neural2-F', es: 'Google.es-US-Neural2-A' },
      ),
    );
    expect(twiml.says[0]!.getAttribute('voice')).toBe('Google.en-US-Neural2-F');
    expect(twiml.hangsUp).toBe(true);
  });

  it('records a message with a beep, a length limit and a status callback, falling back to silence', () => {
    const twiml = readTwiml(
      turnAnswer({ reply: 'Let me take a message instead.', done: false, nextTurn: 4, awaiting: 'message' }, voices),
    );
    expect(twiml.gather).toBeNull();
    expect(twiml.said).toContain('Please speak after the beep');
    expect(attributes(twiml.record)).toMatchObject({
      action: '/webhooks/twilio/message?turn=4',
      method: 'POST',
      maxLength: '120',
      playBeep: 'true',
      finishOnKey: '#',
      recordingStatusCallback: '/webhooks/twilio/recording',
      recordingStatusCallbackEvent: 'completed',
    });
    // an empty recording goes on to the next verb: the same turn, heard as silence
    expect(twiml.redirect).toBe('/webhooks/twilio/gather?turn=4');
  });
});

// turnAnswer fills a template VoiceResponse built once per shape: it must answer exactly what VoiceResponse builds
describe('turnAnswer from its kept templates', () => {
  const replies = [
    'What can I help with?',
    'Tom & Jerry <the "plumbers"> said it\'s 5 > 4',
    'a\r\nline',
    '¿Qué pasa? Ñandú — “comillas” 🙂',
    'dollar $& and $1 and $$ are not patterns',
    'EARL_REPLY_SLOT EARL_TURN_SLOT',
    '',
  ];
  const shapes = [
    { done: true },
    { done: false, awaiting: 'message' as const },
    { done: false, awaiting: 'problem' as const },
    { done: false, awaiting: 'phone' as const },
    { done: false, awaiting: 'address' as const },
    { done: false },
  ];

  it('answers what VoiceResponse builds, for every shape, language and reply', () => {
    for (const shape of shapes)
      for (const language of ['en', 'es'] as const)
        for (const [i, reply] of replies.entries()) {
          const turn = { ...shape, reply, language, nextTurn: i + 1 };
          expect(turnAnswer(turn, voices)).toBe(turnAnswerBuilt(turn, voices));
        }
  });

  it('refuses a character XML forbids, as VoiceResponse does', () => {
    expect(() => turnAnswer({ reply: 'bad \u0001 char', done: false, nextTurn: 1 }, voices)).toThrow();
  });
});
