import type { VoiceClient } from './voice-client';
import {
  initialVoiceChatState,
  voiceChatTransition,
  type Notice,
  type VoiceChatAction,
  type VoiceChatState,
  type VoiceToasts,
} from './voice-chat-state';

/** One voice call: feeds the client's events through the state machine, exposes the state to React, shows notices. */
export class VoiceChatController {
  private state: VoiceChatState = initialVoiceChatState;
  private subscribers = new Set<() => void>();
  private unsubscribeClient: () => void;

  constructor(
    private readonly client: VoiceClient,
    private readonly notify: (notice: Notice) => void,
    /** the toasts in the site's language (English when left out) */
    private readonly toasts?: VoiceToasts,
  ) {
    this.unsubscribeClient = client.on((event) => this.dispatch(event));
  }

  readonly getState = () => this.state;

  readonly subscribe = (subscriber: () => void) => {
    this.subscribers.add(subscriber);
    return () => void this.subscribers.delete(subscriber);
  };

  private dispatch(action: VoiceChatAction) {
    const { state, notice } = voiceChatTransition(this.state, action, this.toasts);
    if (state !== this.state) {
      this.state = state;
      for (const subscriber of [...this.subscribers]) subscriber();
    }
    if (notice) this.notify(notice);
  }

  start() {
    if (this.state.phase !== 'idle') return;
    this.dispatch({ type: 'start-requested' });
    void this.client.start();
  }

  toggleMute() {
    if (this.state.phase !== 'live') return;
    this.dispatch({ type: 'mute-toggled' });
    this.client.setMuted(this.state.muted);
  }

  sendText(text: string) {
    if (this.state.phase === 'live') this.client.sendText(text);
  }

  end() {
    this.dispatch({ type: 'end-requested' });
    this.client.end();
  }

  dispose() {
    this.unsubscribeClient();
    this.client.dispose();
    this.subscribers.clear();
  }
}
