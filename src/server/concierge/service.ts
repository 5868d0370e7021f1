import type { Logger } from 'pino';
import type { CallSource } from '../../shared/constants';
import type { ConciergeCallSummary } from '../../shared/schemas/concierge';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import type { JobRunner } from '../jobs/runner';
import { callRecordOf, converse, startConversation, type ConversationState } from './engine';
import { llmHints, type LlmHints } from './llm';
import {
  endSessionWithoutCall,
  findCallOfSession,
  findSession,
  insertSession,
  lockSession,
  saveSessionState,
  storeCallAndEnd,
  vendorNamesByCategory,
} from './repository';

export const END_IDLE_SESSION_TASK = 'concierge_end_idle_session';
const idleJobKey = (sessionId: string) => `concierge-idle:${sessionId}`;

export type ConciergeDeps = { db: Db; config: Config; jobs: JobRunner; log: Logger };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sessionNotFound = () => new AppError('not_found', 'Conversation not found');
const sessionEnded = () => new AppError('conflict', 'This conversation has already ended. Start a new one to keep talking.');

const summaryOf = (call: Awaited<ReturnType<typeof findCallOfSession>>): ConciergeCallSummary =>
  call
    ? { callId: call.id, status: call.status as ConciergeCallSummary['status'], urgency: call.urgency as ConciergeCallSummary['urgency'], summary: call.summary }
    : { callId: null, status: null, urgency: null, summary: null };

export function conciergeService(deps: ConciergeDeps) {
  const { db, config, jobs, log } = deps;

  /** The optional model's reading of the utterance, asked before the row is locked (it may take up to 2 s). */
  async function hintsFor(sessionId: string, text: string): Promise<LlmHints | undefined> {
    if (!config.llm) return undefined;
    const session = await findSession(db, sessionId);
    if (!session || session.status !== 'active') return undefined;
    return llmHints({ ...config.llm, log }, text, (session.state as unknown as ConversationState).awaiting);
  }

  // the timeout travels with the job: any app instance may run it, whatever its own configuration
  const scheduleIdleEnd = (sessionId: string, idleSeconds = config.concierge.idleSeconds) =>
    jobs.schedule(END_IDLE_SESSION_TASK, { sessionId, idleSeconds }, { jobKey: idleJobKey(sessionId), runAt: new Date(Date.now() + idleSeconds * 1000), maxAttempts: 5 });

  /** Ends a session and stores its call (a session in which the caller said nothing leaves no call). */
  async function endSession(sessionId: string, opts: { idleSeconds?: number } = {}): Promise<ConciergeCallSummary> {
    if (!UUID.test(sessionId)) throw sessionNotFound();
    const result = await db.transaction(async (tx) => {
      const session = await lockSession(tx, sessionId);
      if (!session) throw sessionNotFound();
      if (session.status === 'ended') return { summary: summaryOf(await findCallOfSession(tx, sessionId)), ended: false };
      if (opts.idleSeconds !== undefined && session.lastTurnAt.getTime() + opts.idleSeconds * 1000 > Date.now() + 1000) return { summary: null, ended: false };
      const state = session.state as unknown as ConversationState;
      if (!state.transcript.some((t) => t.role === 'user')) {
        await endSessionWithoutCall(tx, sessionId);
        return { summary: summaryOf(undefined), ended: true };
      }
      const call = await storeCallAndEnd(tx, session, state, callRecordOf(state, new Date()));
      return { summary: summaryOf(call), ended: true };
    });
    if (result.ended && opts.idleSeconds === undefined) await jobs.cancel(idleJobKey(sessionId));
    if (!result.summary) await scheduleIdleEnd(sessionId, opts.idleSeconds);
    return result.summary ?? summaryOf(undefined);
  }

  return {
    async startSession(input: { callerPhone?: string; phoneNumber?: string; source?: CallSource }) {
      const { state, reply } = startConversation({ now: new Date(), callerId: input.callerPhone });
      const id = await insertSession(db, { state, phoneNumber: input.phoneNumber ?? config.conciergePhone, source: input.source ?? 'web' });
      await scheduleIdleEnd(id);
      return { id, reply };
    },

    async takeTurn(sessionId: string, text: string) {
      if (!UUID.test(sessionId)) throw sessionNotFound();
      const [vendorsByCategory, hints] = await Promise.all([vendorNamesByCategory(db), hintsFor(sessionId, text)]);
      const result = await db.transaction(async (tx) => {
        const session = await lockSession(tx, sessionId);
        if (!session) throw sessionNotFound();
        if (session.status === 'ended') throw sessionEnded();
        const now = new Date();
        const turn = converse(session.state as unknown as ConversationState, text, { now, vendorsByCategory, hints });
        if (turn.done) await storeCallAndEnd(tx, session, turn.state, callRecordOf(turn.state, now));
        else await saveSessionState(tx, sessionId, turn.state);
        return turn;
      });
      if (result.done) await jobs.cancel(idleJobKey(sessionId));
      else await scheduleIdleEnd(sessionId);
      return { reply: result.reply, done: result.done };
    },

    endSession,
  };
}
