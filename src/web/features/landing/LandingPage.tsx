import { Phone } from 'lucide-react';
import { Link } from 'react-router';
import { COPYRIGHT_YEAR } from '@shared/constants';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { telHref, usePublicConfig } from '@web/lib/public-config';
import { VoiceChatButton } from '@web/features/voice/VoiceChatButton';

export function LandingPage() {
  const { conciergePhone } = usePublicConfig();
  return (
    <div className="flex min-h-screen flex-col">
      <main className="flex flex-1 flex-col items-center justify-center bg-primary px-6 py-20 text-center text-primary-foreground">
        <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight sm:text-5xl">Something need fixing? Call Earl.</h1>
        <p className="mt-4 max-w-xl text-lg text-primary-foreground/85">
          Santa Cruz County's 24/7 home-services concierge: simple fixes on the phone, and vetted local pros when you need one.
        </p>
        <Button asChild variant="accent" size="lg" className="mt-8">
          <a href={telHref(conciergePhone)}>
            <Phone aria-hidden="true" /> Call {conciergePhone}
          </a>
        </Button>
        <VoiceChatButton className="mt-4" />
      </main>
      <footer className="border-t bg-background px-6 py-8 text-sm text-muted-foreground">
        <nav aria-label="Footer" className="mx-auto flex max-w-5xl flex-wrap items-center justify-center gap-x-6 gap-y-2">
          <span>© {COPYRIGHT_YEAR} Earl</span>
          <Link to={paths.terms} className="hover:text-foreground">Terms of Service</Link>
          <Link to={paths.privacy} className="hover:text-foreground">Privacy Policy</Link>
          <Link to={paths.providerLogin} className="hover:text-foreground">Service Provider Login</Link>
          <Link to={paths.auth} className="hover:text-foreground">Admin Login</Link>
        </nav>
      </footer>
    </div>
  );
}
