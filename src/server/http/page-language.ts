import { acceptLanguageTags, detectLanguage, LANGUAGE_QUERY_PARAM, type Language } from '@shared/language';

// Issue 16: the landing page follows Accept-Language (and `?lang=`). The page itself is a static SPA that picks
// its language in the browser; the server only sets `<html lang>` in the index.html it serves, so the very first
// byte already says which language the page is in.

/** The language a request for the landing page asks for: `?lang=` first, then Accept-Language. */
export function requestedLanguage(query: unknown, acceptLanguage: string | undefined): Language {
  const lang = (query as Record<string, unknown> | undefined)?.[LANGUAGE_QUERY_PARAM];
  return detectLanguage({
    query: typeof lang === 'string' ? lang : undefined,
    preferences: acceptLanguageTags(acceptLanguage),
  });
}

/** index.html with `<html lang>` set to `language`. */
export function withDocumentLanguage(html: string, language: Language): string {
  return html.replace(/<html\b([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${language}"`);
}
