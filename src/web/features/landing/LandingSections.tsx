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

const serviceBlurbs: Record<ServiceCategory, string> = {
  Plumbing: 'Leaks, clogs, water heaters, running toilets.',
  Electrical: 'Outlets, breakers, lighting, panel upgrades.',
  Handyman: 'Doors, shelves, fixtures and the odd job list.',
  'Painting & Drywall': 'Patches, touch-ups and whole rooms.',
  Carpentry: 'Trim, decks, fences and built-ins.',
  'Heating & Cooling (HVAC)': 'Furnaces, heat pumps, vents and thermostats.',
  'Landscaping & Yard Work': 'Cleanups, irrigation and storm damage.',
  'Appliance Installation & Repair': 'Washers, dryers, fridges, ovens, dishwashers.',
};

const footerLinkClass = 'rounded-sm text-white/85 underline-offset-4 hover:text-white hover:underline';

// Everything below the hero, in a chunk of its own: it loads while the hero paints, keeping the first load small.

/** How It Works, the services, a testimonial and the call to action. */
export default function LandingSections({ conciergePhone }: { conciergePhone: string }) {
  return (
    <>
      <section aria-labelledby="how-title" className="py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="how-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            How It Works
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">Two steps, one phone call.</p>
          <ol className="mt-10 grid gap-6 md:grid-cols-2">
            <li className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-white">
                <PhoneCall className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">
                <span className="text-primary">1.</span> Call and get solutions
              </h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">
                Describe the problem by phone or right here in your browser. Earl asks the questions a good tradesperson
                would, and walks you through safe fixes you can do yourself, from resetting a tripped breaker to
                clearing a slow drain.
              </p>
            </li>
            <li className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
              <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <CalendarCheck className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">
                <span className="text-primary">2.</span> Get matched and booked
              </h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">
                Need a pro? Give Earl two time windows that work for you. A vetted local professional claims the job and
                you get a confirmation within minutes.
              </p>
            </li>
          </ol>
        </div>
      </section>

      <section aria-labelledby="services-title" className="bg-muted py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="services-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Services we cover
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
            From a dripping tap to a dead furnace, anywhere from Davenport to Watsonville.
          </p>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {SERVICE_CATEGORIES.map((service) => {
              const Icon = serviceIcons[service];
              return (
                <li key={service} className="rounded-xl border bg-card p-5 shadow-sm">
                  <Icon className="size-7 text-primary" aria-hidden="true" />
                  <h3 className="mt-3 font-semibold">{service}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{serviceBlurbs[service]}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-label="What customers say" className="py-16 sm:py-24">
        <figure className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <Quote className="mx-auto size-10 text-accent" aria-hidden="true" />
          <blockquote className="mt-6 text-2xl font-medium leading-snug tracking-tight sm:text-3xl">
            “Our water heater started leaking at ten at night. Earl talked me through shutting it off, and a plumber
            from Live Oak was at the door by eight the next morning.”
          </blockquote>
          <figcaption className="mt-6 text-muted-foreground">
            <span className="font-semibold text-foreground">Dana R.</span>, homeowner in Soquel
          </figcaption>
        </figure>
      </section>

      <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 sm:pb-24">
        <div className="mx-auto max-w-6xl rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12 sm:py-16">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Get your home sorted today
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-white/85">
            Earl answers every call, any hour. It costs nothing to ask.
          </p>
          <CallButton phone={conciergePhone} className="mt-8 w-full sm:w-auto" />
          <p className="mt-8 text-sm text-white/85">
            Are you a local pro?{' '}
            <Link
              to={paths.providerSignup}
              className="rounded-sm font-semibold text-white underline underline-offset-4"
            >
              Join the network for ${PLAN_PRICE_PER_MONTH}/month
            </Link>
            , no per-lead fees.
          </p>
        </div>
      </section>
    </>
  );
}

export function LandingFooter() {
  return (
    <footer className="bg-[#0b3440] text-sm text-white/85">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <p>
          © {COPYRIGHT_YEAR} Earl · Home services concierge for {SERVICE_AREA}
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            <li>
              <Link to={paths.terms} className={footerLinkClass}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to={paths.privacy} className={footerLinkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.providerLogin} className={footerLinkClass}>
                Service Provider Login
              </Link>
            </li>
            <li>
              <Link to={paths.auth} className={footerLinkClass}>
                Admin Login
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
