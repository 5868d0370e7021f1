import { Construction, Home } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { Button } from './ui/button';

/** Shown by routes whose screens land in a later change; every route exists from day one. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-6">
      <div className="max-w-md text-center">
        <Construction className="mx-auto size-10 text-primary" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-muted-foreground">This screen is on its way.</p>
        <Button asChild className="mt-6">
          <Link to={paths.home}>
            <Home aria-hidden="true" /> Back to Home
          </Link>
        </Button>
      </div>
    </main>
  );
}
