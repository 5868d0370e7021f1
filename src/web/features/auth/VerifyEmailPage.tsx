import { useMutation } from '@tanstack/react-query';
import { MailCheck, XCircle } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { authMessages } from '@shared/messages';
import { paths } from '@web/config/paths';
import { SignInLayout } from '@web/components/SignInLayout';
import { Button } from '@web/components/ui/button';
import { CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ApiError, apiPost } from '@web/lib/api';

// a malformed token gets the schema's words from the server; the person holding it needs these
const messageOf = (error: Error) =>
  error instanceof ApiError && error.status === 400 ? authMessages.verificationLinkInvalid : error.message;

/**
 * /verify-email/{token}: the link emailed at sign-up. Opening it changes nothing (mail scanners open links too);
 * pressing the button spends it, then the visitor is sent to sign in with a toast.
 */
export default function VerifyEmailPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const verify = useMutation({
    mutationFn: () => apiPost<{ isProvider: boolean }>('/api/auth/verify-email', { token }),
    onSuccess: ({ isProvider }) => {
      toast.success(authMessages.emailVerified, { description: authMessages.emailVerifiedDescription });
      void navigate(isProvider ? paths.providerLogin : paths.auth);
    },
  });
  return (
    <SignInLayout>
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          {authMessages.verifyEmailTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {verify.error ? (
          <p role="alert" className="flex items-center gap-2 font-semibold text-destructive">
            <XCircle className="size-5 shrink-0" aria-hidden="true" /> {messageOf(verify.error)}
          </p>
        ) : (
          <Button onClick={() => verify.mutate()} disabled={verify.isPending}>
            <MailCheck aria-hidden="true" /> {authMessages.verifyEmailButton}
          </Button>
        )}
      </CardContent>
    </SignInLayout>
  );
}
