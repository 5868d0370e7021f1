import { describe, expect, it } from 'vitest';
import { corpusFigures, loadCorpus, loadKnownFailures, type CorpusConversation } from './corpus';
import { problemsOf } from './replay-engine';

// Every scripted caller of the corpus through the engine. A conversation listed in known-failures.json must still
// fail exactly there (so the list only shrinks, and a fix shows up as a test to update); every other must be right.
const corpus = loadCorpus();
const knownFailures = loadKnownFailures();
// each conversation is replayed once, whichever test asks first
const replays = new Map<string, ReturnType<typeof problemsOf>>();
const replayed = (c: CorpusConversation) => {
  if (!replays.has(c.id)) replays.set(c.id, problemsOf(c));
  return replays.get(c.id)!;
};

describe('the caller corpus through the engine', () => {
  it('has at least 250 conversations, 60 of them emergencies and counter-cues, and no stale known failure', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(250);
    const safety = corpus.filter((c) => c.classes.includes('emergency') || c.classes.includes('counter-cue'));
    expect(safety.length).toBeGreaterThanOrEqual(60);
    const ids = new Set(corpus.map((c) => c.id));
    expect(Object.keys(knownFailures).filter((id) => !ids.has(id))).toEqual([]);
  });

  for (const conversation of corpus) {
    const known = knownFailures[conversation.id];
    it(`${conversation.id}: ${known ? `still gets ${known.join(', ')} wrong` : 'stores every field right'}`, () => {
      expect(replayed(conversation).problems).toEqual(known ?? []);
    });
  }

  // "Great, I'm glad it's working again!" was once said in English to every Spanish caller whose problem went away
  it('answers a Spanish caller in Spanish once the call is in Spanish', () => {
    const english =
      /\b(the|your|you|I'm|I'll|I've|what's|please|thanks|sorry|glad|let's|is|are|that|it's|and|with|for)\b/i;
    const inEnglish = corpus
      .filter((c) => c.language === 'es')
      .flatMap((c) => {
        const replies = replayed(c).replies;
        const fromSpanish = replies.findIndex((reply) => /[¿¡]/.test(reply));
        return fromSpanish === -1
          ? []
          : replies
              .slice(fromSpanish)
              .flatMap((reply) => reply.split(/(?<=[.!?])\s+/))
              // (the examples of an answer quote what the caller might say)
              .filter((sentence) => english.test(sentence.replace(/'[^']*'/g, '')))
              .map((sentence) => `${c.id}: ${sentence}`);
      });
    expect(inEnglish).toEqual([]);
  });

  it('holds its figures: false alarms and emergencies missed are only the known failures', () => {
    const figures = corpusFigures(corpus.map((c) => replayed(c).score));
    const known = (problem: string) => Object.values(knownFailures).filter((f) => f.includes(problem)).length;
    expect(figures.falseAlarms).toBe(known('false-alarm'));
    expect(figures.emergencies - figures.emergenciesHandled).toBe(known('safety-first'));
  });
});
