import { MapPin } from 'lucide-react';
import { SERVICE_AREA, SERVICE_CATEGORIES, type ProviderLanguage, type ServiceCategory } from '@shared/constants';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { LanguageChoices } from '../LanguageChoices';

const DESCRIPTIONS: Record<ServiceCategory, string> = {
  Plumbing: 'Leaks, clogged drains, water heaters, fixtures and pipes',
  Electrical: 'Outlets, panels, lighting, wiring and troubleshooting',
  Handyman: 'Repairs, installations, doors, shelves and odd jobs',
  'Painting & Drywall': 'Interior and exterior painting, drywall patching and texture',
  Carpentry: 'Decks, fences, trim, framing, cabinets and built-ins',
  'Heating & Cooling (HVAC)': 'Furnaces, heat pumps, air conditioners, wall heaters and ducts',
  'Landscaping & Yard Work': 'Lawns, planting, pruning, cleanups and irrigation',
  'Appliance Installation & Repair': 'Installing and fixing washers, dryers, dishwashers, fridges and ovens',
};

// "Heating & Cooling (HVAC)" -> "service-heating-cooling-hvac": ids stay plain words and dashes
const idFor = (category: ServiceCategory) =>
  `service-${category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** Step 2: the service categories, the languages the team speaks, and the fixed service area. */
export function ServicesStep({
  selected,
  onChange,
  languages,
  onLanguagesChange,
}: {
  selected: ServiceCategory[];
  onChange: (next: ServiceCategory[]) => void;
  languages: ProviderLanguage[];
  onLanguagesChange: (next: ProviderLanguage[]) => void;
}) {
  const toggle = (category: ServiceCategory, checked: boolean) =>
    onChange(
      checked
        ? SERVICE_CATEGORIES.filter((c) => c === category || selected.includes(c))
        : selected.filter((c) => c !== category),
    );

  return (
    <div className="grid gap-6">
      <div>
        <h2 tabIndex={-1} className="text-xl font-semibold">
          Services
        </h2>
        <p className="text-sm text-muted-foreground">Which jobs do you want to hear about? Choose at least one.</p>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">Service categories</legend>
        {SERVICE_CATEGORIES.map((category) => {
          const id = idFor(category);
          const checked = selected.includes(category);
          return (
            <div
              key={category}
              className={`flex gap-3 rounded-lg border p-4 transition-colors ${checked ? 'border-primary bg-secondary' : ''}`}
            >
              <Checkbox
                id={id}
                checked={checked}
                onCheckedChange={(value) => toggle(category, value === true)}
                aria-describedby={`${id}-description`}
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <Label htmlFor={id} className="cursor-pointer font-semibold">
                  {category}
                </Label>
                <p id={`${id}-description`} className="text-sm text-muted-foreground">
                  {DESCRIPTIONS[category]}
                </p>
              </div>
            </div>
          );
        })}
      </fieldset>
      <LanguageChoices selected={languages} onChange={onLanguagesChange} heading />
      <div className="flex gap-3 rounded-md border border-primary/20 bg-secondary p-4 text-sm text-secondary-foreground">
        <MapPin className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          <span className="font-semibold">Service area: {SERVICE_AREA}</span>
          <br />
          Earl currently connects customers with providers in {SERVICE_AREA} only.
        </p>
      </div>
    </div>
  );
}
