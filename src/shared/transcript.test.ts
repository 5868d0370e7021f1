import { describe, expect, it } from 'vitest';
import { conversationTranscript, transcriptTurns, visibleTranscriptLines } from './transcript';

describe('visibleTranscriptLines (spec section 2 hiding rule)', () => {
  it('hides a system block up to, not including, the next speaker line', () => {
    const transcript = [
      'system: You are Earl.',
      'Collect the address.',
      'assistant: Hi there!',
      'user: My sink leaks.',
    ].join('\n');
    expect(visibleTranscriptLines(transcript)).toEqual(['assistant: Hi there!', 'user: My sink leaks.']);
  });

  it('ends the hidden block at bot:, user:, assistant: and tool: alike', () => {
    for (const speaker of ['bot', 'user', 'assistant', 'tool']) {
      expect(visibleTranscriptLines(`system: secret\nmore secret\n${speaker}: shown`)).toEqual([`${speaker}: shown`]);
    }
  });

  it('keeps hiding across consecutive system lines and hides a trailing system block to the end', () => {
    const transcript =
      'assistant: Hello\nsystem: one\nsystem: two\nstill hidden\nuser: Hi\nsystem: tail\ntail continues';
    expect(visibleTranscriptLines(transcript)).toEqual(['assistant: Hello', 'user: Hi']);
  });

  it('keeps lines that merely mention system: in the middle', () => {
    const transcript = 'user: the system: it is broken\nassistant: Let me help.';
    expect(visibleTranscriptLines(transcript)).toEqual(['user: the system: it is broken', 'assistant: Let me help.']);
  });

  it('does not treat a continuation line starting with another word as the end of a system block', () => {
    expect(visibleTranscriptLines('system: rules\nusers: are customers\nassistant: Hi')).toEqual(['assistant: Hi']);
  });

  it('leaves a transcript without system lines untouched', () => {
    const transcript = 'assistant: Hi\nuser: Hello\n\nassistant: Bye';
    expect(visibleTranscriptLines(transcript)).toEqual(transcript.split('\n'));
  });
});

describe('transcriptTurns', () => {
  it('turns the visible lines into a conversation, joining continuation lines to their turn', () => {
    const transcript =
      'system: hidden\nbot: Hi, this is Earl.\nuser: My heater\nis leaking.\ntool: lookup-vendors\nassistant: Help is on the way.';
    expect(transcriptTurns(transcript)).toEqual([
      { speaker: 'assistant', text: 'Hi, this is Earl.' },
      { speaker: 'customer', text: 'My heater\nis leaking.' },
      { speaker: 'tool', text: 'lookup-vendors' },
      { speaker: 'assistant', text: 'Help is on the way.' },
    ]);
  });

  it('keeps text before any speaker line as a note', () => {
    expect(transcriptTurns('Call started\nuser: hello')).toEqual([
      { speaker: 'note', text: 'Call started' },
      { speaker: 'customer', text: 'hello' },
    ]);
  });
});

describe('conversationTranscript (what a provider receives)', () => {
  it('keeps only the assistant and customer turns, so system prompts and tool results never reach a provider', () => {
    const transcript =
      'Call started\nsystem: You are Earl.\nSecret rules.\nbot: Hi, this is Earl.\nuser: My heater\nis leaking.\ntool: find_vendors → Rival Plumbing\nassistant: Help is on the way.';
    expect(conversationTranscript(transcript)).toBe(
      'assistant: Hi, this is Earl.\nuser: My heater\nis leaking.\nassistant: Help is on the way.',
    );
  });

  it('round-trips a plain conversation unchanged and keeps a missing transcript missing', () => {
    const transcript = 'assistant: Hi, thanks for calling.\nuser: My kitchen sink drains slowly.';
    expect(conversationTranscript(transcript)).toBe(transcript);
    expect(transcriptTurns(conversationTranscript(transcript)!)).toEqual(transcriptTurns(transcript));
    expect(conversationTranscript(null)).toBeNull();
  });
});
