import type { Logger } from 'pino';
import type { CallSource } from '@shared/constants';
import type { ConciergeCallSummary } from '@shared/schemas/concierge';
import type { Config } from '../config';
import type { Db, Executor } from '../db/database';
import { AppError } from '../http/errors';
import { jobKeys } from '../jobs/keys';
import type { JobRunner } from '../jobs/runner';
import { isUuid } from '../lib/uuid';
import {
  callRecordOf,
  converse,
  hearNothing,
  hearRecordedMessage,
  hearUnclear,
  startConversation,
  summaryOf as conversationSummaryOf,
  withVoiceMessage,
  type Awaiting,
  type CallRecord,
  type ConversationState,
  type TurnResult,
} from './engine/engine';
import type { Language } from './engine/spanish';
import {
  readVerificationAnswer,
  verificationReply,
  withoutGoodbye,
  type VerificationReply,
} from './engine/verification';
import { llmHints, type LlmHints } from './llm';
import {
  endSessionWithoutCall,
  findCallOfSession,
  findSession,
  findSessionByExternalId,
  insertChannelSession,
  insertSession,
  lockSession,
  lockSessionByExternalId,
  saveChannelTurn,
  saveSessionState,
  setCallDuration,
  storeCallAndEnd,
  updateVoiceMessage,
} from './repository';
import { townOf } from '../marketplace/texts';
import { expectedCallbackMinutes, issueStatusUrl } from '../requests/service';
import { vendorNamesByCategory } from '../vendors/service';
import { findVerificationOfSession } from './phone-verifications-repository';
import { answerVerification, refuseSessionOverLimit, startVerification } from './verification';

export const END_IDLE_SESSION_TASK = 'concierge_end_idle_session';

/** What a speech channel heard in one turn: words, words it is unsure of, or nothing. */
export type Heard =
  | { kind: 'speech'; text: string }
  | { kind: 'unclear' }
  | { kind: 'silence' }
  // a voice message the channel recorded (its words come later, from the recording)
  | { kind: 'recording'; recordingUrl: string };
/** Renders a turn's reply in the channel's own format (TwiML); `nextTurn` numbers the reply the caller gives next. */
export type RenderAnswer = (turn: {
  reply: string;
  done: boolean;
  nextTurn: number;
  language?: Language;
  awaiting?: Awaiting;
}) => string;
/** How a channel's call ended: its own duration, and whether it ended in silence (a hang-up before saying anything). */
export type ChannelCallEnd = { callDuration: number | undefined };

// a call this short in which the caller said nothing is a hang-up (or spam), stored as resolved so it reaches no provider
const HANG_UP_SECONDS = 10;

export type ConciergeDeps = { db: Db; config: Config; jobs: JobRunner; log: Logger; clock: () => Date };

const sessionNotFound = () => new AppError('not_found', 'Conversation not found');
const sessionEnded = () =>
  new AppError('conflict', 'This conversation has already ended. Start a new one to keep talking.');

const noCall: ConciergeCallSummary = {
  callId: null,
  status: null,
  urgency: null,
  summary: null,
  reference: null,
  statusUrl: null,
  serviceType: null,
  town: null,
  preferredTime1: null,
  preferredTime2: null,
  leadCheck: null,
  expectedCallbackMinutes: null,
};

/** The stored call as the caller's browser gets it back, with a status link of its own when `publicUrl` is given. */
async function summaryOf(
  tx: Executor,
  call: Awaited<ReturnType<typeof findCallOfSession>>,
  publicUrl?: string,
): Promise<ConciergeCallSummary> {
  if (!call) return noCall;
  return {
    callId: call.id,
    status: call.status,
    urgency: call.urgency,
    summary: call.summary,
    reference: call.reference,
    statusUrl: publicUrl ? await issueStatusUrl(tx, call.id, publicUrl) : null,
    serviceType: call.serviceType,
    town: townOf(call.serviceAddress),
    preferredTime1: call.preferredTime1,
    preferredTime2: call.preferredTime2,
    leadCheck: call.leadCheck,
    expectedCallbackMinutes: await expectedCallbackMinutes(tx, call.serviceType),
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Session = NonNullable<Awaited<ReturnType<typeof lockSession>>>;

/**
 * The row a session stores: a phone call keeps its caller ID (Twilio's From), which verifies the lead when the caller
 * kept that number. A web session's caller ID is whatever the browser sent, so it never counts.
 */
const recordOf = (
  session: Pick<Session, 'source'>,
  state: ConversationState,
  now: Date,
  extra: { phoneVerifiedAt?: Date } = {},
): CallRecord & { callerId: string | null; phoneVerifiedAt: Date | null } => ({
  ...callRecordOf(state, now),
  callerId: session.source === 'phone' ? state.callerId : null,
  phoneVerifiedAt: extra.phoneVerifiedAt ?? null,
});

/** A web intake that ended as a lead for providers: its number must be confirmed before it is offered. */
const needsVerification = (session: Pick<Session, 'source'>, record: CallRecord) =>
  session.source === 'web' &&
  record.status === 'pending' &&
  Boolean(record.serviceType && record.serviceAddress?.trim() && record.customerPhone);

/** The state with one more exchange in its transcript (the verification turns happen after the engine is done). */
function withExchange(state: ConversationState, said: string | null, reply: string): ConversationState {
  const next = structuredClone(state);
  if (said !== null) next.transcript.push({ role: 'user', text: said.trim().slice(0, 1000) });
  next.transcript.push({ role: 'assistant', text: reply });
  return next;
}

export function conciergeService(deps: ConciergeDeps) {
  const { db, config, jobs, log } = deps;

  /**
   * The engine has finished the intake: a web lead's number gets its code (the session stays open for it), anything
   * else is stored at once. Over the client IP's or the number's limit, the call is stored unverified.
   */
  async function finishIntake(tx: Tx, session: Session, turn: TurnResult, now: Date, clientIp: string | undefined) {
    const record = recordOf(session, turn.state, now);
    if (!needsVerification(session, record)) {
      await storeCallAndEnd(tx, session, turn.state, record);
      return turn;
    }
    const language = turn.state.language ?? 'en';
    const phone = record.customerPhone!;
    const started = await startVerification(tx, {
      limits: config.concierge,
      sessionId: session.id,
      phone,
      clientIp,
      language,
      now,
    });
    const said = verificationReply(started === 'sent' ? { kind: 'ask', phone } : { kind: 'limited' }, language);
    // no goodbye before the code: the engine's closing words give way to the question
    const before = withoutGoodbye(turn.reply, turn.state, language);
    const intake = structuredClone(turn.state);
    const last = intake.transcript.at(-1);
    if (last?.role === 'assistant' && last.text === turn.reply) {
      if (before) last.text = before;
      else intake.transcript.pop();
    }
    const state = withExchange(intake, null, said);
    const reply = before ? `${before} ${said}` : said;
    if (started === 'limited') {
      await storeCallAndEnd(tx, session, state, recordOf(session, state, now));
      return { state, reply, done: true };
    }
    await saveSessionState(tx, session.id, state);
    return { state, reply, done: false };
  }

  /** A turn after the intake: the caller types the code, asks for a new one, or says something else. */
  async function verificationTurn(tx: Tx, session: Session, text: string, now: Date): Promise<TurnResult> {
    const row = await findVerificationOfSession(tx, session.id);
    if (!row) throw sessionEnded();
    const language = session.state.language ?? 'en';
    const answer = readVerificationAnswer(text);
    const phone = row.phone;
    let said: VerificationReply;
    let end: 'verified' | 'unverified' | undefined;
    if (answer.kind === 'other') said = { kind: 'unclear', phone };
    else {
      const outcome = await answerVerification(tx, row, answer, { now, language });
      said = outcome === 'resent' ? { kind: 'resent', phone } : { kind: outcome };
      if (outcome === 'verified') end = 'verified';
      else if (outcome === 'locked' || outcome === 'no-more-codes') end = 'unverified';
    }
    const reply = verificationReply(said, language);
    const state = withExchange(session.state, text, reply);
    if (!end) {
      await saveSessionState(tx, session.id, state);
      return { state, reply, done: false };
    }
    await storeCallAndEnd(
      tx,
      session,
      state,
      recordOf(session, state, now, end === 'verified' ? { phoneVerifiedAt: now } : {}),
    );
    return { state, reply, done: true };
  }

  /** The optional model's reading of the utterance, asked before the row is locked (it may take up to 2 s). */
  async function hintsFor(sessionId: string, text: string): Promise<LlmHints | undefined> {
    if (!config.llm) return undefined;
    const session = await findSession(db, sessionId);
    if (!session || session.status !== 'active' || session.state.done) return undefined;
    return llmHints({ ...config.llm, log }, text, session.state.awaiting);
  }

  // the timeout travels with the job: any app instance may run it, whatever its own configuration
  const scheduleIdleEnd = (sessionId: string, idleSeconds = config.concierge.idleSeconds) =>
    jobs.schedule(
      END_IDLE_SESSION_TASK,
      { sessionId, idleSeconds },
      { jobKey: jobKeys.conciergeIdle(sessionId), runAt: new Date(Date.now() + idleSeconds * 1000), maxAttempts: 5 },
    );

  /** Ends a session and stores its call (a session in which the caller said nothing leaves no call). */
  async function endSession(sessionId: string, opts: { idleSeconds?: number } = {}): Promise<ConciergeCallSummary> {
    if (!isUuid(sessionId)) throw sessionNotFound();
    // the caller's browser gets a status link; the idle job has nobody to give one to
    const publicUrl = opts.idleSeconds === undefined ? config.publicUrl : undefined;
    const result = await db.transaction(async (tx) => {
      const session = await lockSession(tx, sessionId);
      if (!session) throw sessionNotFound();
      if (session.status === 'ended')
        return {
          summary: await summaryOf(tx, await findCallOfSession(tx, session.externalId ?? sessionId), publicUrl),
          ended: false,
        };
      if (opts.idleSeconds !== undefined && session.lastTurnAt.getTime() + opts.idleSeconds * 1000 > Date.now() + 1000)
        return { summary: null, ended: false };
      const state = session.state;
      if (!state.transcript.some((t) => t.role === 'user')) {
        await endSessionWithoutCall(tx, sessionId);
        return { summary: noCall, ended: true };
      }
      const call = await storeCallAndEnd(tx, session, state, recordOf(session, state, deps.clock()));
      return { summary: await summaryOf(tx, call, publicUrl), ended: true };
    });
    if (result.ended && opts.idleSeconds === undefined) await jobs.cancel(jobKeys.conciergeIdle(sessionId));
    if (!result.summary) await scheduleIdleEnd(sessionId, opts.idleSeconds);
    return result.summary ?? noCall;
  }

  return {
    async startSession(input: {
      callerPhone?: string;
      phoneNumber?: string;
      source?: CallSource;
      language?: Language;
      clientIp?: string;
    }) {
      await refuseSessionOverLimit(db, config.concierge, input.clientIp, deps.clock());
      const { state, reply } = startConversation({
        now: deps.clock(),
        callerId: input.callerPhone,
        language: input.language,
      });
      const id = await insertSession(db, {
        state,
        phoneNumber: input.phoneNumber ?? config.conciergePhone,
        source: input.source ?? 'web',
      });
      await scheduleIdleEnd(id);
      return { id, reply };
    },

    async takeTurn(sessionId: string, text: string, opts: { clientIp?: string } = {}) {
      if (!isUuid(sessionId)) throw sessionNotFound();
      const [vendorsByCategory, hints] = await Promise.all([vendorNamesByCategory(db), hintsFor(sessionId, text)]);
      const result = await db.transaction(async (tx) => {
        const session = await lockSession(tx, sessionId);
        if (!session) throw sessionNotFound();
        if (session.status === 'ended') throw sessionEnded();
        const now = deps.clock();
        if (session.state.done) return verificationTurn(tx, session, text, now);
        const turn = converse(session.state, text, { now, vendorsByCategory, hints });
        if (turn.done) return finishIntake(tx, session, turn, now, opts.clientIp);
        await saveSessionState(tx, sessionId, turn.state);
        return turn;
      });
      if (result.done) await jobs.cancel(jobKeys.conciergeIdle(sessionId));
      else await scheduleIdleEnd(sessionId);
      return { reply: result.reply, done: result.done };
    },

    endSession,

    /** Starts the session of a channel's call (a Twilio CallSid) and answers its greeting; a repeated start gets the same answer. */
    async startChannelSession(input: {
      externalId: string;
      callerPhone?: string;
      phoneNumber: string;
      source: CallSource;
      render: RenderAnswer;
    }) {
      const existing = await findSessionByExternalId(db, input.externalId);
      if (existing?.lastAnswer) return existing.lastAnswer;
      const { state, reply } = startConversation({
        now: deps.clock(),
        callerId: input.callerPhone,
        // a phone caller hears the English greeting and how to ask for Spanish
        offerSpanish: input.source === 'phone',
      });
      const lastAnswer = input.render({ reply, done: false, nextTurn: 1, awaiting: state.awaiting });
      const id = await insertChannelSession(db, {
        state,
        phoneNumber: input.phoneNumber,
        source: input.source,
        externalId: input.externalId,
        lastAnswer,
      });
      if (id) await scheduleIdleEnd(id);
      else return (await findSessionByExternalId(db, input.externalId))?.lastAnswer ?? lastAnswer;
      return lastAnswer;
    },

    /**
     * One turn of a channel's call, numbered by the channel: turn n is answered once, and any other number
     * (a retried or duplicated delivery) gets the latest answer again without adding a turn.
     */
    async takeChannelTurn(externalId: string, turn: number, heard: Heard, render: RenderAnswer): Promise<string> {
      const [session, vendorsByCategory] = await Promise.all([
        findSessionByExternalId(db, externalId),
        vendorNamesByCategory(db),
      ]);
      if (!session) throw new AppError('not_found', 'No conversation for this call');
      const hints =
        heard.kind === 'speech' && turn === session.turn + 1 ? await hintsFor(session.id, heard.text) : undefined;
      const result = await db.transaction(async (tx) => {
        const locked = (await lockSessionByExternalId(tx, externalId))!;
        if (turn !== locked.turn + 1 && locked.lastAnswer) return { answer: locked.lastAnswer, ended: false };
        const state = locked.state;
        if (locked.status === 'ended')
          return {
            answer: render({ reply: 'This call has ended. Thanks for calling Earl!', done: true, nextTurn: turn + 1 }),
            ended: false,
          };
        const now = deps.clock();
        let unheard = 0;
        let next: TurnResult;
        if (heard.kind === 'speech') next = converse(state, heard.text, { now, vendorsByCategory, hints });
        else if (heard.kind === 'recording') next = hearRecordedMessage(state);
        else if (heard.kind === 'unclear') {
          unheard = locked.unheard;
          next = hearUnclear(state);
        } else {
          unheard = locked.unheard + 1;
          next = hearNothing(state, unheard);
        }
        const answer = render({
          reply: next.reply,
          done: next.done,
          nextTurn: turn + 1,
          language: next.state.language,
          awaiting: next.state.awaiting,
        });
        await saveChannelTurn(tx, locked.id, { state: next.state, turn, unheard, lastAnswer: answer });
        const recordingUrl = heard.kind === 'recording' ? heard.recordingUrl : undefined;
        if (next.done)
          await storeCallAndEnd(tx, locked, next.state, { ...recordOf(locked, next.state, now), recordingUrl });
        return { answer, ended: next.done };
      });
      // no rescheduling per turn: the channel reports the call's end, and the idle job set at the start
      // reschedules itself while turns keep coming (a fallback for a lost status callback)
      if (result.ended) await jobs.cancel(jobKeys.conciergeIdle(session.id));
      return result.answer;
    },

    /**
     * The words of a channel call's voice message, once transcribed: the stored call's summary quotes them and the
     * transcript shows them. False while the call is not stored yet (the message's turn has not been answered).
     */
    async fillVoiceMessage(externalId: string, text: string) {
      return db.transaction(async (tx) => {
        const session = await lockSessionByExternalId(tx, externalId);
        const call = await findCallOfSession(tx, externalId);
        if (!session || !call) return false;
        const state = withVoiceMessage(session.state, text);
        await saveSessionState(tx, session.id, state);
        await updateVoiceMessage(tx, externalId, {
          summary: conversationSummaryOf(state),
          transcript: callRecordOf(state, deps.clock()).transcript,
        });
        return true;
      });
    },

    /**
     * A channel reports its call over: the session ends and its call is stored with the channel's duration
     * (or, when already stored, gets that duration). A short call in which the caller said nothing is a "Hang-up".
     */
    async endChannelCall(externalId: string, end: ChannelCallEnd) {
      const sessionId = await db.transaction(async (tx) => {
        const session = await lockSessionByExternalId(tx, externalId);
        if (!session) return undefined;
        const stored = await findCallOfSession(tx, externalId);
        if (stored) {
          if (end.callDuration !== undefined) await setCallDuration(tx, externalId, end.callDuration);
          return session.id;
        }
        const state = session.state;
        const record = recordOf(session, state, deps.clock());
        const callDuration = end.callDuration ?? record.callDuration;
        const saidNothing = !state.transcript.some((t) => t.role === 'user');
        const hangUp = saidNothing && callDuration < HANG_UP_SECONDS;
        await storeCallAndEnd(tx, session, state, {
          ...record,
          callDuration,
          ...(hangUp ? { status: 'resolved', summary: 'Hang-up' } : {}),
        });
        return session.id;
      });
      if (sessionId) await jobs.cancel(jobKeys.conciergeIdle(sessionId));
    },
  };
}
