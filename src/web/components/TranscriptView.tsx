import { Bot, User, Wrench } from 'lucide-react';
import { adminCallMessages } from '@shared/messages';
import { cn } from '@web/lib/utils';
import { transcriptTurns, type TranscriptSpeaker } from '@shared/transcript';

const SPEAKER_LABEL: Record<TranscriptSpeaker, string> = {
  assistant: 'Assistant',
  customer: 'Customer',
  tool: 'Tool',
  note: 'Note',
};

/** The transcript as a conversation, with the system blocks hidden (spec section 2). */
export function TranscriptView({ transcript }: { transcript: string | null }) {
  const turns = transcript ? transcriptTurns(transcript) : [];
  if (!turns.length) return <p className="text-sm text-muted-foreground">{adminCallMessages.notProvided}</p>;
  return (
    <ol className="grid gap-3" aria-label="Conversation">
      {turns.map((turn, i) => {
        if (turn.speaker === 'tool' || turn.speaker === 'note') {
          return (
            <li key={i} className="flex items-center gap-2 text-xs text-muted-foreground">
              <Wrench className="size-3.5" aria-hidden="true" />
              <span className="font-semibold">{SPEAKER_LABEL[turn.speaker]}:</span>
              <span className="whitespace-pre-wrap">{turn.text}</span>
            </li>
          );
        }
        const customer = turn.speaker === 'customer';
        const Icon = customer ? User : Bot;
        return (
          <li key={i} className={cn('flex items-end gap-2', customer && 'flex-row-reverse')}>
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full',
                customer ? 'bg-accent/20 text-accent-foreground' : 'bg-primary text-primary-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className={cn('max-w-[85%] rounded-lg px-3 py-2 text-sm', customer ? 'bg-accent/15' : 'bg-muted')}>
              <p className="text-xs font-semibold text-muted-foreground">{SPEAKER_LABEL[turn.speaker]}</p>
              <p className="whitespace-pre-wrap">{turn.text}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
