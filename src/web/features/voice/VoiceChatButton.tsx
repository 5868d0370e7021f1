import { useQueryClient } from '@tanstack/react-query';
import { Loader2, Mic } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { voice } from '@web/i18n/en/voice';
import { useLanguage, useT } from '@web/i18n/language';
import { translateCatalogue } from '@web/i18n/translate-catalogue';
import { publicConfigQuery } from '@web/lib/public-config';
import { cn } from '@web/lib/utils';
import type { VoiceChatController } from './voice-chat-controller';

// Only this small component is in the landing bundle; the call itself and its panel load when pressed.
const VoiceChatPanel = lazy(() => import('./VoiceChatPanel'));
const loadVoiceChat = () => import('./start-voice-chat');

/** iOS Safari lets audio start only inside the tap itself: open the audio context and wake speech synthesis now. */
function unlockAudioDuringTap(): AudioContext | undefined {
  if (typeof speechSynthesis !== 'undefined' && typeof SpeechSynthesisUtterance !== 'undefined') {
    speechSynthesis.speak(new SpeechSynthesisUtterance(''));
  }
  return typeof AudioContext === 'undefined' ? undefined : new AudioContext();
}

// on a narrow phone a long label (Spanish runs longer) wraps onto a second line rather than overflowing the page
const wrapping = 'h-auto min-h-12 whitespace-normal py-2 text-center';

const noSubscription = () => () => undefined;
const noState = () => null;

/**
 * The landing page's voice-chat button (spec §4): idle → "Connecting..." (disabled) → live ("Live with Earl",
 * Mute/Unmute, End) → idle.
 */
export function VoiceChatButton({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const t = useT('voice', voice);
  const [chat, setChat] = useState<VoiceChatController | null>(null);
  const [loading, setLoading] = useState(false);
  const state = useSyncExternalStore(chat?.subscribe ?? noSubscription, chat?.getState ?? noState);
  const idleButton = useRef<HTMLSpanElement>(null);
  const wasStarted = useRef(false);

  // navigating away ends the call and releases the microphone
  useEffect(() => () => chat?.dispose(), [chat]);

  // back to idle after a call or a failed start: focus returns to the button the visitor pressed
  // after Earl ended the conversation the panel stays (closing words, confirmation card) until it is closed
  const phase = loading ? 'connecting' : state?.finished ? 'live' : (state?.phase ?? 'idle');
  useEffect(() => {
    if (phase !== 'idle') wasStarted.current = true;
    else if (wasStarted.current) {
      wasStarted.current = false;
      idleButton.current?.querySelector('button')?.focus();
    }
  }, [phase]);

  async function start() {
    if (phase !== 'idle') return;
    setLoading(true);
    const audioContext = unlockAudioDuringTap();
    try {
      const [config, voiceChat] = await Promise.all([queryClient.ensureQueryData(publicConfigQuery), loadVoiceChat()]);
      void import('./VoiceChatPanel');
      // the call keeps the language it started in
      const texts = translateCatalogue(language, 'voice', voice);
      setChat(voiceChat.startVoiceChat(config.voice, audioContext, { language, texts }));
    } catch {
      void audioContext?.close().catch(() => undefined);
      toast.error(t('toasts.notReady.title'), { description: t('toasts.notReady.description') });
    } finally {
      setLoading(false);
    }
  }

  if (phase === 'live' && chat && state) {
    return (
      <Suspense fallback={<ConnectingButton className={className} label={t('connecting')} />}>
        <VoiceChatPanel chat={chat} state={state} className={className} onClose={() => setChat(null)} />
      </Suspense>
    );
  }
  if (phase === 'connecting') return <ConnectingButton className={className} label={t('connecting')} />;
  return (
    <span ref={idleButton} className="contents">
      <Button
        size="lg"
        variant="outline"
        className={cn(wrapping, 'text-foreground', className)}
        onClick={() => void start()}
      >
        <Mic aria-hidden="true" /> {t('talk')}
      </Button>
    </span>
  );
}

function ConnectingButton({ className, label }: { className?: string; label: string }) {
  return (
    <Button
      size="lg"
      variant="outline"
      className={cn(wrapping, 'text-foreground', className)}
      disabled
      aria-live="polite"
    >
      <Loader2 aria-hidden="true" className="animate-spin" /> {label}
    </Button>
  );
}
