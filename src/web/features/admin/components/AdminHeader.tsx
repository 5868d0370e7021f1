import { LogOut, Phone, Users } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authMessages } from '@shared/messages';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { useSignOut } from '@web/lib/session';
import { cn } from '@web/lib/utils';

const navClass = (isActive: boolean) =>
  cn(
    'inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-semibold transition-colors hover:bg-muted [&_svg]:size-4',
    isActive ? 'bg-secondary text-secondary-foreground' : 'text-muted-foreground',
  );

/** The admin screens' header: logo back to /, Calls, Providers, Sign Out (spec section 2). */
export function AdminHeader() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onProviders = pathname.startsWith(paths.adminProviders) || pathname.startsWith('/admin/provider/');
  const signOut = useSignOut();
  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(authMessages.signedOut);
        navigate(paths.auth, { replace: true });
      },
      onError: (err) => toast.error(authMessages.signOutError, { description: err.message }),
    });

  return (
    <header className="sticky top-0 z-10 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link to={paths.home} className="mr-auto flex items-center gap-2 rounded-md text-lg font-bold text-primary">
          <img src="/favicon.svg" alt="" className="size-8" />
          <span>Earl</span>
          <span className="sr-only">home</span>
        </Link>
        <nav aria-label="Admin" className="flex items-center gap-1">
          <Link to={paths.admin} className={navClass(!onProviders)} aria-current={onProviders ? undefined : 'page'}>
            <Phone aria-hidden="true" /> Calls
          </Link>
          <Link to={paths.adminProviders} className={navClass(onProviders)} aria-current={onProviders ? 'page' : undefined}>
            <Users aria-hidden="true" /> Providers
          </Link>
        </nav>
        <Button variant="outline" size="sm" onClick={onSignOut} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" /> <span className="hidden sm:inline">Sign Out</span>
          <span className="sr-only sm:hidden">Sign Out</span>
        </Button>
      </div>
    </header>
  );
}
