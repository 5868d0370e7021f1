import { BadgeCheck, Bell, ClipboardList, DollarSign, FileText, Home, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { PLAN_PRICE_PER_MONTH, REVIEW_PROMISE_HOURS } from '@shared/constants';
import { paths } from '@web/config/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

const BENEFITS = [
  {
    icon: BadgeCheck,
    title: 'Qualified leads',
    text: 'Pre-screened customers in Santa Cruz County who already described the job.',
  },
  { icon: DollarSign, title: `$${PLAN_PRICE_PER_MONTH}/month flat`, text: 'One simple price. No per-lead fees.' },
  {
    icon: Bell,
    title: 'Team notifications',
    text: 'Everyone on your team hears about new jobs by SMS, email or both.',
  },
  { icon: Trophy, title: 'First to claim wins', text: 'Claim a job first and it is yours.' },
  {
    icon: FileText,
    title: 'Full customer details',
    text: 'Contact details, address and the call transcript for every job you claim.',
  },
];

const REQUIRED = [
  'Business name and contact information',
  'Business address',
  'Email and password for your account',
  'The services you offer',
  'Team member contacts for job notifications',
];
const OPTIONAL = ['License number', 'Insurance provider', 'Insurance policy number'];

/** Step 0 of the signup wizard: what joining brings and what the application asks for. */
export function IntroScreen({ onStart }: { onStart: () => void }) {
  return (
    <div className="grid gap-6">
      <div className="text-center">
        <h1 tabIndex={-1} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          Become a Service Provider
        </h1>
        <p className="mt-2 text-muted-foreground">
          Join Earl's network of vetted home-service pros in Santa Cruz County.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Why join Earl</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4 sm:grid-cols-2">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <div>
                  <p className="font-semibold">{title}</p>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ClipboardList className="size-5 text-primary" aria-hidden="true" /> What you'll need
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold">Required</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              {REQUIRED.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-sm font-semibold">Optional</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              {OPTIONAL.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </CardContent>
      </Card>
      <p className="rounded-md border border-primary/20 bg-secondary p-4 text-sm text-secondary-foreground">
        We review every application within {REVIEW_PROMISE_HOURS} hours. Nothing is charged until your application is
        approved.
      </p>
      <div className="flex flex-col items-center gap-3">
        <Button size="lg" onClick={onStart} className="w-full sm:w-auto">
          Start Application
        </Button>
        <p className="text-sm text-muted-foreground">
          Already have a provider account?{' '}
          <Link to={paths.providerLogin} className="font-semibold text-primary underline-offset-4 hover:underline">
            Log in
          </Link>
        </p>
        <Button asChild variant="link">
          <Link to={paths.home}>
            <Home aria-hidden="true" /> Back to Home
          </Link>
        </Button>
      </div>
    </div>
  );
}
