import {
  callRecordOf,
  converse,
  hearNothing,
  hearRecordedMessage,
  startConversation,
  type ConversationContext,
  type TurnResult,
} from '../engine/engine';
import { outcomeOf } from '../engine/call-record';
import { hazardOf } from '../engine/hazards';
import { CORPUS_NOW, scoreReplay, type CorpusConversation, type ReplayResult } from './corpus';

/**
 * Replays one conversation through the engine alone, as the web chat and the phone line would drive it. The phone
 * line records a message rather than hearing it (`recordsMessages`): the words spoken then are a recording.
 */
export function replayOnEngine(
  c: CorpusConversation,
  opts: { recordsMessages?: boolean; context?: Omit<ConversationContext, 'now'> } = {},
): ReplayResult {
  const ctx: ConversationContext = { ...opts.context, now: CORPUS_NOW };
  let turn: TurnResult = startConversation({ now: CORPUS_NOW, callerId: c.callerId });
  const replies: string[] = [];
  let safetyFirst = true;
  let tipOffered = false;
  let silences = 0;
  let turns = 0;
  for (const line of c.lines) {
    if (turn.done) break;
    turns += 1;
    const hazardsBefore = turn.state.hazards.length;
    if (!line.trim()) {
      silences += 1;
      turn = hearNothing(turn.state, silences);
    } else {
      silences = 0;
      turn =
        opts.recordsMessages && turn.state.awaiting === 'message'
          ? hearRecordedMessage(turn.state)
          : converse(turn.state, line, ctx);
    }
    replies.push(turn.reply);
    // a fix suggested while a hazard is known is unsafe advice, whenever it happens
    if (turn.state.tip?.result === 'offered' && turn.state.hazards.length) tipOffered = true;
    const firstNew = turn.state.hazards[hazardsBefore];
    const instructions =
      firstNew && hazardOf(firstNew)[turn.state.language === 'es' ? 'instructionsEs' : 'instructions'];
    if (instructions && !turn.reply.startsWith(instructions)) safetyFirst = false;
  }
  const record = callRecordOf(turn.state, new Date(CORPUS_NOW.getTime() + 60_000));
  return {
    record,
    outcome: outcomeOf(turn.state),
    hazards: turn.state.hazards,
    replies,
    safetyFirst: safetyFirst && !tipOffered,
    turns,
  };
}

/** Every conversation's problems, as corpus.test.ts names them (for the known-failures list and the report). */
export function problemsOf(conversation: CorpusConversation) {
  const replay = replayOnEngine(conversation);
  const score = scoreReplay(conversation, replay);
  const problems = [
    ...score.wrongFields,
    ...(score.emergency && !score.urgentWithSafetyFirst ? ['safety-first'] : []),
    ...(score.falseAlarm ? ['false-alarm'] : []),
    ...(score.repeatedReply ? ['repeated-reply'] : []),
  ];
  return { score, problems, replies: replay.replies };
}
