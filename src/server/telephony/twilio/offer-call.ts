import twilio from 'twilio';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { AppError } from '../../http/errors';
import { dialable, OFFER_CALL_PATH, offerCallText, winnerText } from '../../marketplace/offer-calls';
import {
  claimJobByPhone,
  customerPhoneForOfferCall,
  findOfferCallJob,
  recordOfferCallStatus,
} from '../../marketplace/service';
import type { FormParams } from './service';
import { sayIn } from './twiml';

// The TwiML of an urgent job's call to a team member: the offer, the press of 1 (the atomic claim), and the
// connection to the customer. The offer call's id is in the URL Twilio signs, so it is Twilio's to name.

const offerQuery = z.object({ offer: z.uuid() });
const pressed = z.object({ Digits: z.string().max(32).optional() });
const callStatus = z.object({ CallStatus: z.string().max(32) });
const ENDED_STATUSES = new Set(['completed', 'busy', 'failed', 'no-answer', 'canceled']);

const NOT_YOURS = {
  team: 'Your team took this job. Thank you!',
  taken: 'Sorry, this job was already taken by another provider. Thank you!',
  closed: 'This job is no longer available. Thank you!',
} as const;

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError('bad_request', 'Invalid Twilio request');
  return parsed.data;
}

export function offerCallService(deps: Pick<AppDeps, 'db' | 'config'>) {
  const say = sayIn(deps.config.twilioVoices, 'en');
  const sayAndHangUp = (text: string) => {
    const response = new twilio.twiml.VoiceResponse();
    response.say(say, text);
    response.hangup();
    return response.toString();
  };
  /** One key press, with the words inside the <Gather> so the member can press while they are said. */
  const askForOne = (text: string, action: string, otherwise: string) => {
    const response = new twilio.twiml.VoiceResponse();
    response.gather({ input: ['dtmf'], numDigits: 1, timeout: 8, action, method: 'POST' }).say(say, text);
    response.say(say, otherwise);
    response.hangup();
    return response.toString();
  };

  return {
    /** The member answered: the offer (town, never the street), or why it is gone. */
    async answered(query: unknown) {
      const { offer } = parse(offerQuery, query);
      const found = await findOfferCallJob(deps.db, offer);
      if (found.state === 'open')
        return askForOne(
          offerCallText(found.call),
          `${OFFER_CALL_PATH}/press?offer=${offer}`,
          'The offer is in your text messages too. Goodbye.',
        );
      return sayAndHangUp(found.state === 'yours' ? 'This job is already yours. Goodbye.' : NOT_YOURS[found.state]);
    },

    /** A key pressed on the offer: 1 claims the job as the claim link does; the winner hears the customer. */
    async pressed(query: unknown, params: FormParams) {
      const { offer } = parse(offerQuery, query);
      const { Digits } = parse(pressed, params);
      if (Digits !== '1') return sayAndHangUp('No problem. Goodbye.');
      const claim = await claimJobByPhone(deps.db, offer, deps.config.billing);
      if (claim.outcome !== 'won') return sayAndHangUp(NOT_YOURS[claim.outcome]);
      const connectable = Boolean(dialable(claim.call.customerPhone));
      const details = winnerText(claim.call);
      if (!connectable) return sayAndHangUp(`${details} The job is on your Earl dashboard. Goodbye.`);
      return askForOne(
        `${details} Press 1 to be connected to the customer now.`,
        `${OFFER_CALL_PATH}/connect?offer=${offer}`,
        'The job is on your Earl dashboard. Goodbye.',
      );
    },

    /** 1 again: the winner is put through to the customer, from our line. */
    async connect(query: unknown, params: FormParams) {
      const { offer } = parse(offerQuery, query);
      const { Digits } = parse(pressed, params);
      const customer = Digits === '1' ? dialable(await customerPhoneForOfferCall(deps.db, offer)) : undefined;
      if (!customer || !deps.config.twilio) return sayAndHangUp('Goodbye.');
      const response = new twilio.twiml.VoiceResponse();
      response.say(say, 'Connecting you to the customer now.');
      response.dial({ callerId: deps.config.twilio.fromNumber, timeout: 30 }).number(customer);
      return response.toString();
    },

    /** The call's final status: recorded on its row; an unanswered call leaves the job offered by SMS. */
    async status(query: unknown, params: FormParams) {
      const { offer } = parse(offerQuery, query);
      const { CallStatus } = parse(callStatus, params);
      if (ENDED_STATUSES.has(CallStatus)) await recordOfferCallStatus(deps.db, offer, CallStatus);
    },
  };
}
