// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { landing } from './en/landing';
import { voice } from './en/voice';
import { browserLanguage, getLanguage, LANGUAGE_STORAGE_KEY, setLanguage, speechLocale, translate } from './language';
import { rememberLanguage } from './remember-language';
import { translateCatalogue } from './translate-catalogue';

const spies: { mockRestore: () => void }[] = [];

function visit(search: string, languages: string[]) {
  window.history.replaceState(null, '', `/${search}`);
  spies.push(vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages));
}

afterEach(async () => {
  localStorage.clear();
  for (const spy of spies.splice(0)) spy.mockRestore();
  window.history.replaceState(null, '', '/');
  await setLanguage('en');
});

describe('browserLanguage: ?lang= > saved choice > navigator.languages', () => {
  it('follows the browser when nothing else says', () => {
    visit('', ['es-US', 'en-US']);
    expect(browserLanguage()).toBe('es');
    visit('', ['en-US', 'es']);
    expect(browserLanguage()).toBe('en');
  });

  it('prefers the saved choice to the browser', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    visit('', ['es-MX']);
    expect(browserLanguage()).toBe('en');
  });

  it('prefers ?lang= to the saved choice', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    visit('?lang=es', ['en-US']);
    expect(browserLanguage()).toBe('es');
    visit('?lang=xx', ['en-US']);
    expect(browserLanguage()).toBe('en');
  });

  it('does without storage when the browser blocks it', () => {
    spies.push(
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('blocked', 'SecurityError');
      }),
    );
    visit('', ['es']);
    expect(browserLanguage()).toBe('es');
  });
});

describe('rememberLanguage', () => {
  it('saves the pick and makes a ?lang= in the address follow it', () => {
    visit('?lang=es&x=1', ['es']);
    rememberLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(window.location.search).toBe('?lang=en&x=1');
    expect(browserLanguage()).toBe('en');
  });

  it('leaves an address without ?lang= alone', () => {
    visit('?x=1', ['en']);
    rememberLanguage('es');
    expect(window.location.search).toBe('?x=1');
  });
});

describe('setLanguage and translate', () => {
  it('switches to Spanish once its catalogue has loaded, with values filled in', async () => {
    expect(translate(getLanguage(), 'landing', landing, 'call', { phone: '(800) 555-0199' })).toBe(
      'Call (800) 555-0199',
    );
    await setLanguage('es');
    expect(getLanguage()).toBe('es');
    expect(translate('es', 'landing', landing, 'call', { phone: '(800) 555-0199' })).toBe('Llame al (800) 555-0199');
    expect(translate('es', 'landing', landing, 'hero.titleEnd')).toBe('Llame a Earl.');
    // English asked for by name stays English
    expect(translate('en', 'landing', landing, 'hero.titleEnd')).toBe('Call Earl.');
  });

  it('falls back to English for a message the Spanish catalogue lacks', async () => {
    await setLanguage('es');
    const english = { ...landing, added: 'Only in English, {{who}}' } as const;
    expect(translate('es', 'landing', english, 'added', { who: 'so far' })).toBe('Only in English, so far');
  });

  it('lets the last call win', async () => {
    const spanish = setLanguage('es');
    const english = setLanguage('en');
    await Promise.all([spanish, english]);
    expect(getLanguage()).toBe('en');
  });

  it('translates a whole namespace for code outside React', async () => {
    expect(translateCatalogue('en', 'voice', voice)).toBe(voice);
    await setLanguage('es');
    const texts = translateCatalogue('es', 'voice', voice);
    expect(texts.toasts.connected).toEqual({ title: '¡Conectado!', description: 'Ya puede hablar con el asistente.' });
    expect(texts.notes.typedOnly).toBe('Este navegador no reconoce la voz. Escriba su mensaje abajo.');
  });

  it('speaks es-US in Spanish and en-US in English', () => {
    expect(speechLocale('es')).toBe('es-US');
    expect(speechLocale('en')).toBe('en-US');
  });
});
