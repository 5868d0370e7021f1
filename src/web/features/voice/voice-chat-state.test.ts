import { describe, expect, it } from 'vitest';
import { voiceMessages } from '@shared/messages';
import { voice } from '@web/i18n/en/voice';
import {
  initialVoiceChatState,
  voiceChatTransition,
  type VoiceChatAction,
  type VoiceChatState,
} from './voice-chat-state';

function run(actions: VoiceChatAction[], from: VoiceChatState = initialVoiceChatState) {
  const notices = [];
  let state = from;
  for (const action of actions) {
    const t = voiceChatTransition(state, action);
    state = t.state;
    if (t.notice) notices.push(t.notice);
  }
  return { state, notices };
}

const live = run([{ type: 'start-requested' }, { type: 'call-start' }]).state;

describe('voice chat state machine', () => {
  it('goes idle → connecting → live → idle, with the spec toasts for connected and ended', () => {
    const connecting = run([{ type: 'start-requested' }]);
    expect(connecting.state.phase).toBe('connecting');
    expect(connecting.notices).toEqual([]);

    const { state, notices } = run([{ type: 'start-requested' }, { type: 'call-start' }, { type: 'call-end' }]);
    expect(state.phase).toBe('idle');
    expect(notices).toEqual([
      { tone: 'success', title: 'Connected!', description: 'Start talking to the assistant now.' },
      { tone: 'success', title: 'Call Ended', description: 'Thanks for talking with the assistant!' },
    ]);
  });

  it('ignores a second start while connecting or live', () => {
    const connecting = run([{ type: 'start-requested' }]).state;
    expect(voiceChatTransition(connecting, { type: 'start-requested' }).state).toBe(connecting);
    expect(voiceChatTransition(live, { type: 'start-requested' }).state).toBe(live);
  });

  it('clears mute when the call ends and when End is pressed', () => {
    const muted = run([{ type: 'mute-toggled' }], live).state;
    expect(muted.muted).toBe(true);
    expect(run([{ type: 'call-end' }], muted).state.muted).toBe(false);
    expect(run([{ type: 'end-requested' }], muted).state.muted).toBe(false);
  });

  it('toggles mute only while live', () => {
    expect(run([{ type: 'mute-toggled' }, { type: 'mute-toggled' }], live).state.muted).toBe(false);
    expect(run([{ type: 'mute-toggled' }]).state.muted).toBe(false);
  });

  it('maps each start failure to the spec toast and returns to idle', () => {
    const cases = [
      [{ kind: 'microphone-denied' }, voiceMessages.microphoneDenied.title, voiceMessages.microphoneDenied.description],
      [{ kind: 'not-ready' }, 'Initialization Error', 'Voice service not ready. Please refresh the page.'],
      [
        { kind: 'initialization-failed' },
        'Initialization Error',
        'Could not initialize voice service. Please refresh the page.',
      ],
      [
        { kind: 'connection' },
        'Connection Error',
        'Unable to connect to voice service. Please check your internet connection and try again.',
      ],
      [{ kind: 'failed', message: 'Too many requests.' }, 'Connection Failed', 'Too many requests.'],
      [{ kind: 'failed' }, 'Connection Failed', 'Unable to start voice chat. Please try again.'],
    ] as const;
    for (const [failure, title, description] of cases) {
      const { state, notices } = run([{ type: 'start-requested' }, { type: 'call-start-failed', failure }]);
      expect(state.phase).toBe('idle');
      expect(notices).toEqual([{ tone: 'error', title, description }]);
    }
  });

  it('shows an error during a call as a Voice Service Error, and ignores errors once the call has ended', () => {
    expect(run([{ type: 'error', message: 'Meeting has ended' }], live).notices).toEqual([
      { tone: 'error', title: 'Voice Service Error', description: 'Meeting has ended' },
    ]);
    const ended = run([{ type: 'call-end' }], live).state;
    expect(run([{ type: 'error', message: 'Meeting ended due to ejection' }], ended).notices).toEqual([]);
  });

  it('does not thank the visitor for a call that never went live', () => {
    const { state, notices } = run([{ type: 'start-requested' }, { type: 'call-end' }]);
    expect(state.phase).toBe('idle');
    expect(notices).toEqual([]);
  });

  // changed on purpose (issue 18): the latest reply is no longer copied into a caption; the transcript shows it once
  it('keeps the transcript in order, each line once', () => {
    const { state } = run(
      [
        { type: 'transcript', role: 'assistant', text: 'Hi, this is Earl.' },
        { type: 'transcript', role: 'user', text: 'My sink is clogged.' },
        { type: 'transcript', role: 'assistant', text: 'Sorry to hear that.' },
      ],
      live,
    );
    expect(state.lines.map((l) => [l.role, l.text])).toEqual([
      ['assistant', 'Hi, this is Earl.'],
      ['user', 'My sink is clogged.'],
      ['assistant', 'Sorry to hear that.'],
    ]);
    expect(new Set(state.lines.map((l) => l.id)).size).toBe(3);
    expect(state).not.toHaveProperty('caption');
  });

  it('shows the meter at rest while muted and after the call', () => {
    expect(run([{ type: 'volume-level', volume: 0.6 }], live).state.volume).toBe(0.6);
    const muted = run([{ type: 'mute-toggled' }], live).state;
    expect(run([{ type: 'volume-level', volume: 0.6 }], muted).state.volume).toBe(0);
    expect(run([{ type: 'volume-level', volume: 0.6 }, { type: 'call-end' }], live).state.volume).toBe(0);
  });

  describe('without a microphone (issue 18: typed chat never depends on it)', () => {
    const NOTE = voice.notes.microphoneDenied;

    it('goes live typed, with the note, when the microphone is refused during the start', () => {
      const { state, notices } = run([
        { type: 'start-requested' },
        { type: 'microphone-off', reason: NOTE },
        { type: 'call-start' },
      ]);
      expect(state).toMatchObject({ phase: 'live', microphone: false, hearing: 'typed', hearingNote: NOTE });
      // the only toast is the spec's Connected: the note says the rest, inside the panel
      expect(notices).toEqual([
        { tone: 'success', title: 'Connected!', description: 'Start talking to the assistant now.' },
      ]);
    });

    it("keeps the microphone's note over the recogniser's, and ignores mute and levels", () => {
      const off = run([{ type: 'mute-toggled' }, { type: 'microphone-off', reason: NOTE }], live).state;
      expect(off).toMatchObject({ microphone: false, muted: false, volume: 0, hearingNote: NOTE });
      const after = run(
        [{ type: 'hearing', hearing: 'browser' }, { type: 'mute-toggled' }, { type: 'volume-level', volume: 0.8 }],
        off,
      ).state;
      expect(after).toMatchObject({ hearing: 'typed', hearingNote: NOTE, muted: false, volume: 0 });
    });

    it('takes the recogniser giving up as typed, with its note, while the microphone stays', () => {
      const state = run([{ type: 'hearing', hearing: 'typed', reason: voice.notes.typedOnly }], live).state;
      expect(state).toMatchObject({ microphone: true, hearing: 'typed', hearingNote: voice.notes.typedOnly });
    });

    it('starts the next call with the microphone asked for again', () => {
      const off = run([{ type: 'microphone-off', reason: NOTE }, { type: 'call-end' }], live).state;
      const next = run([{ type: 'start-requested' }], off).state;
      expect(next).toMatchObject({ phase: 'connecting', microphone: true, hearingNote: null });
    });
  });
});
