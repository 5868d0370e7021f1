import { LogOut, Mail, Phone, Users } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authMessages } from '@shared/messages';
import { paths } from '@web/config/paths';
import { Button } from '@web/components/ui/button';
import { useSignOut } from '@web/lib/session';
import { cn } from '@web/lib/utils';

const navClass = (isActive: boolean) =>
  cn(
    // phones get the words without icons, so Calls, Providers and Outbox fit beside the logo from 360 px
    'inline-flex h-9 items-center gap-2 rounded-md px-2 text-sm font-semibold transition-colors hover:bg-muted sm:px-3 [&_svg]:hidden [&_svg]:size-4 sm:[&_svg]:block',
    isActive ? 'bg-secondary text-secondary-foreground' : 'text-muted-foreground',
  );

const SECTIONS = [
  { id: 'calls', to: paths.admin, icon: Phone, label: 'Calls' },
  { id: 'providers', to: paths.adminProviders, icon: Users, label: 'Providers' },
  { id: 'outbox', to: paths.adminOutbox, icon: Mail, label: 'Outbox' },
] as const;

/** The admin screens' header: logo back to /, Calls, Providers, Outbox (ours), Sign Out (spec section 2). */
export function AdminHeader() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const section =
    pathname.startsWith(paths.adminProviders) || pathname.startsWith('/admin/provider/')
      ? 'providers'
      : pathname.startsWith(paths.adminOutbox)
        ? 'outbox'
        : 'calls';
  const signOut = useSignOut();
  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(authMessages.signedOut);
        void navigate(paths.auth, { replace: true });
      },
      onError: (err) => toast.error(authMessages.signOutError, { description: err.message }),
    });

  return (
    <header className="sticky top-0 z-10 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link to={paths.home} className="mr-auto flex items-center gap-2 rounded-md text-lg font-bold text-primary">
          <img src="/favicon.svg" alt="" className="size-8" />
          <span className="sr-only sm:not-sr-only">Earl</span>
          <span className="sr-only">home</span>
        </Link>
        <nav aria-label="Admin" className="flex items-center sm:gap-1">
          {SECTIONS.map(({ id, to, icon: Icon, label }) => (
            <Link
              key={id}
              to={to}
              className={navClass(section === id)}
              aria-current={section === id ? 'page' : undefined}
            >
              <Icon aria-hidden="true" /> {label}
            </Link>
          ))}
        </nav>
        <Button variant="outline" size="sm" onClick={onSignOut} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" /> <span className="hidden sm:inline">Sign Out</span>
          <span className="sr-only sm:hidden">Sign Out</span>
        </Button>
      </div>
    </header>
  );
}
