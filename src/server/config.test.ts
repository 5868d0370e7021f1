import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.conciergePhone).toBe('(800) 555-0199');
    expect(config.vapi.apiUrl).toBe('https://api.vapi.ai');
    expect(config.twilio).toBeUndefined();
    expect(config.llm).toBeUndefined();
    expect(config.secureCookies).toBe(false);
    expect(config.trustProxy).toBe(false);
  });

  it('gives Spanish-speaking teams a head start of SPANISH_HEAD_START_SECONDS, 120 unless set, 0 to turn it off', () => {
    expect(loadConfig({}).spanishHeadStartSeconds).toBe(120);
    expect(loadConfig({ SPANISH_HEAD_START_SECONDS: '1' }).spanishHeadStartSeconds).toBe(1);
    expect(loadConfig({ SPANISH_HEAD_START_SECONDS: '0' }).spanishHeadStartSeconds).toBe(0);
    for (const bad of ['-1', '1.5', 'soon'])
      expect(() => loadConfig({ SPANISH_HEAD_START_SECONDS: bad })).toThrowError(/SPANISH_HEAD_START_SECONDS/);
  });

  it('serves metrics only with METRICS_TOKEN or METRICS_PORT, and runs WORKER_CONCURRENCY jobs (8 unless set)', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    expect(loadConfig({ METRICS_TOKEN: '', METRICS_PORT: '' }).metrics).toEqual({ token: undefined, port: undefined });
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16), METRICS_PORT: '9464' }).metrics).toEqual({
      token: 'a'.repeat(16),
      port: 9464,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrowError(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrowError(/METRICS_PORT/);
    expect(loadConfig({}).workerConcurrency).toBe(8);
    expect(loadConfig({ WORKER_CONCURRENCY: '32' }).workerConcurrency).toBe(32);
    for (const bad of ['0', '1.5', 'many'])
      expect(() => loadConfig({ WORKER_CONCURRENCY: bad })).toThrowError(/WORKER_CONCURRENCY/);
  });

  it('trusts X-Forwarded-For only as far as TRUST_PROXY says', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrowError(/TRUST_PROXY must be/);
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    const config = loadConfig({ PUBLIC_URL: 'https://earl.example/' });
    expect(config.publicUrl).toBe('https://earl.example');
    expect(config.secureCookies).toBe(true);
  });

  it('stops with a clear message naming each malformed variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url' })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL must start with postgres:// or postgresql://');
      expect(message).toContain('PUBLIC_URL must be a URL');
    }
  });

  it('rejects a partial Twilio configuration', () => {
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC123' })).toThrowError(/TWILIO_AUTH_TOKEN/);
  });

  it('enables Twilio only when all three variables are set', () => {
    const config = loadConfig({
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM_NUMBER: '+18005550199',
    });
    expect(config.twilio).toEqual({
      accountSid: 'AC1',
      authToken: 't',
      fromNumber: '+18005550199',
      apiUrl: 'https://api.twilio.com',
    });
  });

  it('rejects a partial Stripe configuration with the three names', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrowError(
      /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID, or none/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_ID: 'price_1' })).toThrowError(
      /STRIPE_SECRET_KEY/,
    );
  });

  it('keeps development mode without Stripe, and requires a subscription for jobs with it', () => {
    const development = loadConfig({});
    expect(development.stripe).toBeUndefined();
    expect(development.billing).toEqual({ subscriptionRequired: false, graceDays: 7 });
    const live = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_ID: 'price_1',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      BILLING_GRACE_DAYS: '3',
    });
    expect(live.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      priceId: 'price_1',
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(live.billing).toEqual({ subscriptionRequired: true, graceDays: 3 });
  });
});
