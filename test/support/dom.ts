import type {} from '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';

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
  // a toast dismissed as a file's last test ends removes itself 200 ms later (sonner's exit animation), through
  // React, which reads `window`: let that happen before vitest tears the file's jsdom down
  const { toast } = await import('sonner');
  afterAll(async () => {
    if (toast.getHistory().length) await new Promise((resolve) => setTimeout(resolve, 300));
  });
  // findBy*/waitFor give up after 1 s by default; `npm test` runs these beside the browser tests on two busy cores,
  // where loading a lazy chunk took longer than that
  configure({ asyncUtilTimeout: 5_000 });
}
