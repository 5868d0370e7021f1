import { describe, expect, it, vi } from 'vitest';
import { TypedFallbackClient } from './typed-fallback-client';
import { VoiceEmitter, type StartFailure, type VoiceClient, type VoiceEvent } from './voice-client';

/** A client that fails its start the given way, or goes live. */
class ScriptedClient implements VoiceClient {
  readonly events = new VoiceEmitter();
  readonly sent: string[] = [];
  disposed = false;
  constructor(private readonly failure?: StartFailure) {}
  async start() {
    if (this.failure) {
      this.events.emit({ type: 'call-start-failed', failure: this.failure });
      return false;
    }
    this.events.emit({ type: 'call-start' });
    return true;
  }
  end() {
    this.events.emit({ type: 'call-end' });
  }
  setMuted() {}
  isMuted() {
    return false;
  }
  sendText(text: string) {
    this.sent.push(text);
  }
  on(listener: (event: VoiceEvent) => void) {
    return this.events.on(listener);
  }
  dispose() {
    this.disposed = true;
  }
}

function fallback(failure?: StartFailure) {
  const primary = new ScriptedClient(failure);
  const typed = new ScriptedClient();
  const makeTyped = vi.fn(() => typed);
  const client = new TypedFallbackClient(primary, makeTyped);
  const seen: VoiceEvent['type'][] = [];
  client.on((event) => seen.push(event.type));
  return { primary, typed, makeTyped, client, seen };
}

describe('TypedFallbackClient', () => {
  it.each([{ kind: 'microphone-denied' }, { kind: 'not-ready' }] as const)(
    'hands a start that fails for want of a microphone ($kind) to the typed session',
    async (failure) => {
      const { primary, typed, client, seen } = fallback(failure);
      await client.start();
      await vi.waitFor(() => expect(seen).toEqual(['call-start']));
      expect(primary.disposed).toBe(true);
      client.sendText('My sink is clogged');
      expect(typed.sent).toEqual(['My sink is clogged']);
    },
  );

  it('reports any other failure as it is', async () => {
    const { makeTyped, client, seen } = fallback({ kind: 'connection' });
    await client.start();
    expect(seen).toEqual(['call-start-failed']);
    expect(makeTyped).not.toHaveBeenCalled();
  });

  it('passes a live call through untouched', async () => {
    const { primary, makeTyped, client, seen } = fallback();
    await client.start();
    client.sendText('hello');
    client.end();
    expect(seen).toEqual(['call-start', 'call-end']);
    expect(primary.sent).toEqual(['hello']);
    expect(makeTyped).not.toHaveBeenCalled();
  });
});
