import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { authMessages } from '@shared/messages';
import { uniqueEmail } from '../db/factories';
import { providers, users } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const application = (email: string, password: string) => ({
  businessName: 'Common Password Plumbing',
  contactName: 'Pat Common',
  phone: '(831) 555-0177',
  email,
  password,
  street: '1 Main St',
  city: 'Santa Cruz',
  state: 'CA',
  zip: '95060',
  serviceCategories: ['Plumbing'],
  teamMembers: [{ name: 'Pat Common', phone: '(831) 555-0177', email, notificationMethod: 'sms' }],
  acceptTerms: true,
});

const usersWithEmail = (email: string) => t.db.select().from(users).where(eq(users.email, email));

describe('common passwords', () => {
  it('are refused at sign-up with a message for the password field, and no account is made', async () => {
    for (const password of ['password123', 'Qwerty123', 'iloveyou']) {
      const email = uniqueEmail('common');
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { email, password } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'validation_error',
          message: authMessages.passwordTooCommon,
          fields: { password: authMessages.passwordTooCommon },
        },
      });
      expect(await usersWithEmail(email)).toEqual([]);
    }
  });

  it('are refused in a provider signup application, which then leaves nothing behind', async () => {
    const email = uniqueEmail('common-applicant');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/providers/applications',
      payload: application(email, 'football1'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ password: authMessages.passwordTooCommon });
    expect(await usersWithEmail(email)).toEqual([]);
    expect(await t.db.select().from(providers).where(eq(providers.email, email))).toEqual([]);
  });

  it('do not stand in the way of a less guessable password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: uniqueEmail('uncommon'), password: 'password123-and-more' },
    });
    expect(res.statusCode).toBe(201);
  });
});
