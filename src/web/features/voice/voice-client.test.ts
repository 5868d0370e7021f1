import { describe, expect, it } from 'vitest';
import { errorMessage, isMicrophoneDenied } from './voice-client';

describe('isMicrophoneDenied', () => {
  it("recognises every browser's refusal", () => {
    expect(isMicrophoneDenied(new DOMException('Permission denied', 'NotAllowedError'))).toBe(true);
    expect(isMicrophoneDenied(new DOMException('Permission dismissed', 'NotAllowedError'))).toBe(true);
    expect(isMicrophoneDenied(Object.assign(new Error('x'), { name: 'PermissionDeniedError' }))).toBe(true);
    expect(isMicrophoneDenied(new Error('The request is not allowed by the user agent or the platform'))).toBe(true);
    expect(isMicrophoneDenied('Permission denied by system')).toBe(true);
  });

  it('does not take other failures for a refusal', () => {
    expect(isMicrophoneDenied(new DOMException('Requested device not found', 'NotFoundError'))).toBe(false);
    expect(isMicrophoneDenied(new TypeError('Failed to fetch'))).toBe(false);
    expect(isMicrophoneDenied(undefined)).toBe(false);
  });
});

describe('errorMessage', () => {
  it('finds the message in errors, strings and the Vapi SDK error objects', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage({ type: 'daily-error', error: { message: 'Meeting has ended' } })).toBe('Meeting has ended');
    expect(errorMessage({ errorMsg: 'Exiting meeting because room was deleted' })).toBe(
      'Exiting meeting because room was deleted',
    );
    expect(errorMessage({})).toBeUndefined();
    expect(errorMessage(new Error(''))).toBeUndefined();
  });
});
