import { LANGUAGE_QUERY_PARAM, type Language } from '@shared/language';
import { LANGUAGE_STORAGE_KEY } from './language';

/**
 * Remembers the visitor's pick from the language switch in this browser. A `?lang=` in the address would win over
 * it on reload, so the address follows the pick (replacing the history entry, keeping the router's state).
 */
export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: switched for this visit only
  }
  const url = new URL(window.location.href);
  if (url.searchParams.has(LANGUAGE_QUERY_PARAM)) {
    url.searchParams.set(LANGUAGE_QUERY_PARAM, language);
    window.history.replaceState(window.history.state, '', url);
  }
}
