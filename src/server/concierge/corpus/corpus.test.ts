import { describe, expect, it } from 'vitest';
import { corpusFigures, loadCorpus, loadKnownFailures, scoreReplay } from './corpus';
import { problemsOf, replayOnEngine } from './replay-engine';

// Every scripted caller of the corpus through the engine. A conversation listed in known-failures.json must still
// fail exactly there (so the list only shrinks, and a fix shows up as a test to update); every other must be right.
const corpus = loadCorpus();
const knownFailures = loadKnownFailures();

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
      expect(problemsOf(conversation).problems).toEqual(known ?? []);
    });
  }

  it('never marks a harmless call urgent, and handles every recognised emergency safety first', () => {
    const figures = corpusFigures(corpus.map((c) => scoreReplay(c, replayOnEngine(c))));
    const knownFalseAlarms = Object.values(knownFailures).filter((f) => f.includes('false-alarm')).length;
    expect(figures.falseAlarms).toBe(knownFalseAlarms);
  });
});
