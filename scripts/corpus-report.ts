import fs from 'node:fs';
import path from 'node:path';
import { corpusFigures, loadCorpus } from '../src/server/concierge/corpus/corpus';
import { problemsOf } from '../src/server/concierge/corpus/replay-engine';

// `npx tsx scripts/corpus-report.ts [--write-known-failures] [--show ID]`: the corpus figures through the engine,
// each failing conversation with what it gets wrong; optionally rewrites the known-failures ratchet.

const corpus = loadCorpus();
const results = corpus.map((c) => ({ c, ...problemsOf(c) }));
const failing = results.filter((r) => r.problems.length);
const show = process.argv.indexOf('--show');
if (show !== -1) {
  const id = process.argv[show + 1];
  const r = results.find((x) => x.c.id === id);
  console.log(JSON.stringify({ expect: r?.c.expect, problems: r?.problems }, null, 2));
} else {
  for (const r of failing) console.log(`${r.c.id}: ${r.problems.join(', ')}`);
}
for (const language of ['en', 'es'] as const) {
  const some = results.filter((r) => (r.c.language ?? 'en') === language);
  if (!some.length) continue;
  const f = corpusFigures(some.map((r) => r.score));
  const withAProblem = some.filter((r) => r.problems.length).length;
  console.log(
    `\n${f.conversations} conversations, ${withAProblem} with a problem; fields right ${(f.fieldsRight * 100).toFixed(1)}%; ` +
      `emergencies urgent with safety first ${f.emergenciesHandled}/${f.emergencies}; false alarms ${f.falseAlarms}; ` +
      `bookings downgraded ${f.downgraded}; repeated replies ${f.repeatedReplies}; median turns ${f.medianTurns} (${language})`,
  );
}
if (process.argv.includes('--write-known-failures')) {
  const file = path.join(import.meta.dirname, '../src/server/concierge/corpus/known-failures.json');
  fs.writeFileSync(file, JSON.stringify(Object.fromEntries(failing.map((r) => [r.c.id, r.problems])), null, 2) + '\n');
  console.log(`wrote ${failing.length} known failures`);
}
