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

/**
 * index.html with `<html lang>` set to `language`, and the language's lazy chunk (its catalogue, which the page waits
 * for before its first render) preloaded beside the entry script, so the browser fetches both at once.
 */
export function withDocumentLanguage(html: string, language: Language, languageChunk?: string): string {
  const tagged = html.replace(/<html\b([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${language}"`);
  if (!languageChunk) return tagged;
  return tagged.replace(/<\/head>/i, `  <link rel="modulepreload" crossorigin href="${languageChunk}">\n  </head>`);
}

/** The built Spanish catalogue chunk (`/assets/spanish-<hash>.js`, from src/web/i18n/spanish.ts), if there is one. */
export function spanishChunkIn(assetFiles: string[]): string | undefined {
  const file = assetFiles.find((f) => /^spanish-[\w-]+\.js$/.test(f));
  return file && `/assets/${file}`;
}
