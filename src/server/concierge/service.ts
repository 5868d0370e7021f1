import type { Logger } from 'pino';
import type { CallSource, ServiceCategory } from '@shared/constants';
import type { ConciergeCallSummary } from '@shared/schemas/concierge';
import type { Config } from '../config';
import type { Db, Executor } from '../db/database';
import { AppError } from '../http/errors';
import type { JobRunner } from '../jobs/runner';
import { isUuid } from '../lib/uuid';
import {
  callRecordOf,
  converse,
  copyState,
  hearNothing,
  hearRecordedMessage,
  hearUnclear,
  startConversation,
  summaryOf as conversationSummaryOf,
  withVoiceMessage,
  type Awaiting,
  type CallRecord,
  type ConversationContext,
  type ConversationState,
  type TurnResult,
} from './engine/engine';
import type { Language } from './engine/spanish';
import { storedPhone } from './engine/phone-numbers';

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
  amendEndedSessionState,
  findIdleSessions,
  lockIdleSession,
  lockSession,
  lockSessionByExternalId,
  lockSessionVersion,
  saveSessionState,
  saveTurnIfCurrent,
  setCallDuration,
  storeCallAndEnd,
  storeCallAndEndIfCurrent,
  updateVoiceMessage,
  type SessionRow,
} from './repository';
import type { ProviderPoolCount } from '../providers/pool-count-cache';
import { townOf } from '../marketplace/texts';
import { expectedCallbackMinutes, issueStatusUrl } from '../requests/service';
import { findVerificationOfSession } from './phone-verifications-repository';
import { answerVerification, refuseSessionOverLimit, startVerification } from './verification';

// the task of the idle job each turn used to queue; defined still, so such jobs left in the queue finish
export const END_IDLE_SESSION_TASK = 'concierge_end_idle_session';
// sessions ended per sweep query; the sweep reads again until a batch comes back short
const IDLE_SWEEP_BATCH = 100;
// a turn that lost the race for its session (another turn or the end saved first) reads it again, this often at most
const TURN_ATTEMPTS = 5;

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

export type ConciergeDeps = {
  db: Db;
  config: Config;
  jobs: JobRunner;
  log: Logger;
  clock: () => Date;
  /** how many providers each category's job would reach now, kept per instance (said at the read-back) */
  providerPool: ProviderPoolCount;
};

const sessionNotFound = () => new AppError('not_found', 'Conversation not found');
const sessionBusy = () => new AppError('conflict', 'This conversation is busy with another message. Please try again.');
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

// the line called, stored like every number (E.164) when it is one
const storedPhoneNumber = (line: string) => storedPhone(line) ?? line;

/**
 * Locks the session for this transaction; false when a turn or the end was saved since `read` was read (every save
 * counts a turn), so the caller starts over.
 */
async function lockUnchanged(tx: Tx, read: SessionRow) {
  const session = await lockSessionVersion(tx, read.id);
  return session?.status === 'active' && session.turn === read.turn;
}

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
  callerId: session.source === 'phone' ? storedPhone(state.callerId) : null,
  phoneVerifiedAt: extra.phoneVerifiedAt ?? null,
});

/** A web intake that ended as a lead for providers: its number must be confirmed before it is offered. */
const needsVerification = (session: Pick<Session, 'source'>, record: CallRecord) =>
  session.source === 'web' &&
  record.status === 'pending' &&
  Boolean(record.serviceType && record.serviceAddress?.trim() && record.customerPhone);

/**
 * The engine's last turn followed by what the code's step says first (`said`): no goodbye before the code, the
 * engine's closing words give way to it.
 */
function codeTurn(turn: TurnResult, said: string, language: Language) {
  const before = withoutGoodbye(turn.reply, turn.state, language);
  const intake = copyState(turn.state);
  const last = intake.transcript.at(-1);
  if (last?.role === 'assistant' && last.text === turn.reply) {
    if (before) last.text = before;
    else intake.transcript.pop();
  }
  return { state: withExchange(intake, null, said), reply: before ? `${before} ${said}` : said };
}

/** The state with one more exchange in its transcript (the verification turns happen after the engine is done). */
function withExchange(state: ConversationState, said: string | null, reply: string): ConversationState {
  const next = copyState(state);
  if (said !== null) next.transcript.push({ role: 'user', text: said.trim().slice(0, 1000) });
  next.transcript.push({ role: 'assistant', text: reply });
  return next;
}

/**
 * The sessions this instance started or saved a turn of, as stored: a call's next turn (usually served here too)
 * starts from it instead of reading the row back. An entry is taken out when used, so a turn that finds it stale
 * (another instance took a turn, or the call ended: saveTurnIfCurrent and lockUnchanged check the row's version)
 * retries from a read.
 */
function recentlySavedSessions(keyOf: (row: SessionRow) => string, max = 10_000) {
  const rows = new Map<string, SessionRow>();
  return {
    take(key: string) {
      const row = rows.get(key);
      rows.delete(key);
      return row;
    },
    put(row: SessionRow) {
      rows.set(keyOf(row), row);
      // the oldest entry out (a Map keeps insertion order): a call that went quiet is read again if it comes back
      if (rows.size > max) rows.delete(rows.keys().next().value!);
    },
  };
}

export function conciergeService(deps: ConciergeDeps) {
  const { db, config, log } = deps;
  const savedSessions = recentlySavedSessions((row) => row.id);
  // a channel's calls (Twilio's CallSid) by their own id
  const savedChannelSessions = recentlySavedSessions((row) => row.externalId ?? row.id);

  /**
   * The engine has finished the intake: a web lead's number gets its code (the session stays open for it), anything
   * else is stored at once. Over the client IP's or the number's limit, the call is stored unverified. Undefined when
   * another turn or the end was saved since `session` was read: the caller starts the turn over.
   */
  async function finishIntake(session: Session, turn: TurnResult, now: Date, clientIp: string | undefined) {
    const record = recordOf(session, turn.state, now);
    if (!needsVerification(session, record)) return storeUnlessMoved(session, turn, now);
    const language = turn.state.language ?? 'en';
    const phone = record.customerPhone!;
    const sent = codeTurn(turn, verificationReply({ kind: 'ask', phone }, language), language);
    const started = await startVerification(db, {
      limits: config.concierge,
      sessionId: session.id,
      readTurn: session.turn,
      phone,
      clientIp,
      language,
      now,
      stateIfSent: sent.state,
    });
    if (started === 'moved') return undefined;
    if (started === 'sent') return { ...sent, done: false };
    const limited = codeTurn(turn, verificationReply({ kind: 'limited' }, language), language);
    return storeUnlessMoved(session, { ...limited, done: true }, now);
  }

  /** The call stored and the session ended under the session's lock; undefined when a turn was saved since the read. */
  function storeUnlessMoved(session: Session, ending: TurnResult, now: Date) {
    return db.transaction(async (tx) => {
      if (!(await lockUnchanged(tx, session))) return undefined;
      await storeCallAndEnd(tx, session, ending.state, recordOf(session, ending.state, now));
      return ending;
    });
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

  /** The optional model's reading of the utterance, asked before the turn is saved (it may take up to 2 s). */
  async function hintsFor(session: SessionRow, text: string): Promise<LlmHints | undefined> {
    if (!config.llm || session.status !== 'active' || session.state.done) return undefined;
    return llmHints({ ...config.llm, log }, text, session.state.awaiting);
  }

  /**
   * The engine's turn. Only the read-back says how many pros get the request, so the providers are counted only on a
   * turn that asks for the count. The engine runs with the instance's kept count while it is fresh (nearly always);
   * otherwise it (pure, a fraction of a millisecond) runs first with a probe, and again with the real counts when the
   * probe was read.
   */
  async function converseCountingPros(
    state: ConversationState,
    text: string,
    ctx: Omit<ConversationContext, 'prosByCategory'>,
  ) {
    const counts = deps.providerPool.current();
    if (counts) return converse(state, text, { ...ctx, prosByCategory: counts });
    let asked = false;
    const probe = new Proxy({} as Record<ServiceCategory, number>, {
      get: () => {
        asked = true;
        return 0;
      },
    });
    const turn = converse(state, text, { ...ctx, prosByCategory: probe });
    if (!asked) return turn;
    return converse(state, text, { ...ctx, prosByCategory: await deps.providerPool.get() });
  }

  /** Ends a locked active session and stores its call (a session in which the caller said nothing leaves no call). */
  async function closeSession(tx: Tx, session: Session, publicUrl?: string) {
    const state = session.state;
    if (!state.transcript.some((t) => t.role === 'user')) {
      await endSessionWithoutCall(tx, session.id);
      return noCall;
    }
    const call = await storeCallAndEnd(tx, session, state, recordOf(session, state, deps.clock()));
    return summaryOf(tx, call, publicUrl);
  }

  /**
   * Ends a session (the caller's own end); an ended one answers its stored call again. The caller's browser gets a
   * status link (a new one each time: only its hash is kept); the idle sweep has nobody to give one to.
   */
  async function endSession(sessionId: string): Promise<ConciergeCallSummary> {
    if (!isUuid(sessionId)) throw sessionNotFound();
    return db.transaction(async (tx) => {
      const session = await lockSession(tx, sessionId);
      if (!session) throw sessionNotFound();
      if (session.status === 'ended')
        return summaryOf(tx, await findCallOfSession(tx, session.externalId ?? sessionId), config.publicUrl);
      return closeSession(tx, session, config.publicUrl);
    });
  }

  /** Ends the session if it is still idle past its timeout (a turn may have come since it was found); true if ended. */
  async function endIfIdle(sessionId: string) {
    return db.transaction(async (tx) => {
      const session = await lockIdleSession(tx, sessionId);
      if (!session) return false;
      await closeSession(tx, session);
      return true;
    });
  }

  /**
   * Ends every session left idle past its own timeout (the periodic sweep). Any instance may run it, two at once end
   * each session once, and a restart loses nothing: the deadline is the row's last_turn_at. Returns how many it ended.
   */
  async function endIdleSessions() {
    let ended = 0;
    for (;;) {
      const idle = await findIdleSessions(db, IDLE_SWEEP_BATCH);
      let endedNow = 0;
      for (const session of idle) if (await endIfIdle(session.id)) endedNow += 1;
      ended += endedNow;
      // a short batch was the last; a batch of which none ended (raced by turns) is left for the next sweep
      if (idle.length < IDLE_SWEEP_BATCH || endedNow === 0) return ended;
    }
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
      const session = await insertSession(db, {
        state,
        phoneNumber: storedPhoneNumber(input.phoneNumber ?? config.conciergePhone),
        source: input.source ?? 'web',
        idleSeconds: config.concierge.idleSeconds,
      });
      // the first turn, usually served here too, starts from the row as stored
      savedSessions.put(session);
      return { id: session.id, reply };
    },

    /**
     * One typed turn. The session is read, the engine answers, and the new state is saved in one statement that holds
     * no lock: it applies only if no other turn (or the end) was saved since the read, else the turn starts over from a
     * fresh read. The turn that ends the intake, and the code's turns, run under the session's lock.
     */
    async takeTurn(sessionId: string, text: string, opts: { clientIp?: string } = {}) {
      if (!isUuid(sessionId)) throw sessionNotFound();
      for (let attempt = 1; ; attempt++) {
        // the row as this instance saved it last turn, else read; taken out, so a retry always reads
        const session = (attempt === 1 && savedSessions.take(sessionId)) || (await findSession(db, sessionId));
        if (!session) throw sessionNotFound();
        if (session.status === 'ended') throw sessionEnded();
        const now = deps.clock();
        let result: TurnResult | undefined;
        if (session.state.done) {
          // the code's turns (texts sent, attempts counted) run under the session's lock
          result = await db.transaction(async (tx) =>
            (await lockUnchanged(tx, session)) ? verificationTurn(tx, session, text, now) : undefined,
          );
        } else {
          const hints = await hintsFor(session, text);
          const turn = await converseCountingPros(session.state, text, { now, hints });
          if (turn.done) result = await finishIntake(session, turn, now, opts.clientIp);
          else if (await saveTurnIfCurrent(db, sessionId, session.turn, { state: turn.state })) {
            savedSessions.put({ ...session, state: turn.state, turn: session.turn + 1 });
            result = turn;
          }
        }
        if (result) return { reply: result.reply, done: result.done };
        // another turn or the end was saved since the read: start over from what it left
        if (attempt >= TURN_ATTEMPTS) throw sessionBusy();
      }
    },

    endSession,

    endIdleSessions,

    /** Starts the session of a channel's call (a Twilio CallSid) and answers its greeting; a repeated start gets the same answer. */
    async startChannelSession(input: {
      externalId: string;
      callerPhone?: string;
      phoneNumber: string;
      source: CallSource;
      render: RenderAnswer;
    }) {
      const { state, reply } = startConversation({
        now: deps.clock(),
        callerId: input.callerPhone,
        // a phone caller hears the English greeting and how to ask for Spanish
        offerSpanish: input.source === 'phone',
      });
      const lastAnswer = input.render({ reply, done: false, nextTurn: 1, awaiting: state.awaiting });
      const session = await insertChannelSession(db, {
        state,
        phoneNumber: storedPhoneNumber(input.phoneNumber),
        source: input.source,
        externalId: input.externalId,
        lastAnswer,
        idleSeconds: config.concierge.idleSeconds,
      });
      // the call already has its session (a repeated webhook): its answer so far
      if (!session) return (await findSessionByExternalId(db, input.externalId))?.lastAnswer ?? lastAnswer;
      savedChannelSessions.put(session);
      return lastAnswer;
    },

    /**
     * One turn of a channel's call, numbered by the channel: turn n is answered once, and any other number
     * (a retried or duplicated delivery) gets the latest answer again without adding a turn.
     */
    async takeChannelTurn(externalId: string, turn: number, heard: Heard, render: RenderAnswer): Promise<string> {
      for (let attempt = 1; ; attempt++) {
        // the row as this instance stored it last, when it is the turn just before this one; else (a retried
        // delivery, a turn served elsewhere, a retry) read
        const remembered = attempt === 1 ? savedChannelSessions.take(externalId) : undefined;
        const session =
          remembered && remembered.turn + 1 === turn ? remembered : await findSessionByExternalId(db, externalId);
        if (!session) throw new AppError('not_found', 'No conversation for this call');
        // a retried or duplicated delivery (or one arriving after its turn was saved by the first) adds no turn
        if (turn !== session.turn + 1 && session.lastAnswer) return session.lastAnswer;
        if (session.status === 'ended')
          return render({ reply: 'This call has ended. Thanks for calling Earl!', done: true, nextTurn: turn + 1 });
        const state = session.state;
        const now = deps.clock();
        let unheard = 0;
        let next: TurnResult;
        if (heard.kind === 'speech') {
          const hints = await hintsFor(session, heard.text);
          next = await converseCountingPros(state, heard.text, { now, hints });
        } else if (heard.kind === 'recording') next = hearRecordedMessage(state);
        else if (heard.kind === 'unclear') {
          unheard = session.unheard;
          next = hearUnclear(state);
        } else {
          unheard = session.unheard + 1;
          next = hearNothing(state, unheard);
        }
        const answer = render({
          reply: next.reply,
          done: next.done,
          nextTurn: turn + 1,
          language: next.state.language,
          awaiting: next.state.awaiting,
        });
        const saved = { state: next.state, unheard, lastAnswer: answer };
        if (!next.done) {
          if (await saveTurnIfCurrent(db, session.id, session.turn, saved)) {
            savedChannelSessions.put({ ...session, ...saved, turn: session.turn + 1 });
            return answer;
          }
        } else {
          const recordingUrl = heard.kind === 'recording' ? heard.recordingUrl : undefined;
          const record = { ...recordOf(session, next.state, now), recordingUrl };
          if (await storeCallAndEndIfCurrent(db, session, session.turn, { ...saved, turn }, record)) return answer;
        }
        // another delivery of this turn, or the call's end, was saved since the read: answer from what it left
        if (attempt >= TURN_ATTEMPTS) throw sessionBusy();
      }
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
        await amendEndedSessionState(tx, session.id, state);
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
      // the usual case, a call its last turn stored: its duration in one statement
      if (end.callDuration !== undefined && (await setCallDuration(db, externalId, end.callDuration))) return;
      await db.transaction(async (tx) => {
        const session = await lockSessionByExternalId(tx, externalId);
        if (!session) return;
        const stored = await findCallOfSession(tx, externalId);
        if (stored) {
          if (end.callDuration !== undefined) await setCallDuration(tx, externalId, end.callDuration);
          return;
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
      });
    },
  };
}
