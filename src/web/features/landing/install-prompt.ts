import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

// spec §4: available → accepted or dismissed, after which the button is hidden
type InstallState = { visible: boolean; prompt: BeforeInstallPromptEvent | null };

let state: InstallState = { visible: false, prompt: null };
const listeners = new Set<() => void>();

function setState(next: InstallState) {
  state = next;
  for (const listener of listeners) listener();
}

function isStandalone() {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

// Listening from module load: the browser may offer installation before the landing page has rendered.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // keep the browser's own mini-infobar away; our button offers it instead
    if (!isStandalone()) setState({ visible: true, prompt: event as BeforeInstallPromptEvent });
  });
  // installed from the browser's own menu while our button shows: the offer is gone, and the next press says so
  window.addEventListener('appinstalled', () => setState({ ...state, prompt: null }));
}

export function useInstallPrompt() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/** Shows the browser's install dialog; resolves with what the visitor chose, or null when no offer was available. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | null> {
  const { prompt } = state;
  setState({ visible: false, prompt: null }); // an offer can be shown once; either way the button goes
  if (!prompt) return null;
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  return outcome;
}
