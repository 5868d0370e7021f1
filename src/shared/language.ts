// The languages the public site speaks (issue 16). English is the source of truth; Spanish is a translation.

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The query parameter that picks the language, a stable interface for links (`/?lang=es`). */
export const LANGUAGE_QUERY_PARAM = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the visitor's languages (most preferred first, as `navigator.languages` lists them) that we speak,
 * by its primary subtag: ['fr-CA', 'es-MX', 'en'] → 'es'; none of ours → English.
 */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header's tags, most preferred first (by q, then by order); q=0 and `*` are dropped. */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language to show: `?lang=` first, then the visitor's saved choice, then the browser's preferences
 * (`navigator.languages` in the browser, Accept-Language on the server).
 */
export function detectLanguage({
  query,
  saved,
  preferences,
}: {
  query?: string | null;
  saved?: string | null;
  preferences: readonly string[];
}): Language {
  if (isLanguage(query)) return query;
  if (isLanguage(saved)) return saved;
  return preferredLanguage(preferences);
}
