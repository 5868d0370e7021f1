import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';

/** The frame of the provider pages reached from the dashboard: the dashboard's header look, with a way back. */
export function ProviderPageShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-muted">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-4">
          <Button asChild variant="ghost" size="sm" className="-ml-2 shrink-0">
            <Link to={paths.providerDashboard}>
              <ArrowLeft aria-hidden="true" /> Dashboard
            </Link>
          </Button>
          <span className="h-6 w-px shrink-0 bg-border" aria-hidden="true" />
          <h1 className="truncate text-xl font-bold">{title}</h1>
        </div>
      </header>
      <main className="mx-auto grid max-w-5xl gap-6 px-4 py-8">{children}</main>
    </div>
  );
}
