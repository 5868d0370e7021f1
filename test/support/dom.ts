import type {} from '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Component tests opt into jsdom with a `// @vitest-environment jsdom` comment; the node tests skip all of this.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  // jsdom lays nothing out, so it has no ResizeObserver; Radix primitives (checkbox, switch) measure with one
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // findBy*/waitFor give up after 1 s by default; `npm test` runs these beside the browser tests on two busy cores,
  // where loading a lazy chunk took longer than that
  configure({ asyncUtilTimeout: 5_000 });
}
