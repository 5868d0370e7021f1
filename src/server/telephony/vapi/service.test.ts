import { describe, expect, it } from 'vitest';
import { callerWaitsFor } from './service';

describe('callerWaitsFor', () => {
  it('holds that a caller waits for a tool call and for the assistant at the start of a call', () => {
    expect(callerWaitsFor({ message: { type: 'tool-calls', toolCallList: [] } })).toBe(true);
    expect(callerWaitsFor({ message: { type: 'assistant-request' } })).toBe(true);
  });

  it('holds that nobody waits on the line for a report, a status or what is not a Vapi message', () => {
    expect(callerWaitsFor({ message: { type: 'end-of-call-report' } })).toBe(false);
    expect(callerWaitsFor({ message: { type: 'status-update', status: 'ended' } })).toBe(false);
    expect(callerWaitsFor({ type: 'tool-calls' })).toBe(false);
    expect(callerWaitsFor(undefined)).toBe(false);
  });
});
