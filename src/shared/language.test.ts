import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, detectLanguage, preferredLanguage } from './language';

describe('detectLanguage', () => {
  it('takes ?lang= over the saved choice and the browser', () => {
    expect(detectLanguage({ query: 'es', saved: 'en', preferences: ['en-US'] })).toBe('es');
    expect(detectLanguage({ query: 'en', saved: 'es', preferences: ['es-MX'] })).toBe('en');
  });

  it('takes the saved choice over the browser when there is no (valid) ?lang=', () => {
    expect(detectLanguage({ saved: 'es', preferences: ['en-US', 'en'] })).toBe('es');
    expect(detectLanguage({ query: 'fr', saved: 'en', preferences: ['es-US'] })).toBe('en');
  });

  it("follows the browser's languages otherwise", () => {
    expect(detectLanguage({ query: null, saved: null, preferences: ['es-US', 'en-US'] })).toBe('es');
    expect(detectLanguage({ query: 'ES!', saved: 'klingon', preferences: ['en-US', 'es'] })).toBe('en');
    expect(detectLanguage({ preferences: [] })).toBe('en');
  });
});

describe('preferredLanguage', () => {
  it('is the first of the browser’s languages that we speak, by primary subtag', () => {
    expect(preferredLanguage(['fr-CA', 'es-MX', 'en'])).toBe('es');
    expect(preferredLanguage(['pt-BR', 'EN-gb', 'es'])).toBe('en');
    expect(preferredLanguage(['es_419'])).toBe('es');
    expect(preferredLanguage(['de', 'fr'])).toBe('en');
  });
});

describe('acceptLanguageTags', () => {
  it('orders by quality, then by position, and drops q=0 and *', () => {
    expect(acceptLanguageTags('en-US,en;q=0.5,es;q=0.9')).toEqual(['en-US', 'es', 'en']);
    expect(acceptLanguageTags('es-US, es;q=0.9, en;q=0.8')).toEqual(['es-US', 'es', 'en']);
    expect(acceptLanguageTags('es;q=0, en, *;q=0.1')).toEqual(['en']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
    expect(acceptLanguageTags('')).toEqual([]);
  });
});
