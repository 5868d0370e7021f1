// Call transcripts are stored one turn per line, "role: text". Spec section 2: the display hides the
// lines from one starting with "system:" up to, not including, the next line starting with bot:, user:,
// assistant: or tool:. A line without a role prefix continues the turn above it.
// Shared: the admin call detail and the provider pages display it, and the server trims what providers receive.

const SYSTEM_PREFIX = /^system:/i;
const SPEAKER_PREFIX = /^(bot|user|assistant|tool):/i;

/** The transcript lines that are displayed, in order. */
export function visibleTranscriptLines(transcript: string): string[] {
  const visible: string[] = [];
  let hiding = false;
  for (const line of transcript.split(/\r?\n/)) {
    const start = line.trimStart();
    if (SYSTEM_PREFIX.test(start)) hiding = true;
    else if (SPEAKER_PREFIX.test(start)) hiding = false;
    if (!hiding) visible.push(line);
  }
  return visible;
}

export type TranscriptSpeaker = 'assistant' | 'customer' | 'tool' | 'note';
export type TranscriptTurn = { speaker: TranscriptSpeaker; text: string };

const SPEAKERS: Record<string, TranscriptSpeaker> = {
  bot: 'assistant',
  assistant: 'assistant',
  user: 'customer',
  tool: 'tool',
};

/** The visible transcript as a conversation: one turn per speaker line, continuation lines joined to it. */
export function transcriptTurns(transcript: string): TranscriptTurn[] {
  const turns: TranscriptTurn[] = [];
  for (const line of visibleTranscriptLines(transcript)) {
    const match = /^\s*(bot|user|assistant|tool):\s?(.*)$/i.exec(line);
    if (match) {
      turns.push({ speaker: SPEAKERS[match[1]!.toLowerCase()]!, text: match[2]!.trim() });
      continue;
    }
    if (!line.trim()) continue;
    const last = turns.at(-1);
    if (last) last.text = last.text ? `${last.text}\n${line.trim()}` : line.trim();
    else turns.push({ speaker: 'note', text: line.trim() });
  }
  return turns;
}

/**
 * Only what the assistant and the customer said, as "assistant:" / "user:" lines: what a provider who won the
 * job receives. System blocks, tool results (which may name other vendors) and stray notes stay with the admins.
 */
export function conversationTranscript(transcript: string | null): string | null {
  if (transcript === null) return null;
  return transcriptTurns(transcript)
    .filter((turn) => turn.speaker === 'assistant' || turn.speaker === 'customer')
    .map((turn) => `${turn.speaker === 'customer' ? 'user' : 'assistant'}: ${turn.text}`)
    .join('\n');
}
