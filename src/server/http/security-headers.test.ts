import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const));

describe('Content-Security-Policy', () => {
  it('allows scripts only from our origin, no eval, no framing, no plugins', () => {
    const csp = directives(contentSecurityPolicy(loadConfig({})));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it("allows Vapi's API and Daily's call engine only when the Vapi voice chat is configured", () => {
    const vapi = directives(
      contentSecurityPolicy(
        loadConfig({
          VAPI_PUBLIC_KEY: 'pk',
          VAPI_ASSISTANT_ID: 'asst',
          VAPI_API_URL: 'https://vapi.example.test/base',
        }),
      ),
    );
    expect(vapi.get('script-src')).toEqual(["'self'", 'https://c.daily.co']);
    expect(vapi.get('connect-src')).toEqual([
      "'self'",
      'https://vapi.example.test',
      'https://*.daily.co',
      'wss://*.daily.co',
    ]);
    // a webhook secret alone does not load anything in the browser
    expect(directives(contentSecurityPolicy(loadConfig({ VAPI_WEBHOOK_SECRET: 's' }))).get('connect-src')).toEqual([
      "'self'",
    ]);
  });

  it('upgrades requests and sends HSTS and COOP behind https only', () => {
    const https = loadConfig({ PUBLIC_URL: 'https://earl.example' });
    expect(contentSecurityPolicy(https)).toContain('upgrade-insecure-requests');
    expect(securityHeaders(https)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders(https)['cross-origin-opener-policy']).toBe('same-origin');
    expect(securityHeaders(loadConfig({}))['strict-transport-security']).toBeUndefined();
    expect(securityHeaders(loadConfig({}))['cross-origin-opener-policy']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('forbid sniffing, referrers and framing, and grant only the microphone', () => {
    expect(securityHeaders(loadConfig({}))).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'permissions-policy': 'camera=(), microphone=(self), geolocation=(), payment=(), usb=()',
    });
  });
});
