import { Mic } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { startVoiceChat } from './start-voice-chat';

/**
 * The landing page's voice-chat button (spec §4: idle → "Connecting..." → live).
 * This is the feature's public entry; the landing page renders it and nothing else from this folder.
 */
export function VoiceChatButton({ className }: { className?: string }) {
  return (
    <Button size="lg" variant="outline" className={className} onClick={() => void startVoiceChat()}>
      <Mic aria-hidden="true" /> Talk to Earl in your browser
    </Button>
  );
}
