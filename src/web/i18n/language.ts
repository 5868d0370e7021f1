import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, detectLanguage, LANGUAGE_QUERY_PARAM, type Language } from '@shared/language';
import {
  interpolate,
  lookup,
  type Catalogue,
  type MessageKey,
  type MessageValues,
  type Namespace,
  type Translate,
} from './catalogue';
import type { SpanishTranslator } from './spanish';

// The language the public site shows (issue 16), as a tiny store. English needs nothing loaded: its catalogues
// ship with the code that shows them. Spanish loads its catalogues in one small lazy chunk, so they do not weigh on
// the landing page's first load (docs/decisions/0008-i18n-lazy-i18next.md, 0010-spanish-chunk-preloaded.md).

export const LANGUAGE_STORAGE_KEY = 'earl.language';

function savedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, cookies off)
  }
}

/** What this browser asks for: `?lang=`, else the saved choice, else navigator.languages (its Accept-Language). */
export function browserLanguage(): Language {
  return detectLanguage({
    query: new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM),
    saved: savedLanguage(),
    preferences: navigator.languages?.length ? navigator.languages : [navigator.language ?? ''],
  });
}

/** The BCP 47 tag for speech recognition and synthesis. */
export const speechLocale = (language: Language) => (language === 'es' ? 'es-US' : 'en-US');

let active: Language = DEFAULT_LANGUAGE;
let spanish: SpanishTranslator | null = null;
let requested = 0;
const listeners = new Set<() => void>();

export const getLanguage = () => active;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Shows the site in `language`. Spanish switches once its catalogue has loaded, so no screen is half translated;
 * if it cannot load, the site stays as it was (and the promise rejects). The last call wins.
 */
export async function setLanguage(language: Language): Promise<void> {
  const request = ++requested;
  if (language === 'es' && !spanish) spanish = await import('./spanish').then((m) => m.createSpanishTranslator());
  if (request !== requested || active === language) return;
  active = language;
  for (const listener of [...listeners]) listener();
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, getLanguage, getLanguage);
}

/** One message of the namespace in `language`; a message missing from a translation falls back to English. */
export function translate<C extends Catalogue>(
  language: Language,
  namespace: Namespace,
  english: C,
  key: MessageKey<C>,
  values?: MessageValues,
): string {
  if (language === 'es' && spanish) {
    const text = spanish(namespace, key, values);
    if (text !== undefined) return text;
  }
  return interpolate(lookup(english, key) ?? key, values);
}

/** `t` for a namespace, in the active language; the component re-renders when the language changes. */
export function useT<C extends Catalogue>(namespace: Namespace, english: C): Translate<C> {
  const language = useLanguage();
  return useCallback(
    (key, values) => translate(language, namespace, english, key, values),
    [language, namespace, english],
  );
}

/** While mounted, `<html lang>` and the document title follow the active language (pages that translate use it). */
export function useDocumentLanguage(title: string) {
  const language = useLanguage();
  useEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    return () => void (root.lang = DEFAULT_LANGUAGE);
  }, [language]);
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => void (document.title = previous);
  }, [title]);
}
