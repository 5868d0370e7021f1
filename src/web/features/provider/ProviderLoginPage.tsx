import { Wrench } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { authMessages, providerMessages as m } from '@shared/messages';
import { paths, providerReturnPath } from '@web/config/paths';
import { Button } from '@web/components/ui/button';
import { SignInLayout } from '@web/components/SignInLayout';
import { CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FullPageSpinner } from '@web/components/ui/spinner';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useSession } from '@web/lib/session';
import { useProviderSignIn } from './api/provider-sign-in';

/** Spec section 2, /provider: email and password; the button waits until both are filled. */
export default function ProviderLoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // a signed-out visit to a provider page came here and goes back there after signing in
  const returnTo = providerReturnPath(params.get('next'));
  const { isPending, providerId } = useSession();
  const signIn = useProviderSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const busy = signIn.isPending || signIn.isSuccess;

  if (isPending) return <FullPageSpinner />;
  // a provider who is already signed in has nothing to do here
  if (providerId && !busy) return <Navigate to={returnTo} replace />;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (busy || !email || !password) return;
    signIn.mutate(
      { email, password },
      {
        onSuccess: () => {
          toast.success(m.loginSuccessful, { description: m.loginSuccessfulDescription });
          void navigate(returnTo, { replace: true });
        },
        onError: (err) => toast.error(m.error, { description: err.message }),
      },
    );
  };

  return (
    <SignInLayout>
      <CardHeader className="items-center text-center">
        <Wrench className="size-8 text-primary" aria-hidden="true" />
        <CardTitle as="h1">Provider Login</CardTitle>
        <CardDescription>Log in to manage job notifications for your business.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-4">
          <FormField id="email" label="Email">
            <Input
              id="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
          </FormField>
          <FormField id="password" label="Password">
            <Input
              id="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          </FormField>
          <Link
            to={`${paths.forgotPassword}?from=provider`}
            className="-mt-2 justify-self-end text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {authMessages.forgotPassword}
          </Link>
          <Button type="submit" disabled={busy || !email || !password} className="w-full">
            {busy ? 'Logging in...' : 'Log In'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          New to Earl?{' '}
          <Link to={paths.providerSignup} className="font-semibold text-primary underline-offset-4 hover:underline">
            Create Provider Account
          </Link>
        </p>
      </CardContent>
    </SignInLayout>
  );
}
