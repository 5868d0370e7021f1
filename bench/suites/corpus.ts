import { corpusFigures, loadCorpus } from '../../src/server/concierge/corpus/corpus';
import { problemsOf } from '../../src/server/concierge/corpus/replay-engine';
import type { BenchSuite } from '../lib/context';

// The caller corpus (src/server/concierge/corpus/) through the engine: how well the concierge understands callers.
export const suite: BenchSuite = {
  name: 'corpus',
  async run() {
    const corpus = loadCorpus();
    const f = corpusFigures(corpus.map((c) => problemsOf(c).score));
    const note = `${f.conversations} scripted callers`;
    return [
      {
        name: 'corpus: fields stored right',
        value: f.fieldsRight * 100,
        unit: '%',
        goal: { op: '>=', value: 98 },
        note,
      },
      {
        name: 'corpus: emergencies urgent with safety first',
        value: (f.emergenciesHandled / Math.max(1, f.emergencies)) * 100,
        unit: '%',
        goal: { op: '>=', value: 100 },
        note: `${f.emergenciesHandled} of ${f.emergencies}`,
      },
      {
        name: 'corpus: false alarms (harmless calls marked urgent)',
        value: f.falseAlarms,
        unit: 'calls',
        goal: { op: '<=', value: 0 },
      },
      {
        name: 'corpus: bookings downgraded to messages',
        value: f.downgraded,
        unit: 'calls',
        goal: { op: '<=', value: 0 },
      },
      {
        name: 'corpus: same reply twice in a row',
        value: f.repeatedReplies,
        unit: 'calls',
        goal: { op: '<=', value: 0 },
      },
      { name: 'corpus: median caller turns', value: f.medianTurns, unit: 'turns' },
    ];
  },
};
