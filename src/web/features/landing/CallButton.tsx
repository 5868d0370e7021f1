import { Phone } from '@web/components/FirstPaintIcons';
import { telHref } from '@web/lib/public-config';

// the accent button's look, written out: the button's class helpers are not worth their weight in the first load
const callButtonClass =
  'inline-flex h-12 items-center justify-center gap-2 whitespace-nowrap rounded-lg bg-accent px-6 text-base font-semibold text-accent-foreground transition-colors hover:bg-accent/90 [&_svg]:size-4 [&_svg]:shrink-0';

/** The tel: link to the concierge line, styled as the accent button; `label` is "Call {phone}" in the page's language. */
export function CallButton({ phone, label, className }: { phone: string; label: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={`${callButtonClass} ${className ?? ''}`}>
      <Phone aria-hidden="true" /> {label}
    </a>
  );
}
