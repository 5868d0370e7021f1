import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { authMessages } from '@shared/messages';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@shared/schemas/auth';
import { paths } from '@web/config/paths';
import { SignInLayout } from '@web/components/SignInLayout';
import { Button } from '@web/components/ui/button';
import { CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { registerClearingError } from '@web/lib/forms';
import { useRequestPasswordReset } from './api/password-reset';

/** /forgot-password: asks for the email and says the same thing whether an account uses it or not. */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const signInPath = params.get('from') === 'provider' ? paths.providerLogin : paths.auth;
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => request.mutate(values));

  return (
    <SignInLayout>
      <CardHeader>
        <CardTitle as="h1">{authMessages.forgotPasswordTitle}</CardTitle>
        <CardDescription>{authMessages.forgotPasswordIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {request.isSuccess ? (
          <div role="status" className="flex gap-3 rounded-md border border-primary/20 bg-secondary p-4 text-sm">
            <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <p className="font-semibold">{authMessages.resetLinkSent}</p>
              <p>{authMessages.resetLinkSentDescription}</p>
            </div>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField id="email" label="Email" error={errors.email?.message}>
              <Input
                id="email"
                type="email"
                autoComplete="email"
                aria-invalid={Boolean(errors.email)}
                aria-describedby={errors.email ? 'email-error' : undefined}
                {...registerClearingError(form, 'email')}
              />
            </FormField>
            {request.error ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {request.error.message}
              </p>
            ) : null}
            <Button type="submit" disabled={request.isPending} className="w-full">
              {request.isPending ? 'Sending...' : authMessages.sendResetLink}
            </Button>
          </form>
        )}
        <Link
          to={signInPath}
          className="inline-flex items-center gap-1 justify-self-center text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to sign in
        </Link>
      </CardContent>
    </SignInLayout>
  );
}
