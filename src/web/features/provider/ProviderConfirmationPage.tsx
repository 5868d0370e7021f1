import { CheckCircle2, Home, LayoutDashboard, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { REVIEW_PROMISE_HOURS, SUPPORT_EMAIL } from '@shared/constants';
import { providerMessages } from '@shared/messages';
import { paths } from '@web/config/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useSession } from '@web/lib/session';
import { Main } from '@web/components/SkipLink';

const ON_APPROVAL = [
  'Access to your provider dashboard',
  'Immediate job notifications for your whole team',
  'Your first month of service begins',
];

/** Spec section 2, /provider/confirmation. */
export default function ProviderConfirmationPage() {
  const { providerId } = useSession();
  return (
    <Main className="flex min-h-screen items-center justify-center bg-muted px-4 py-12">
      <Card className="w-full max-w-lg">
        <CardHeader className="items-center text-center">
          <CheckCircle2 className="size-12 text-primary" aria-hidden="true" />
          <CardTitle as="h1" className="text-2xl">
            Thank you for applying!
          </CardTitle>
          <p className="text-muted-foreground">
            Your application has been submitted. We'll review it within {REVIEW_PROMISE_HOURS} hours.
          </p>
          <p className="text-sm font-semibold">{providerMessages.verifyEmailToBeApproved}</p>
        </CardHeader>
        <CardContent className="grid gap-6">
          <section aria-labelledby="approval-title" className="rounded-lg border bg-secondary p-4">
            <h2 id="approval-title" className="font-semibold">
              Once you're approved
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {ON_APPROVAL.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <p className="text-center text-sm text-muted-foreground">
            <Mail className="mr-1.5 inline size-4 align-[-0.2em]" aria-hidden="true" />
            Questions? Write to{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {SUPPORT_EMAIL}
            </a>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Button asChild>
              <Link to={paths.home}>
                <Home aria-hidden="true" /> Return to Home
              </Link>
            </Button>
            {providerId ? (
              <Button asChild variant="outline">
                <Link to={paths.providerDashboard}>
                  <LayoutDashboard aria-hidden="true" /> View Application Status
                </Link>
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </Main>
  );
}
