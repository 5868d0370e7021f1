import { BadgeCheck, Clock, PhoneCall, ShieldCheck } from '@web/components/FirstPaintIcons';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link } from 'react-router';
import { SERVICE_AREA } from '@shared/constants';
import { paths } from '@web/config/paths';
import { landing } from '@web/i18n/en/landing';
import { useDocumentLanguage, useT } from '@web/i18n/language';
import { QueryProvider } from '@web/lib/query';
import { usePublicConfig } from '@web/lib/public-config';
import { CallButton } from './CallButton';
import { useInstallPrompt } from './install-prompt';
import { LanguageSwitch } from './LanguageSwitch';
import { useMediaQuery } from '@web/lib/use-media-query';
import { BrandLink } from '@web/components/BrandLink';
import { Main } from '@web/components/SkipLink';

// Voice code (and the Vapi SDK behind it) loads in its own chunk (the router passes it in lazily); the query provider is
// there in case it needs it.
// Only the hero is in the first load; the jingle controls, the sections below the hero and the install button
// (only when the browser offers installation) follow in their own chunks.
const JinglePlayer = lazy(() => import('./JinglePlayer'));
// the sample conversation beside the headline shows (and loads) on wide screens only
const WIDE_SCREEN = '(min-width: 1024px)';
const SampleCall = lazy(() => import('./SampleCall'));
const InstallAppButton = lazy(() => import('./InstallAppButton'));
const landingSections = () => import('./LandingSections');
const LandingSections = lazy(landingSections);
const LandingFooter = lazy(() => landingSections().then((m) => ({ default: m.LandingFooter })));

/** `VoiceChat` is the voice feature's button, passed in by the router (features do not import each other). */
export function LandingPage({ VoiceChat }: { VoiceChat: ComponentType<{ className?: string }> }) {
  const { conciergePhone } = usePublicConfig();
  const install = useInstallPrompt();
  const isWide = useMediaQuery(WIDE_SCREEN);
  const t = useT('landing', landing);
  useDocumentLanguage(t('title'));
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <Suspense fallback={<div className="h-16 border-b border-white/10 bg-primary-deep" />}>
        <JinglePlayer />
      </Suspense>

      <header className="surface-dark bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <BrandLink />
          <div className="flex min-w-0 items-center gap-3 sm:gap-4">
            <nav aria-label={t('nav.label')} className="flex items-center gap-4 text-sm font-medium">
              <Link
                to={paths.providerLogin}
                className="rounded-sm text-right leading-tight text-white/90 hover:text-white hover:underline"
              >
                {t('nav.providerLogin')}
              </Link>
              <Link
                to={paths.auth}
                className="hidden rounded-sm text-white/90 hover:text-white hover:underline sm:inline"
              >
                {t('nav.adminLogin')}
              </Link>
            </nav>
            <LanguageSwitch />
          </div>
        </div>
      </header>

      <Main className="flex-1">
        <section
          aria-labelledby="hero-title"
          className="surface-dark bg-primary pb-16 pt-8 text-primary-foreground sm:pb-24 sm:pt-14"
        >
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.15fr_0.85fr]">
            {/* min-w-0: a long label (Spanish runs longer) wraps instead of widening the page */}
            <div className="min-w-0">
              <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white/90">
                <Clock className="size-4" aria-hidden="true" /> {t('hero.badge', { area: SERVICE_AREA })}
              </p>
              <h1 id="hero-title" className="mt-5 text-4xl font-extrabold leading-[1.08] tracking-tight sm:text-6xl">
                {t('hero.titleStart')} <span className="whitespace-nowrap text-accent">{t('hero.titleEnd')}</span>
              </h1>
              <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/85">
                {t('hero.intro', { area: SERVICE_AREA })}
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
                <CallButton
                  label={t('call', { phone: conciergePhone })}
                  phone={conciergePhone}
                  className="w-full sm:w-auto"
                />
                <Suspense fallback={<div className="h-12 w-full sm:w-64" aria-hidden="true" />}>
                  <QueryProvider>
                    <VoiceChat className="w-full border-white/40 bg-white text-primary hover:bg-white/90 sm:w-auto" />
                  </QueryProvider>
                </Suspense>
              </div>
              <ul className="mt-8 grid gap-3 text-sm text-white/85 sm:grid-cols-3">
                <li className="flex items-center gap-2">
                  <ShieldCheck className="size-5 shrink-0 text-accent" aria-hidden="true" /> {t('hero.vetted')}
                </li>
                <li className="flex items-center gap-2">
                  <PhoneCall className="size-5 shrink-0 text-accent" aria-hidden="true" /> {t('hero.free')}
                </li>
                <li className="flex items-center gap-2">
                  <BadgeCheck className="size-5 shrink-0 text-accent" aria-hidden="true" /> {t('hero.confirmed')}
                </li>
              </ul>
            </div>
            {isWide && (
              <Suspense fallback={null}>
                <SampleCall />
              </Suspense>
            )}
          </div>
        </section>
        <Suspense fallback={null}>
          <LandingSections conciergePhone={conciergePhone} />
        </Suspense>
      </Main>
      <Suspense fallback={null}>
        <LandingFooter />
      </Suspense>

      {install.visible && (
        <Suspense fallback={null}>
          <InstallAppButton />
        </Suspense>
      )}
    </div>
  );
}
