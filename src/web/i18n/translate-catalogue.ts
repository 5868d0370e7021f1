import type { Language } from '@shared/language';
import type { Catalogue, MessageKey, Namespace, Translation } from './catalogue';
import { translate } from './language';

// Apart from ./language.ts so that only the code that needs it (the voice call) carries it.

/** A whole namespace in `language`, for code outside React (the voice call's toasts and notes). */
export function translateCatalogue<C extends Catalogue>(
  language: Language,
  namespace: Namespace,
  english: C,
): Translation<C> {
  const walk = (node: Catalogue, prefix: string): Catalogue =>
    Object.fromEntries(
      Object.entries(node).map(([name, value]) => [
        name,
        typeof value === 'string'
          ? translate(language, namespace, english, `${prefix}${name}` as MessageKey<C>)
          : walk(value, `${prefix}${name}.`),
      ]),
    );
  return (language === 'en' ? english : walk(english, '')) as Translation<C>;
}
