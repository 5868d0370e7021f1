import { Languages } from '@web/components/FirstPaintIcons';
import type { Language } from '@shared/language';
import { setLanguage, useLanguage } from '@web/i18n/language';
import { rememberLanguage } from '@web/i18n/remember-language';

// each language's name in that language: what a visitor who reads only that one looks for
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The header's language switch: offers the other language, and remembers the pick in this browser. */
export function LanguageSwitch() {
  const other: Language = useLanguage() === 'es' ? 'en' : 'es';
  const choose = () => {
    rememberLanguage(other);
    // offline, the Spanish catalogue may not load: the page then stays as it is
    setLanguage(other).catch(() => undefined);
  };
  return (
    <button
      type="button"
      lang={other}
      onClick={choose}
      className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold text-white ring-1 ring-white/40 transition-colors hover:bg-white/10"
    >
      <Languages className="size-4" aria-hidden="true" />
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
