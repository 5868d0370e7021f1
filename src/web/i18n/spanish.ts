import i18next from 'i18next';
import type { MessageValues, Namespace } from './catalogue';
import { es } from './es';

// The lazy chunk Spanish visitors load: i18next and every Spanish catalogue, never English's. The server preloads
// it on a Spanish landing page, so the first Spanish render does not wait for a second round trip
// (docs/decisions/0008-i18n-lazy-i18next.md).

/** A Spanish message, or undefined when the catalogue lacks it (the caller falls back to English). */
export type SpanishTranslator = (namespace: Namespace, key: string, values?: MessageValues) => string | undefined;

export async function createSpanishTranslator(): Promise<SpanishTranslator> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'es',
    // English is not in i18next at all: a missing key is reported as missing, and the caller uses its own English
    fallbackLng: false,
    ns: Object.keys(es),
    resources: { es },
    // React escapes what it renders
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  return (namespace, key, values) =>
    i18n.exists(key, { ns: namespace }) ? i18n.t(key, { ns: namespace, ...values }) : undefined;
}
