import {
  CalendarCheck,
  Droplets,
  Hammer,
  Leaf,
  PaintRoller,
  PhoneCall,
  Quote,
  Ruler,
  Thermometer,
  WashingMachine,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import {
  COPYRIGHT_YEAR,
  PLAN_PRICE_PER_MONTH,
  SERVICE_AREA,
  SERVICE_CATEGORIES,
  type ServiceCategory,
} from '@shared/constants';
import { paths } from '@web/config/paths';
import { landing } from '@web/i18n/en/landing';
import { sections } from '@web/i18n/en/sections';
import { useLanguage, useT } from '@web/i18n/language';
import { CallButton } from './CallButton';

const serviceIcons: Record<ServiceCategory, LucideIcon> = {
  Plumbing: Droplets,
  Electrical: Zap,
  Handyman: Hammer,
  'Painting & Drywall': PaintRoller,
  Carpentry: Ruler,
  'Heating & Cooling (HVAC)': Thermometer,
  'Landscaping & Yard Work': Leaf,
  'Appliance Installation & Repair': WashingMachine,
};

// the catalogue's key for each of the spec's categories
const serviceKeys = {
  Plumbing: 'plumbing',
  Electrical: 'electrical',
  Handyman: 'handyman',
  'Painting & Drywall': 'painting',
  Carpentry: 'carpentry',
  'Heating & Cooling (HVAC)': 'hvac',
  'Landscaping & Yard Work': 'landscaping',
  'Appliance Installation & Repair': 'appliances',
} as const satisfies Record<ServiceCategory, keyof typeof sections.services>;

const footerLinkClass = 'rounded-sm text-white/85 underline-offset-4 hover:text-white hover:underline';

// Everything below the hero, in a chunk of its own: it loads while the hero paints, keeping the first load small.

/** How It Works, the services, a testimonial and the call to action. */
export default function LandingSections({ conciergePhone }: { conciergePhone: string }) {
  const t = useT('sections', sections);
  const tLanding = useT('landing', landing);
  // pages behind the links are in English only
  const linkLang = useLanguage() === 'en' ? undefined : 'en';
  return (
    <>
      <section aria-labelledby="how-title" className="py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="how-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('how.title')}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{t('how.lead')}</p>
          <ol className="mt-10 grid gap-6 md:grid-cols-2">
            <li className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-white">
                <PhoneCall className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">
                <span className="text-primary">1.</span> {t('how.callTitle')}
              </h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{t('how.callBody')}</p>
            </li>
            <li className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
              <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <CalendarCheck className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">
                <span className="text-primary">2.</span> {t('how.bookTitle')}
              </h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{t('how.bookBody')}</p>
            </li>
          </ol>
        </div>
      </section>

      <section aria-labelledby="services-title" className="bg-muted py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="services-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('services.title')}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{t('services.lead')}</p>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {SERVICE_CATEGORIES.map((service) => {
              const Icon = serviceIcons[service];
              const key = serviceKeys[service];
              return (
                <li key={service} className="rounded-xl border bg-card p-5 shadow-sm">
                  <Icon className="size-7 text-primary" aria-hidden="true" />
                  <h3 className="mt-3 font-semibold">{t(`services.${key}.name`)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{t(`services.${key}.blurb`)}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-label={t('testimonial.label')} className="py-16 sm:py-24">
        <figure className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <Quote className="mx-auto size-10 text-accent" aria-hidden="true" />
          <blockquote className="mt-6 text-2xl font-medium leading-snug tracking-tight sm:text-3xl">
            {t('testimonial.quote')}
          </blockquote>
          <figcaption className="mt-6 text-muted-foreground">
            <span className="font-semibold text-foreground">Dana R.</span>, {t('testimonial.who')}
          </figcaption>
        </figure>
      </section>

      <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 sm:pb-24">
        <div className="mx-auto max-w-6xl surface-dark rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12 sm:py-16">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('cta.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-white/85">{t('cta.lead')}</p>
          <CallButton
            label={tLanding('call', { phone: conciergePhone })}
            phone={conciergePhone}
            className="mt-8 w-full sm:w-auto"
          />
          <p className="mt-8 text-sm text-white/85">
            {t('cta.proQuestion')}{' '}
            <Link
              to={paths.providerSignup}
              hrefLang={linkLang}
              className="rounded-sm font-semibold text-white underline underline-offset-4"
            >
              {t('cta.proLink', { price: PLAN_PRICE_PER_MONTH })}
            </Link>
            {t('cta.proTail')}
          </p>
        </div>
      </section>
    </>
  );
}

export function LandingFooter() {
  const t = useT('sections', sections);
  const linkLang = useLanguage() === 'en' ? undefined : 'en';
  const links = [
    [paths.terms, t('footer.terms')],
    [paths.privacy, t('footer.privacy')],
    [paths.providerLogin, t('footer.providerLogin')],
    [paths.auth, t('footer.adminLogin')],
  ] as const;
  return (
    <footer className="surface-dark bg-primary-deep text-sm text-white/85">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <p>
          © {COPYRIGHT_YEAR} Earl · {t('footer.tagline', { area: SERVICE_AREA })}
        </p>
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            {links.map(([to, name]) => (
              <li key={to}>
                <Link to={to} hrefLang={linkLang} className={footerLinkClass}>
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
