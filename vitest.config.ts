import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { skipBrowserTests, skippedNotice } from './scripts/test-prerequisites.mjs';
import { FailureSummaryReporter } from './test/support/failure-summary.ts';

const root = import.meta.dirname;
const notice = skippedNotice();
// scripts/run-tests.mjs names a file per vitest process and prints what failed in both at the end of `npm test`
const failureSummary = process.env.EARL_FAILURE_SUMMARY;
const reporters = [
  ...(notice ? [{ onTestRunEnd: () => console.warn(`\n${notice}\n`) }] : []),
  ...(failureSummary ? [new FailureSummaryReporter(failureSummary)] : []),
];
const alias = {
  '@shared': path.join(root, 'src/shared'),
  '@web': path.join(root, 'src/web'),
};

// Three tiers (docs/conventions.md): unit tests beside the code, integration tests against a real PostgreSQL
// started for the run, and end-to-end tests driving Debian's Chromium against the production build.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.integration.test.ts'],
          // component tests (*.test.tsx) run in jsdom by a `// @vitest-environment jsdom` comment at their top
          environment: 'node',
          setupFiles: ['test/support/fail-on-console-error.ts', 'test/support/dom.ts'],
          // component tests type into forms and the corpus replays hundreds of calls: slow on 2 busy cores
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          // the files share one module cache: each built the whole server again (import 100 s of a 450 s run on
          // two cores); tests keep no state in modules (docs/conventions.md)
          isolate: false,
          include: ['src/**/*.integration.test.ts', 'test/**/*.integration.test.ts'],
          globalSetup: ['test/support/global-postgres.ts'],
          setupFiles: ['test/support/fail-on-console-error.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // EARL_SKIP_BROWSER_TESTS=1 (docs/configuration.md): no browser tests, said again after the run
      ...(skipBrowserTests()
        ? []
        : [
            {
              resolve: { alias },
              test: {
                name: 'e2e',
                isolate: false,
                include: ['e2e/**/*.spec.ts'],
                globalSetup: ['test/support/global-postgres.ts', 'e2e/support/global-server.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
                // one browser at a time: the machine has two cores
                fileParallelism: false,
              },
            },
          ]),
    ],
    ...(reporters.length > 0 ? { reporters: ['default', ...reporters] } : {}),
  },
});
