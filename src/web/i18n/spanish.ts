import { interpolate, lookup, type MessageValues, type Namespace } from './catalogue';
import { es } from './es';

// The lazy chunk Spanish visitors load: every Spanish catalogue (about 3 kB gzip), read with the same lookup and
// `{{placeholder}}` filling as the English ones. The landing page's first render waits for it, so it carries no
// library (docs/decisions/0010-spanish-catalogues-without-i18next.md).

/** A Spanish message, or undefined when the catalogue lacks it (the caller falls back to English). */
export type SpanishTranslator = (namespace: Namespace, key: string, values?: MessageValues) => string | undefined;

export function createSpanishTranslator(): SpanishTranslator {
  return (namespace, key, values) => {
    const text = lookup(es[namespace], key);
    // an empty translation counts as missing, as a half-finished catalogue's would
    return text ? interpolate(text, values) : undefined;
  };
}
