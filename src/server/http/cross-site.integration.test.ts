import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../db/factories';
import { createTestApp, signIn, type TestApp } from '../../../test/support/app';
import { crossSiteMessage } from './cross-site';

const PUBLIC_URL = 'https://earl.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

const sessionOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().user as unknown;

describe('same-site request forgery', () => {
  it("refuses a state-changing request from another origin of the same site, and the victim's session stays", async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email, user.password);
    // a page on a sibling subdomain: the SameSite=Lax cookie rides along, the Origin gives it away
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'https://evil.earl.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ error: { code: 'forbidden', message: crossSiteMessage } });
    expect(await sessionOf(cookie)).toMatchObject({ email: user.email });
  });

  it('refuses a request without Origin unless the browser says it is same-origin', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email, user.password);
    const bare = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin: '' } });
    expect(bare.statusCode).toBe(403);
    const fetchMetadata = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: '', 'sec-fetch-site': 'same-origin' },
    });
    expect(fetchMetadata.statusCode).toBe(200);
  });

  it("refuses a same-origin request's form body (text/plain, urlencoded), even on a route that takes no body", async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t.app, user.email, user.password);
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie, 'content-type': contentType },
        payload: 'a=b',
      });
      expect(res.statusCode, contentType).toBe(415);
      expect(res.json().error.code).toBe('unsupported_media_type');
    }
    const signInForm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(signInForm.statusCode).toBe(415);
    expect(await sessionOf(cookie)).toMatchObject({ email: user.email });
  });

  it('accepts requests from PUBLIC_URL with a JSON body or none, and leaves reads and webhooks alone', async () => {
    const user = await createUser(t.db);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(signedIn.statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { origin: 'https://evil.test' },
    });
    expect(read.statusCode).toBe(200);
    // signed, not cookie-authenticated: Twilio and Vapi send no Origin of ours (not configured here: 404)
    const webhook = await t.app.inject({ method: 'POST', url: '/webhooks/vapi', headers: { origin: '' }, payload: {} });
    expect(webhook.statusCode).not.toBe(403);
  });

  it('names the session cookie __Host- behind https, so a sibling subdomain cannot plant one', async () => {
    const user = await createUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    expect(String(res.headers['set-cookie'])).toMatch(/^__Host-earl_session=[\w-]{43}; .*Path=\/.*Secure/);
    const cookie = `__Host-earl_session=${res.cookies[0]!.value}`;
    expect(await sessionOf(cookie)).toMatchObject({ email: user.email });
    expect(await sessionOf(`earl_session=${res.cookies[0]!.value}`)).toBeNull();
  });
});
