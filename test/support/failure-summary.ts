import fs from 'node:fs';
import type { Reporter, SerializedError, TestModule, TestRunEndReason } from 'vitest/node';

// `npm test` runs two vitest processes and prints the browser tests' output after the others' (scripts/run-tests.mjs),
// so a failure among the unit or integration tests scrolled out of the log's tail, where CI shows it. Each process
// writes what failed, briefly, to the file EARL_FAILURE_SUMMARY names; the script prints them last.

const MESSAGE_LINES = 8;

/** An error's message (its first lines) and where in the project it was thrown. */
function describeError(error: SerializedError) {
  const message = (error.message ?? String(error)).split('\n').slice(0, MESSAGE_LINES);
  const where = (error.stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('at ') && !line.includes('node_modules') && !line.includes('node:'));
  return [...message, ...(where ? [where] : [])].map((line) => `    ${line}`).join('\n');
}

export function summariseFailures(
  modules: ReadonlyArray<TestModule>,
  unhandledErrors: ReadonlyArray<SerializedError>,
  reason: TestRunEndReason,
) {
  const entries: string[] = [];
  for (const module of modules) {
    const file = module.relativeModuleId;
    // a module's own errors: an import that threw, a beforeAll or afterAll hook that failed
    for (const error of module.errors()) entries.push(`${file}\n${describeError(error)}`);
    for (const suite of module.children.allSuites())
      for (const error of suite.errors()) entries.push(`${file} > ${suite.fullName}\n${describeError(error)}`);
    for (const test of module.children.allTests('failed'))
      for (const error of test.result().errors ?? [])
        entries.push(`${file} > ${test.fullName}\n${describeError(error)}`);
  }
  for (const error of unhandledErrors) entries.push(`an error outside any test\n${describeError(error)}`);
  if (reason === 'interrupted') entries.push('the run was interrupted');
  return entries.join('\n');
}

export class FailureSummaryReporter implements Reporter {
  constructor(private readonly file: string) {}

  onTestRunEnd(
    modules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
    reason: TestRunEndReason,
  ) {
    fs.writeFileSync(this.file, summariseFailures(modules, unhandledErrors, reason));
  }
}
