import { Mic, MicOff, PhoneOff, Send, X } from 'lucide-react';
import { Suspense, lazy, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { voice } from '@web/i18n/en/voice';
import { useT } from '@web/i18n/language';
import { cn } from '@web/lib/utils';
import type { VoiceChatController } from './voice-chat-controller';
import type { VoiceChatState } from './voice-chat-state';

// needed only once Earl ends the conversation: loaded then, not with the live panel
const ConfirmationCard = lazy(() => import('./ConfirmationCard'));

/**
 * The live call: status, level meter, Mute/Unmute and End, the transcript (each reply once) and a message box that
 * works whatever the microphone does. Sized to the screen: the message box stays in view on a phone, and the panel
 * keeps clear of the toasts' corner (top) and the install button's (bottom right). Once Earl ends the conversation
 * it stays, with his closing words and the confirmation card, until the visitor closes it.
 */
export default function VoiceChatPanel({
  chat,
  state,
  className,
  onClose,
}: {
  chat: VoiceChatController;
  state: VoiceChatState;
  className?: string;
  /** after Earl ended the conversation: the panel stays with the confirmation card until the visitor closes it */
  onClose?: () => void;
}) {
  const ended = state.phase !== 'live';
  const t = useT('voice', voice);
  const [draft, setDraft] = useState('');
  const panel = useRef<HTMLElement>(null);
  const transcript = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const headingId = useId();

  // the whole panel comes into view (its scroll margins keep it off the toasts), then focus lands on the message box
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest' });
    document.getElementById(inputId)?.focus({ preventScroll: true });
  }, [inputId]);

  useEffect(() => {
    const log = transcript.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.lines.length]);

  function send(event: FormEvent) {
    event.preventDefault();
    if (!draft.trim()) return;
    chat.sendText(draft);
    setDraft('');
  }

  const status = t(
    ended
      ? 'status.ended'
      : state.muted
        ? 'status.muted'
        : state.assistantSpeaking
          ? 'status.speaking'
          : state.thinking
            ? 'status.thinking'
            : state.hearing === 'typed'
              ? 'status.typed'
              : state.userSpeaking
                ? 'status.hearing'
                : 'status.listening',
  );

  return (
    <section
      ref={panel}
      aria-labelledby={headingId}
      className={cn(
        'surface-light flex w-full max-w-md scroll-mt-28 scroll-mb-20 flex-col rounded-xl border bg-card text-left text-card-foreground shadow-lg',
        // live: a fixed height (the transcript scrolls inside), so the page does not shift as the conversation grows;
        // 7rem at the top is the toasts' band, 5rem at the bottom the install button's. Ended: as tall as the
        // closing words and the confirmation card need, so the card is never cut off under the page below
        ended ? null : 'h-[min(calc(100dvh-12rem),36rem)] min-h-80',
        className,
      )}
    >
      <div className="flex items-center gap-3 border-b px-4 py-3">
        <span className="relative flex size-3 shrink-0" aria-hidden="true">
          {!ended && (
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-500 opacity-60 motion-reduce:animate-none" />
          )}
          <span className="relative inline-flex size-3 rounded-full bg-emerald-600" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="truncate text-base font-semibold">
            {t('liveWithEarl')}
          </h2>
          <p className="text-xs text-muted-foreground">{status}</p>
        </div>
        {state.microphone ? <LevelMeter label={t('panel.level')} volume={state.muted ? 0 : state.volume} /> : null}
      </div>

      {!ended && (
        <div className="flex gap-2 px-4 pt-3">
          {state.microphone ? (
            <Button variant="secondary" className="flex-1" aria-pressed={state.muted} onClick={() => chat.toggleMute()}>
              {state.muted ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
              {state.muted ? t('panel.unmute') : t('panel.mute')}
            </Button>
          ) : null}
          <Button variant="destructive" className="flex-1" onClick={() => chat.end()}>
            <PhoneOff aria-hidden="true" /> {t('panel.end')}
          </Button>
        </div>
      )}

      {state.hearingNote ? (
        <p role="status" className="mx-4 mt-3 flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
          {state.microphone ? null : <MicOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
          {state.hearingNote}
        </p>
      ) : null}

      {/* each reply is shown once, here; the log announces new lines to screen readers (role log is polite) */}
      <div
        ref={transcript}
        role="log"
        aria-label={t('panel.conversation')}
        // a scrollable log must be reachable by keyboard (axe: scrollable-region-focusable)
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={cn(
          'mx-4 mt-3 overflow-y-auto rounded-lg border p-3 text-sm',
          ended ? 'max-h-56' : 'min-h-24 flex-1',
        )}
      >
        <ol className="space-y-2">
          {state.lines.map((line) => (
            <li key={line.id} className={cn('flex', line.role === 'user' ? 'justify-end' : 'justify-start')}>
              <span
                className={cn(
                  'max-w-[85%] rounded-lg px-3 py-1.5',
                  line.role === 'user'
                    ? 'bg-primary text-primary-foreground'
                    : 'bg-secondary text-secondary-foreground',
                )}
              >
                <span className="sr-only">{line.role === 'user' ? t('panel.you') : t('panel.earl')}: </span>
                {line.text}
              </span>
            </li>
          ))}
        </ol>
      </div>

      {ended ? (
        <div className="space-y-3 p-4">
          {state.summary && (
            <Suspense fallback={null}>
              <ConfirmationCard summary={state.summary} />
            </Suspense>
          )}
          <Button variant="outline" className="w-full" onClick={onClose}>
            <X aria-hidden="true" /> {t('panel.close')}
          </Button>
        </div>
      ) : (
        <form onSubmit={send} className="flex gap-2 p-4">
          <label htmlFor={inputId} className="sr-only">
            {t('panel.messageLabel')}
          </label>
          <Input
            id={inputId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('panel.placeholder')}
            autoComplete="off"
            maxLength={1000}
          />
          <Button type="submit" aria-label={t('panel.send')} disabled={!draft.trim()}>
            <Send aria-hidden="true" />
            <span className="hidden sm:inline">{t('panel.send')}</span>
          </Button>
        </form>
      )}
    </section>
  );
}

const BARS = [0.35, 0.7, 1, 0.7, 0.35];

function LevelMeter({ label, volume }: { label: string; volume: number }) {
  const percent = Math.round(volume * 100);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="flex h-8 shrink-0 items-center gap-0.5"
    >
      {BARS.map((weight, i) => (
        <span
          key={i}
          className="w-1.5 rounded-full bg-emerald-600 transition-[height] duration-100 motion-reduce:transition-none"
          style={{ height: `${Math.max(12, Math.min(100, volume * weight * 140))}%` }}
        />
      ))}
    </div>
  );
}
