import { describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES, type ServiceCategory } from '@shared/constants';
import { SEED_PROVIDERS, SEED_VENDORS } from '../../db/seed';
import { loadCorpus } from './corpus';
import { replayOnEngine } from './replay-engine';

// Issue 18: Earl names no company before one takes the job. The seed's vendors are not the marketplace's providers
// (naming them sends the caller to firms that never get the lead), and naming a provider shows the winner its rivals
// in the transcript. Every reply of every corpus conversation, English and Spanish, is checked against both lists.
const FORBIDDEN = [...SEED_VENDORS.map((v) => v.name), ...SEED_PROVIDERS.map((p) => p.businessName!)];

// a different count per category, so every wording (several, one, none) is said somewhere in the corpus
const COUNTS = [3, 1, 0, 5, 2, 0, 1, 4];
const prosByCategory = Object.fromEntries(SERVICE_CATEGORIES.map((c, i) => [c, COUNTS[i % COUNTS.length]!])) as Record<
  ServiceCategory,
  number
>;

describe('no company is named in any reply', () => {
  const corpus = loadCorpus();
  const replays = corpus.map((c) => ({ c, replay: replayOnEngine(c, { context: { prosByCategory } }) }));

  it('has names to look for', () => {
    expect(FORBIDDEN.length).toBeGreaterThanOrEqual(10);
  });

  it.each(corpus.map((c) => c.id))('%s', (id) => {
    const { replay } = replays.find((r) => r.c.id === id)!;
    for (const reply of replay.replies)
      for (const name of FORBIDDEN) expect(reply.toLowerCase(), reply).not.toContain(name.toLowerCase());
  });

  it('says the count instead, in both languages, across the corpus', () => {
    const said = replays.flatMap((r) => r.replay.replies).join('\n');
    expect(said).toMatch(/Your request goes to \d+ vetted local pros, and the one who takes it/);
    expect(said).toContain('Your request goes to 1 vetted local pro, who will confirm');
    expect(said).toContain('No vetted local pro takes this kind of job through Earl yet');
    expect(said).toMatch(/Su solicitud les llega a \d+ profesionales locales de confianza/);
  });
});
