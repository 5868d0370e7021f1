import { LANGUAGE_NAMES, PROVIDER_LANGUAGES, type ProviderLanguage } from '@shared/constants';
import { providerMessages as m } from '@shared/messages';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';

/**
 * "Languages your team speaks": one checkbox per language (English, Español), for the signup wizard's Services step
 * and the dashboard. A team speaks at least one, so the only language ticked cannot be unticked.
 */
export function LanguageChoices({
  selected,
  onChange,
  disabled = false,
  heading,
}: {
  selected: ProviderLanguage[];
  onChange: (next: ProviderLanguage[]) => void;
  disabled?: boolean;
  /** the visible title, when the surrounding card does not already give one */
  heading?: boolean;
}) {
  const toggle = (code: ProviderLanguage, checked: boolean) =>
    onChange(PROVIDER_LANGUAGES.filter((c) => (c === code ? checked : selected.includes(c))));

  return (
    <fieldset className="grid gap-3" aria-describedby="languages-hint">
      <legend className={heading ? 'mb-1 text-lg font-semibold' : 'sr-only'}>{m.languagesTitle}</legend>
      <p id="languages-hint" className="text-sm text-muted-foreground">
        {m.languagesHint}
      </p>
      <div className="flex flex-wrap gap-3">
        {PROVIDER_LANGUAGES.map((code) => {
          const id = `language-${code}`;
          const checked = selected.includes(code);
          return (
            <div
              key={code}
              className={`flex items-center gap-3 rounded-lg border px-4 py-3 transition-colors ${checked ? 'border-primary bg-secondary' : ''}`}
            >
              <Checkbox
                id={id}
                checked={checked}
                disabled={disabled || (checked && selected.length === 1)}
                onCheckedChange={(value) => toggle(code, value === true)}
              />
              <Label htmlFor={id} lang={code} className="cursor-pointer font-semibold">
                {LANGUAGE_NAMES[code]}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
