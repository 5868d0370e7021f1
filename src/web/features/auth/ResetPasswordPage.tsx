import { zodResolver } from '@hookform/resolvers/zod';
import { XCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { authMessages } from '@shared/messages';
import { credentialsSchema } from '@shared/schemas/auth';
import { paths } from '@web/config/paths';
import { SignInLayout } from '@web/components/SignInLayout';
import { Button } from '@web/components/ui/button';
import { CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { registerClearingError } from '@web/lib/forms';
import { useConfirmPasswordReset } from './api/password-reset';

const newPasswordSchema = z.object({ password: credentialsSchema.shape.password });
type NewPassword = z.infer<typeof newPasswordSchema>;

// a malformed token gets the schema's words from the server; the person holding the link needs these
const linkIsDead = (error: Error | null) =>
  error instanceof ApiError && (error.status === 404 || (error.status === 400 && !error.fields?.password));

/**
 * /reset-password/{token}: the link emailed by "Forgot password?". Opening it changes nothing; the new password is
 * set when the form is sent, then the visitor signs in (as a provider or an admin) with a toast.
 */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const form = useForm<NewPassword>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const { isProvider } = await confirm.mutateAsync({ token, password });
      toast.success(authMessages.passwordResetDone, { description: authMessages.passwordResetDoneDescription });
      void navigate(isProvider ? paths.providerLogin : paths.auth, { replace: true });
    } catch (err) {
      // a refused password (too common) goes under the field; the link stays usable
      if (err instanceof ApiError && err.fields?.password)
        form.setError('password', { message: err.fields.password }, { shouldFocus: true });
    }
  });

  const dead = linkIsDead(confirm.error);
  const otherError = confirm.error && !dead && !(confirm.error instanceof ApiError && confirm.error.fields?.password);

  return (
    <SignInLayout>
      <CardHeader>
        <CardTitle as="h1">{authMessages.resetPasswordTitle}</CardTitle>
        {dead ? null : <CardDescription>{authMessages.signUpHint}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">
        {dead ? (
          <>
            <p role="alert" className="flex items-start gap-2 font-semibold text-destructive">
              <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" /> {authMessages.passwordResetLinkInvalid}
            </p>
            <Button asChild>
              <Link to={paths.forgotPassword}>{authMessages.forgotPassword}</Link>
            </Button>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField id="password" label="New password" error={errors.password?.message}>
              <Input
                id="password"
                type="password"
                autoComplete="new-password"
                aria-invalid={Boolean(errors.password)}
                aria-describedby={errors.password ? 'password-error' : undefined}
                {...registerClearingError(form, 'password')}
              />
            </FormField>
            {otherError ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {confirm.error?.message}
              </p>
            ) : null}
            <Button type="submit" disabled={isSubmitting} className="w-full">
              {isSubmitting ? 'Saving...' : authMessages.resetPasswordButton}
            </Button>
          </form>
        )}
      </CardContent>
    </SignInLayout>
  );
}
