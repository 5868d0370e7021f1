import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isListenerDoubleRelease } from './listener-release';

const MESSAGE = 'Release called on client which has already been released to the pool.';
const withStack = (frame: string) => Object.assign(new Error(MESSAGE), { stack: `Error: ${MESSAGE}\n    at ${frame}` });

describe('graphile-worker listener double release', () => {
  it("matches pg-pool's own message", () => {
    const source = fs.readFileSync(createRequire(import.meta.url).resolve('pg-pool'), 'utf8');
    expect(source).toContain(MESSAGE);
  });

  it('recognises the error when it comes through graphile-worker', () => {
    expect(isListenerDoubleRelease(withStack('release (/app/node_modules/graphile-worker/dist/main.js:351:20)'))).toBe(
      true,
    );
  });

  it('leaves the same error from anywhere else to stop the process, and any other error', () => {
    expect(isListenerDoubleRelease(withStack('withTransaction (/app/dist/server/main.js:10:5)'))).toBe(false);
    expect(isListenerDoubleRelease(new Error('something else'))).toBe(false);
    expect(isListenerDoubleRelease(MESSAGE)).toBe(false);
  });
});
