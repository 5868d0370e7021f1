import {
  BadgeCheck,
  CalendarCheck,
  Clock,
  Droplets,
  Hammer,
  Leaf,
  PaintRoller,
  Phone,
  PhoneCall,
  Quote,
  Ruler,
  ShieldCheck,
  Thermometer,
  WashingMachine,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { COPYRIGHT_YEAR, LANDING_SERVICES, PLAN_PRICE_PER_MONTH, SERVICE_AREA } from '@shared/constants';
import { paths } from '@web/app/paths';
import { buttonVariants } from '@web/components/ui/button-variants';
import { QueryProvider } from '@web/lib/query';
import { telHref, usePublicConfig } from '@web/lib/public-config';
import { InstallAppButton } from './InstallAppButton';
import { JinglePlayer } from './JinglePlayer';

// Voice code (and the Vapi SDK behind it) loads in its own chunk; the query provider is there in case it needs it.
const VoiceChatButton = lazy(() => import('@web/features/voice/VoiceChatButton').then((m) => ({ default: m.VoiceChatButton })));

const serviceIcons: Record<(typeof LANDING_SERVICES)[number], LucideIcon> = {
  Plumbing: Droplets,
  Electrical: Zap,
  Handyman: Hammer,
  'Painting & Drywall': PaintRoller,
  Carpentry: Ruler,
  'Heating & Cooling (HVAC)': Thermometer,
  'Landscaping & Yard Work': Leaf,
  'Appliance Installation & Repair': WashingMachine,
};

const serviceBlurbs: Record<(typeof LANDING_SERVICES)[number], string> = {
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

function CallButton({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={buttonVariants({ variant: 'accent', size: 'lg', className })}>
      <Phone aria-hidden="true" /> Call {phone}
    </a>
  );
}

export function LandingPage() {
  const { conciergePhone } = usePublicConfig();
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <JinglePlayer />

      <header className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <Link to={paths.home} className="flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight">
            <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 rounded-lg ring-1 ring-white/25" />
            Earl
          </Link>
          <nav aria-label="Accounts" className="flex items-center gap-4 text-sm font-medium">
            <Link to={paths.providerLogin} className="rounded-sm text-white/90 hover:text-white hover:underline">
              Service Provider Login
            </Link>
            <Link to={paths.auth} className="hidden rounded-sm text-white/90 hover:text-white hover:underline sm:inline">
              Admin Login
            </Link>
          </nav>
        </div>
      </header>

      <main className="flex-1">
        <section aria-labelledby="hero-title" className="bg-primary pb-16 pt-8 text-primary-foreground sm:pb-24 sm:pt-14">
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.15fr_0.85fr]">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white/90">
                <Clock className="size-4" aria-hidden="true" /> 24/7 across {SERVICE_AREA}
              </p>
              <h1 id="hero-title" className="mt-5 text-4xl font-extrabold leading-[1.08] tracking-tight sm:text-6xl">
                Something need fixing? <span className="text-accent">Call Earl.</span>
              </h1>
              <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/85">
                Earl is the AI concierge for home repairs in {SERVICE_AREA}. Tell Earl what’s wrong: it walks you through the simple fixes on
                the spot, and books a vetted local pro when the job needs one.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
                <CallButton phone={conciergePhone} className="w-full sm:w-auto" />
                <Suspense fallback={<div className="h-12 w-full sm:w-64" aria-hidden="true" />}>
                  <QueryProvider>
                    <VoiceChatButton className="w-full border-white/40 bg-white text-primary hover:bg-white/90 sm:w-auto" />
                  </QueryProvider>
                </Suspense>
              </div>
              <ul className="mt-8 grid gap-3 text-sm text-white/85 sm:grid-cols-3">
                <li className="flex items-center gap-2">
                  <ShieldCheck className="size-5 shrink-0 text-accent" aria-hidden="true" /> Vetted local pros
                </li>
                <li className="flex items-center gap-2">
                  <PhoneCall className="size-5 shrink-0 text-accent" aria-hidden="true" /> Free to call, day or night
                </li>
                <li className="flex items-center gap-2">
                  <BadgeCheck className="size-5 shrink-0 text-accent" aria-hidden="true" /> Confirmed in minutes
                </li>
              </ul>
            </div>
            <figure aria-label="A sample call with Earl" className="hidden rounded-2xl bg-white p-6 text-foreground shadow-2xl shadow-black/30 lg:block">
              <figcaption className="flex items-center gap-3 border-b pb-4">
                <span className="flex size-10 items-center justify-center rounded-full bg-primary text-white">
                  <Wrench className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold">Earl</span>
                  <span className="block text-sm text-muted-foreground">Home-services concierge · on the line</span>
                </span>
              </figcaption>
              <div className="mt-4 space-y-3 text-sm leading-relaxed">
                <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-muted px-4 py-2.5">Hi, this is Earl. What’s going on at home?</p>
                <p className="ml-auto max-w-[85%] rounded-2xl rounded-tr-sm bg-primary px-4 py-2.5 text-white">
                  Water’s pooling under the kitchen sink in Capitola.
                </p>
                <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-muted px-4 py-2.5">
                  Let’s stop it first: turn the valve under the sink clockwise. Then give me two times that suit you and I’ll book a plumber.
                </p>
              </div>
            </figure>
          </div>
        </section>

        <section aria-labelledby="how-title" className="py-16 sm:py-24">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 id="how-title" className="text-3xl font-bold tracking-tight sm:text-4xl">How It Works</h2>
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
                  Describe the problem by phone or right here in your browser. Earl asks the questions a good tradesperson would, and walks
                  you through safe fixes you can do yourself, from resetting a tripped breaker to clearing a slow drain.
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
                  Need a pro? Give Earl two time windows that work for you. A vetted local professional claims the job and you get a
                  confirmation within minutes.
                </p>
              </li>
            </ol>
          </div>
        </section>

        <section aria-labelledby="services-title" className="bg-muted py-16 sm:py-24">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 id="services-title" className="text-3xl font-bold tracking-tight sm:text-4xl">Services we cover</h2>
            <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
              From a dripping tap to a dead furnace, anywhere from Davenport to Watsonville.
            </p>
            <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {LANDING_SERVICES.map((service) => {
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
              “Our water heater started leaking at ten at night. Earl talked me through shutting it off, and a plumber from Live Oak was at
              the door by eight the next morning.”
            </blockquote>
            <figcaption className="mt-6 text-muted-foreground">
              <span className="font-semibold text-foreground">Dana R.</span>, homeowner in Soquel
            </figcaption>
          </figure>
        </section>

        <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 sm:pb-24">
          <div className="mx-auto max-w-6xl rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12 sm:py-16">
            <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">Get your home sorted today</h2>
            <p className="mx-auto mt-3 max-w-xl text-lg text-white/85">Earl answers every call, any hour. It costs nothing to ask.</p>
            <CallButton phone={conciergePhone} className="mt-8 w-full sm:w-auto" />
            <p className="mt-8 text-sm text-white/85">
              Are you a local pro?{' '}
              <Link to={paths.providerSignup} className="rounded-sm font-semibold text-white underline underline-offset-4">
                Join the network for ${PLAN_PRICE_PER_MONTH}/month
              </Link>
              , no per-lead fees.
            </p>
          </div>
        </section>
      </main>

      <footer className="bg-[#0b3440] text-sm text-white/85">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            © {COPYRIGHT_YEAR} Earl · Home services concierge for {SERVICE_AREA}
          </p>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-6 gap-y-3">
              <li>
                <Link to={paths.terms} className={footerLinkClass}>Terms of Service</Link>
              </li>
              <li>
                <Link to={paths.privacy} className={footerLinkClass}>Privacy Policy</Link>
              </li>
              <li>
                <Link to={paths.providerLogin} className={footerLinkClass}>Service Provider Login</Link>
              </li>
              <li>
                <Link to={paths.auth} className={footerLinkClass}>Admin Login</Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>

      <InstallAppButton />
    </div>
  );
}
