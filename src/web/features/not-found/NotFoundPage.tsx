import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { notFoundMessages } from '@shared/messages';
import { paths } from '@web/config/paths';
import { Button } from '@web/components/ui/button';
import { Main } from '@web/components/SkipLink';

export default function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <Main className="flex min-h-screen items-center justify-center bg-muted px-6">
      <div className="max-w-md text-center">
        <p className="text-7xl font-extrabold tracking-tight text-primary">404</p>
        <h1 className="mt-4 text-2xl font-bold">{notFoundMessages.title}</h1>
        <p className="mt-2 text-muted-foreground">
          We couldn't find{' '}
          <code className="break-all rounded bg-background px-1.5 py-0.5 text-sm">{location.pathname}</code>.
        </p>
        <Button asChild className="mt-8" size="lg">
          <Link to={paths.home}>
            <Home aria-hidden="true" />
            {notFoundMessages.returnHome}
          </Link>
        </Button>
      </div>
    </Main>
  );
}
