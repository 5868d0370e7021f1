import { corpusFigures, loadCorpus } from '../../src/server/concierge/corpus/corpus';
import { problemsOf } from '../../src/server/concierge/corpus/replay-engine';
import type { BenchSuite } from '../lib/context';

// The caller corpus (src/server/concierge/corpus/) through the engine: how well the concierge understands callers.
export const suite: BenchSuite = {
  name: 'corpus',
  async run() {
    const corpus = loadCorpus();
    const rows = [];
    // English and Spanish callers are held to the same goals, and reported apart
    for (const language of ['en', 'es'] as const) {
      const callers = corpus.filter((c) => (c.language ?? 'en') === language);
      if (!callers.length) continue;
      const f = corpusFigures(callers.map((c) => problemsOf(c).score));
      const label = language === 'en' ? 'corpus' : 'corpus (Spanish)';
      const note = `${f.conversations} scripted callers`;
      rows.push(
        {
          name: `${label}: fields stored right`,
          value: f.fieldsRight * 100,
          unit: '%',
          goal: { op: '>=' as const, value: 98 },
          note,
        },
        {
          name: `${label}: emergencies urgent with safety first`,
          value: (f.emergenciesHandled / Math.max(1, f.emergencies)) * 100,
          unit: '%',
          goal: { op: '>=' as const, value: 100 },
          note: `${f.emergenciesHandled} of ${f.emergencies}`,
        },
        {
          name: `${label}: false alarms (harmless calls marked urgent)`,
          value: f.falseAlarms,
          unit: 'calls',
          goal: { op: '<=' as const, value: 0 },
        },
        {
          name: `${label}: bookings downgraded to messages`,
          value: f.downgraded,
          unit: 'calls',
          goal: { op: '<=' as const, value: 0 },
        },
        {
          name: `${label}: same reply twice in a row`,
          value: f.repeatedReplies,
          unit: 'calls',
          goal: { op: '<=' as const, value: 0 },
        },
        { name: `${label}: median caller turns`, value: f.medianTurns, unit: 'turns' },
      );
    }
    return rows;
  },
};
