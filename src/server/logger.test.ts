import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capture() {
  let text = '';
  const sink = new Writable({
    write(chunk, _enc, done) {
      text += chunk.toString();
      done();
    },
  });
  return { sink, text: () => text };
}

describe('log format', () => {
  it('writes JSON lines by default', () => {
    const out = capture();
    createLogger('info', out.sink).info({ callId: 'c1' }, 'call stored');
    expect(JSON.parse(out.text())).toMatchObject({ level: 30, callId: 'c1', msg: 'call stored' });
  });

  it('writes a readable line in the pretty format, still redacting passwords', () => {
    const out = capture();
    createLogger('info', out.sink, 'pretty').info({ user: { password: 'pretty-secret' } }, 'call stored');
    expect(out.text()).toMatch(/INFO.*call stored/);
    expect(() => JSON.parse(out.text())).toThrow();
    expect(out.text()).not.toContain('pretty-secret');
  });
});
