import twilio from 'twilio';

export const GATHER_PATH = '/webhooks/twilio/gather';

/**
 * TwiML for one turn, built only with VoiceResponse so caller text is always escaped.
 * The reply is spoken inside a speech <Gather>; the <Redirect> after it brings a silent caller back to the
 * same turn, so silence re-prompts. A finished conversation says its closing and hangs up.
 */
export function turnAnswer(turn: { reply: string; done: boolean; nextTurn: number; language?: 'en' | 'es' }): string {
  const response = new twilio.twiml.VoiceResponse();
  // a Spanish call is heard and spoken in US Spanish from the turn the caller chose it
  const spanish = turn.language === 'es';
  const say = spanish ? ({ language: 'es-US' } as const) : {};
  if (turn.done) {
    response.say(say, turn.reply);
    response.hangup();
    return response.toString();
  }
  const action = `${GATHER_PATH}?turn=${turn.nextTurn}`;
  response
    .gather({
      input: ['speech'],
      speechTimeout: 'auto',
      action,
      method: 'POST',
      ...(spanish ? { language: 'es-US' } : {}),
    })
    .say(say, turn.reply);
  response.redirect({ method: 'POST' }, action);
  return response.toString();
}
