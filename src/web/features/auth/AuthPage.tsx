import { zodResolver } from '@hookform/resolvers/zod';
import { LogOut, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authMessages } from '@shared/messages';
import { credentialsSchema, type Credentials } from '@shared/schemas/auth';
import { paths } from '@web/config/paths';
import { Button } from '@web/components/ui/button';
import { SignInLayout } from '@web/components/SignInLayout';
import { CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { registerClearingError } from '@web/lib/forms';
import { useSession, useSignIn, useSignOut, useSignUp } from '@web/lib/session';

type Mode = 'sign-in' | 'sign-up';

export default function AuthPage() {
  const [mode, setMode] = useState<Mode>('sign-in');
  const navigate = useNavigate();
  const { user, isAdmin, providerId } = useSession();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const signOut = useSignOut();
  const form = useForm<Credentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const field = (name: keyof Credentials) => registerClearingError(form, name);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (mode === 'sign-up') {
        await signUp.mutateAsync(values);
        toast.success(authMessages.accountCreated, { description: authMessages.accountCreatedVerify });
        setMode('sign-in');
        form.reset({ email: values.email, password: '' });
        return;
      }
      const session = await signIn.mutateAsync(values);
      toast.success(authMessages.signedIn);
      if (session.roles.includes('admin')) void navigate(paths.admin, { replace: true });
    } catch (err) {
      toast.error(authMessages.authError, { description: (err as Error).message });
      // a message the server gives for one field (a too common password, a taken email) also shows under that field
      if (err instanceof ApiError && err.fields) {
        for (const [name, message] of Object.entries(err.fields)) {
          if (name === 'email' || name === 'password') form.setError(name, { message }, { shouldFocus: true });
        }
      }
    }
  });

  const signedInWithoutAdmin = Boolean(user) && !isAdmin;

  return (
    <SignInLayout>
      <CardHeader>
        <CardTitle as="h1">{mode === 'sign-in' ? 'Admin Sign In' : 'Create Admin Account'}</CardTitle>
        <CardDescription>
          {mode === 'sign-in'
            ? 'Sign in to review calls and provider applications.'
            : 'Create an account. An existing admin grants admin access.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {signedInWithoutAdmin ? (
          <div
            role="alert"
            className="mb-6 flex gap-3 rounded-md border border-amber-300 bg-warning p-4 text-sm text-warning-foreground"
          >
            <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div className="grid gap-2">
              <p>
                You are signed in as <strong>{user?.email}</strong>. {authMessages.notAdmin}
              </p>
              {providerId ? (
                <p>
                  This is a provider account:{' '}
                  <Link to={paths.providerDashboard} className="font-semibold underline underline-offset-4">
                    Go to your provider portal
                  </Link>
                </p>
              ) : null}
              <Button
                variant="outline"
                size="sm"
                className="w-fit"
                onClick={() =>
                  signOut.mutate(undefined, {
                    onSuccess: () => toast.success(authMessages.signedOut),
                    onError: (err) => toast.error(authMessages.signOutError, { description: err.message }),
                  })
                }
              >
                <LogOut aria-hidden="true" /> Sign Out
              </Button>
            </div>
          </div>
        ) : null}
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="email" label="Email" error={errors.email?.message}>
            <Input
              id="email"
              type="email"
              autoComplete="email"
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? 'email-error' : undefined}
              {...field('email')}
            />
          </FormField>
          <FormField
            id="password"
            label="Password"
            error={errors.password?.message}
            hint={mode === 'sign-up' ? authMessages.signUpHint : undefined}
          >
            <Input
              id="password"
              type="password"
              autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? 'password-error' : mode === 'sign-up' ? 'password-hint' : undefined}
              {...field('password')}
            />
          </FormField>
          {mode === 'sign-in' ? (
            <Link
              to={paths.forgotPassword}
              className="-mt-2 justify-self-end text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              {authMessages.forgotPassword}
            </Link>
          ) : null}
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting
              ? mode === 'sign-in'
                ? 'Signing in...'
                : 'Creating account...'
              : mode === 'sign-in'
                ? 'Sign In'
                : 'Sign Up'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          {mode === 'sign-in' ? "Don't have an account?" : 'Already have an account?'}{' '}
          <button
            type="button"
            className="font-semibold text-primary underline-offset-4 hover:underline"
            onClick={() => {
              setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in');
              form.clearErrors();
            }}
          >
            {mode === 'sign-in' ? 'Sign up' : 'Sign in'}
          </button>
        </p>
      </CardContent>
    </SignInLayout>
  );
}
