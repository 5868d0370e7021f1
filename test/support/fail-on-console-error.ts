import { afterEach, beforeEach, vi } from 'vitest';

// docs/conventions.md: a test that logs an unexpected console.error fails.
let logged: unknown[][] = [];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});
afterEach(() => {
  const errors = logged;
  vi.mocked(console.error).mockRestore();
  if (errors.length)
    throw new Error(`unexpected console.error:\n${errors.map((a) => a.map(String).join(' ')).join('\n')}`);
});
