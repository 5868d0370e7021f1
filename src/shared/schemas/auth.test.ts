import { describe, expect, it } from 'vitest';
import { authMessages } from '../messages';
import { credentialsSchema } from './auth';

const messagesFor = (input: unknown) => {
  const result = credentialsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};
const emailOfLength = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;

describe('credentialsSchema (spec section 5, admin sign-in / sign-up)', () => {
  it('accepts a valid email and password and trims the email', () => {
    expect(credentialsSchema.parse({ email: '  admin@example.com ', password: 'longenough' })).toEqual({
      email: 'admin@example.com',
      password: 'longenough',
    });
  });

  it('rejects an invalid email with the spec message', () => {
    expect(messagesFor({ email: 'not-an-email', password: 'longenough' })).toEqual([
      `email: ${authMessages.invalidEmail}`,
    ]);
    expect(messagesFor({ email: '', password: 'longenough' })).toEqual([`email: ${authMessages.invalidEmail}`]);
  });

  it('accepts a 255-character email and rejects 256 characters', () => {
    expect(messagesFor({ email: emailOfLength(255), password: 'longenough' })).toEqual([]);
    expect(messagesFor({ email: emailOfLength(256), password: 'longenough' })).toEqual([
      `email: ${authMessages.emailTooLong}`,
    ]);
  });

  it('requires at least 8 password characters', () => {
    expect(messagesFor({ email: 'a@b.co', password: '1234567' })).toEqual([
      `password: ${authMessages.passwordTooShort}`,
    ]);
    expect(messagesFor({ email: 'a@b.co', password: '12345678' })).toEqual([]);
  });

  it('requires the password to be under 100 characters', () => {
    expect(messagesFor({ email: 'a@b.co', password: 'x'.repeat(99) })).toEqual([]);
    expect(messagesFor({ email: 'a@b.co', password: 'x'.repeat(100) })).toEqual([
      `password: ${authMessages.passwordTooLong}`,
    ]);
  });

  it('requires both fields', () => {
    expect(messagesFor({})).toHaveLength(2);
  });
});
