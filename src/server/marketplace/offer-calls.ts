import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Config } from '../config';
import { SERVICE_AREA_TIME_ZONE } from '../concierge/engine/service-area';
import type { calls } from '../db/schema';
import type { Db } from '../db/database';
import { placeTwilioCall } from '../telephony/twilio/calls-api';
import * as jobRepo from './jobs-repository';
import * as offerCallRepo from './offer-calls-repository';
import { problemOf, townOf } from './texts';

// The call round of an urgent job: besides the SMS offer, every offered team member who takes SMS gets a phone call
// saying what and where (the town only) and "press 1 to take it". One round, 30 s of ringing, and at night only
// the teams that opted in to emergency calls.

type Call = typeof calls.$inferSelect;

export const OFFER_CALL_PATH = '/webhooks/twilio/offer-call';
export const OFFER_CALL_RING_SECONDS = 30;
// 9 PM to 7 AM in the county: nobody is woken up unless their team asked for it
const NIGHT_STARTS_AT_HOUR = 21;
const NIGHT_ENDS_AT_HOUR = 7;

const hourFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SERVICE_AREA_TIME_ZONE,
  hour: 'numeric',
  hourCycle: 'h23',
});

/** Whether this moment is night in Santa Cruz County (America/Los_Angeles), when only opted-in teams are called. */
export function isNightInCounty(now: Date) {
  const hour = Number(hourFormat.format(now));
  return hour >= NIGHT_STARTS_AT_HOUR || hour < NIGHT_ENDS_AT_HOUR;
}

/** A stored number as Twilio dials it (E.164, US by default); undefined when it is no phone number. */
export function dialable(phone: string | null | undefined) {
  const parsed = phone ? parsePhoneNumberFromString(phone, 'US') : undefined;
  return parsed?.isValid() ? parsed.number : undefined;
}

/** The trade as it is said ("Heating & Cooling (HVAC)" → "heating and cooling"). */
const spokenTrade = (serviceType: string) =>
  serviceType
    .replace(/\s*\(.*?\)/g, '')
    .replace(/&/g, 'and')
    .toLowerCase();

/**
 * The problem in a few words, from the summary ("… needs a plumber in Aptos: a burst pipe."), or nothing. Never the
 * street or any number: offers are private until claimed.
 */
function spokenProblemOf(call: Call) {
  const problem = problemOf(call)
    .match(/\bneeds [^:.]*?: ([^.]{3,120})\./)?.[1]
    ?.trim();
  if (!problem || /\d/.test(problem)) return undefined;
  // the street's name, without its house number ("12 Seacliff Dr" → "seacliff dr")
  const street = call.serviceAddress
    ?.split(',')[0]
    ?.replace(/^\s*\d+\w*\s*/, '')
    .trim()
    .toLowerCase();
  if (street && problem.toLowerCase().includes(street)) return undefined;
  return problem;
}

/** "Urgent plumbing job in Aptos: a burst pipe. Press 1 to take it." */
export function offerCallText(call: Call) {
  const town = townOf(call.serviceAddress);
  const problem = spokenProblemOf(call);
  const what = `Urgent ${spokenTrade(call.serviceType ?? 'home repair')} job${town ? ` in ${town}` : ''}`;
  return `This is Earl. ${what}${problem ? `: ${problem}` : ''}. Press 1 to take it.`;
}

/** Digits said one by one, in groups: "8 3 1, 5 5 5, 0 1 4 2". */
export function spokenDigits(phone: string) {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  const groups = digits.length === 10 ? [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)] : [digits];
  return groups.map((g) => g.split('').join(' ')).join(', ');
}

/** What the winner hears: who, where and the number (the job is theirs now). */
export function winnerText(call: Call) {
  const name = call.customerName ?? 'not given';
  const address = call.serviceAddress ?? 'not given';
  const phone = call.customerPhone ? spokenDigits(call.customerPhone) : 'not given';
  return `The job is yours. The customer's name is ${name}. The address is ${address}. Their number is ${phone}.`;
}

export type OfferCallDeps = { db: Db; config: Pick<Config, 'twilio' | 'publicUrl'>; clock: () => Date };

/**
 * The call round task (queued by the dispatch in the offers' transaction). The calls are first written down, one
 * per member and round; each is then placed under a row lock and marked with its CallSid, so a retried task (or a
 * second worker) never rings anyone twice. A job claimed meanwhile rings nobody else. A failure to place a call is
 * recorded on its row and fails the task, which graphile-worker retries (three attempts in all).
 */
export async function callUrgentOffers(deps: OfferCallDeps, jobId: string, round: number) {
  const twilio = deps.config.twilio;
  if (!twilio) return;
  await deps.db.transaction(async (tx) => {
    const found = await jobRepo.lockOpenJobWithCall(tx, jobId);
    if (!found || found.job.offerRound !== round || found.job.urgency !== 'urgent') return;
    const recipients = await offerCallRepo.findCallRecipients(tx, jobId, { night: isNightInCounty(deps.clock()) });
    await offerCallRepo.insertOfferCalls(
      tx,
      recipients.flatMap((r) => {
        const phone = dialable(r.phone);
        return phone ? [{ jobId, offerRound: round, providerId: r.providerId, memberId: r.memberId, phone }] : [];
      }),
    );
  });
  let failure: Error | undefined;
  for (const { id } of await offerCallRepo.findUnplacedOfferCalls(deps.db, jobId, round)) {
    const error = await deps.db.transaction(async (tx) => {
      const offer = await offerCallRepo.lockUnplacedOfferCall(tx, id);
      if (!offer) return undefined;
      const state = await jobRepo.findJobWithClaimer(tx, jobId);
      if (state?.job.status !== 'open') {
        await offerCallRepo.markOfferCall(tx, id, { status: 'skipped' });
        return undefined;
      }
      const webhook = `${deps.config.publicUrl}${OFFER_CALL_PATH}`;
      try {
        const callSid = await placeTwilioCall(twilio, {
          to: offer.phone,
          url: `${webhook}?offer=${offer.id}`,
          statusCallback: `${webhook}/status?offer=${offer.id}`,
          timeout: OFFER_CALL_RING_SECONDS,
        });
        await offerCallRepo.markOfferCall(tx, id, { callSid, status: 'placed', error: null });
        return undefined;
      } catch (err) {
        const e = err instanceof Error ? err : new Error(String(err));
        await offerCallRepo.markOfferCall(tx, id, { error: e.message });
        return e;
      }
    });
    failure ??= error;
  }
  if (failure) throw failure;
}
