import { Home } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Main } from '@web/components/SkipLink';

/** The frame of a sign-in screen (admin and provider): one card centred on the page, a Back to Home link under it. */
export function SignInLayout({ children }: { children: ReactNode }) {
  return (
    <Main className="flex min-h-screen flex-col items-center justify-center bg-muted px-4 py-12">
      <Card className="w-full max-w-md">{children}</Card>
      <Button asChild variant="link" className="mt-4">
        <Link to={paths.home}>
          <Home aria-hidden="true" /> Back to Home
        </Link>
      </Button>
    </Main>
  );
}
