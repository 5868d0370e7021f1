import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  DEFAULT_NOTIFICATION_METHOD,
  DEFAULT_PROVIDER_LANGUAGES,
  type ProviderLanguage,
  type ServiceCategory,
} from '@shared/constants';
import { providerMessages as m } from '@shared/messages';
import {
  businessInfoSchema,
  REQUIRED_BUSINESS_FIELDS,
  teamMemberSchema,
  type BusinessInfo,
  type BusinessInfoInput,
} from '@shared/schemas/provider';
import { paths } from '@web/config/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ApiError } from '@web/lib/api';
import { checkPassword } from './api/check-password';
import { useSubmitApplication } from './api/submit-application';
import { BusinessInfoStep } from './components/signup/BusinessInfoStep';
import { IntroScreen } from './components/signup/IntroScreen';
import { PaymentStep } from './components/signup/PaymentStep';
import { forgetSavedApplication, loadSavedApplication, saveApplication } from './components/signup/saved-application';
import { ServicesStep } from './components/signup/ServicesStep';
import { TeamStep, type TeamMemberDraft } from './components/signup/TeamStep';
import { WizardProgress } from './components/signup/WizardProgress';
import { Main } from '@web/components/SkipLink';

type Step = 0 | 1 | 2 | 3 | 4;

const NEXT_LABELS: Partial<Record<Step, string>> = {
  1: 'Next: Select Services',
  2: 'Next: Team Notifications',
  3: 'Next: Payment',
};

const EMPTY_BUSINESS_INFO: BusinessInfoInput = {
  businessName: '',
  contactName: '',
  phone: '',
  email: '',
  password: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  licenseNumber: '',
  insuranceProvider: '',
  insurancePolicy: '',
  minimumFee: '',
};

// the labels of step 1's fields, for "Still to fix: …"
const FIELD_LABELS: Record<keyof BusinessInfoInput, string> = {
  businessName: 'Business Name',
  contactName: 'Primary Contact Name',
  phone: 'Primary Phone',
  email: 'Primary Email',
  password: 'Password',
  street: 'Street Address',
  city: 'City',
  state: 'State',
  zip: 'Zip Code',
  licenseNumber: 'License Number',
  insuranceProvider: 'Insurance Provider',
  insurancePolicy: 'Insurance Policy Number',
  minimumFee: 'Minimum Service Call Fee',
};

const stepFrom = (value: string | null): Step => {
  const n = Number(value);
  return n >= 1 && n <= 4 && Number.isInteger(n) ? (n as Step) : 0;
};

/**
 * Spec section 2, /provider-signup: the intro and four steps. Each step is a URL (`?step=2`), so the browser's Back
 * and Forward move between steps, and the values are kept in sessionStorage (never the password), so a reload loses
 * nothing. Next says what is missing instead of staying disabled.
 */
export default function ProviderSignupPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requestedStep = stepFrom(params.get('step'));
  const [saved] = useState(loadSavedApplication);
  const form = useForm<BusinessInfoInput, unknown, BusinessInfo>({
    resolver: zodResolver(businessInfoSchema),
    defaultValues: saved ? { ...EMPTY_BUSINESS_INFO, ...saved.business, password: '' } : EMPTY_BUSINESS_INFO,
  });
  const values = useWatch({ control: form.control });
  const [categories, setCategories] = useState<ServiceCategory[]>(saved?.categories ?? []);
  // English ticked by default; LanguageChoices never leaves the list empty
  const [languages, setLanguages] = useState<ProviderLanguage[]>(saved?.languages ?? DEFAULT_PROVIDER_LANGUAGES);
  const [team, setTeam] = useState<TeamMemberDraft[]>(saved?.team ?? []);
  const nextMemberKey = useRef(Math.max(-1, ...(saved?.team ?? []).map((member) => member.key)) + 1);
  const [phoneErrors, setPhoneErrors] = useState<Record<number, string>>({});
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [termsError, setTermsError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  // what stops Next on this step, said next to the button
  const [blockedOn, setBlockedOn] = useState<{ step: Step; message: string }>();
  const submitApplication = useSubmitApplication();
  const stepContent = useRef<HTMLDivElement>(null);
  const submitted = useRef(false);

  // a step can be opened only once the steps before it are filled (the password aside: it is checked on submit)
  const businessInfoFilled = REQUIRED_BUSINESS_FIELDS.every(
    (name) => name === 'password' || String(values[name] ?? '').trim() !== '',
  );
  const reachable: Step = !businessInfoFilled ? 1 : categories.length === 0 ? 2 : team.length === 0 ? 3 : 4;
  const step: Step = Math.min(requestedStep, reachable) as Step;

  // the same rule as the server's: a member's phone, when given, is a valid US number (job texts go to it)
  const teamIsValid = () => {
    const errors: Record<number, string> = {};
    for (const member of team) {
      const phone = teamMemberSchema.shape.phone.safeParse(member.phone);
      if (!phone.success) errors[member.key] = phone.error.issues[0]!.message;
    }
    setPhoneErrors(errors);
    return Object.keys(errors).length === 0;
  };

  useEffect(() => {
    if (step !== requestedStep) setParams(step ? { step: String(step) } : {}, { replace: true });
  }, [step, requestedStep, setParams]);

  useEffect(() => {
    if (submitted.current) return;
    saveApplication({ business: { ...EMPTY_BUSINESS_INFO, ...values }, categories, languages, team });
  }, [values, categories, languages, team]);

  // each step (and the intro, on Back) starts with its heading focused (each has tabIndex -1), so a screen reader says
  // where the applicant is and Tab goes on from there
  const firstRender = useRef(true);
  const intro = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = (step === 0 ? intro : stepContent).current?.querySelector<HTMLElement>('h1, h2');
    heading?.focus();
    window.scrollTo(0, 0);
  }, [step]);

  const { errors } = form.formState;
  const fieldsToFix = (Object.keys(FIELD_LABELS) as (keyof BusinessInfoInput)[]).filter((name) => errors[name]);
  const blocked =
    blockedOn?.step !== step
      ? undefined
      : step === 1
        ? fieldsToFix.length
          ? m.stillToFix(fieldsToFix.map((name) => FIELD_LABELS[name]))
          : undefined
        : blockedOn.message;
  const setBlocked = (message: string | undefined) => setBlockedOn(message ? { step, message } : undefined);

  const goTo = (next: Step) => setParams(next ? { step: String(next) } : {});

  /** The common-password check, under the field; a failed check lets the applicant on (submit checks again). */
  const passwordAccepted = async ({ focus }: { focus: boolean }) => {
    const password = form.getValues('password');
    const result = await checkPassword(password).catch(() => ({ ok: true as const, message: undefined }));
    // the answer may come after the applicant edited the field again: only the password it was about counts
    if (result.ok || form.getValues('password') !== password) return true;
    form.setError('password', { message: result.message }, { shouldFocus: focus });
    return false;
  };

  const next = async () => {
    if (step === 1) {
      const valid = await form.trigger(undefined, { shouldFocus: true });
      if (!valid || !(await passwordAccepted({ focus: true }))) {
        setBlocked('fields'); // listed from the field messages, so the list shrinks as they are fixed
        toast.error(m.validationError, { description: m.fixFormErrors });
        return;
      }
    }
    if (step === 3 && !teamIsValid()) {
      toast.error(m.validationError, { description: m.fixFormErrors });
      return;
    }
    if (step === 2 && categories.length === 0) {
      setBlocked(m.selectAtLeastOneService);
      toast.error(m.selectServices, { description: m.selectAtLeastOneService });
      return;
    }
    if (step === 3 && team.length === 0) {
      setBlocked(m.teamMemberRequired);
      return;
    }
    goTo((step + 1) as Step);
  };

  const addMember = (member: Omit<TeamMemberDraft, 'key'>) => {
    setBlocked(undefined);
    setTeam((list) => [...list, { ...member, key: nextMemberKey.current++ }]);
  };

  const submit = async () => {
    if (!form.getValues('password')) {
      goTo(1);
      form.setError('password', { message: m.passwordReenter });
      toast.error(m.validationError, { description: m.passwordReenter });
      return;
    }
    if (!(await form.trigger())) {
      goTo(1);
      toast.error(m.validationError, { description: m.fixBusinessInfo });
      return;
    }
    if (!teamIsValid()) {
      goTo(3);
      toast.error(m.validationError, { description: m.fixFormErrors });
      return;
    }
    if (!acceptTerms) {
      setTermsError(m.termsRequired);
      toast.error(m.validationError, { description: m.termsRequired });
      return;
    }
    setSubmitting(true);
    try {
      await submitApplication.mutateAsync({
        ...form.getValues(),
        serviceCategories: categories,
        languages,
        teamMembers: team.map(({ key: _key, ...member }) => member),
        acceptTerms: true,
      });
      submitted.current = true;
      forgetSavedApplication();
      toast.success(m.applicationSubmitted, { description: m.applicationSubmittedDescription });
      void navigate(paths.providerConfirmation);
    } catch (err) {
      toast.error(m.error, { description: (err as Error).message });
      // e.g. a taken email: the message goes under the step-1 field, and the applicant is taken there to change it
      if (err instanceof ApiError && err.fields) {
        let businessField = false;
        for (const [name, message] of Object.entries(err.fields)) {
          if (name in EMPTY_BUSINESS_INFO) {
            form.setError(name as keyof BusinessInfoInput, { message });
            businessField = true;
          }
        }
        if (businessField) goTo(1);
      }
      setSubmitting(false);
    }
  };

  return (
    <Main className="min-h-screen bg-muted px-4 py-10">
      <div className="mx-auto max-w-3xl">
        {step === 0 ? (
          <div ref={intro} className="contents">
            <IntroScreen onStart={() => goTo(1)} />
          </div>
        ) : (
          <div className="grid gap-6">
            <h1 className="text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
              Become a Service Provider
            </h1>
            <Card>
              <CardContent className="grid gap-8 pt-6">
                <WizardProgress step={step} />
                <form
                  noValidate
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (step === 4) void submit();
                    else void next();
                  }}
                  className="grid gap-8"
                >
                  <div ref={stepContent} className="contents">
                    {step === 1 ? (
                      <BusinessInfoStep
                        form={form}
                        onPasswordBlur={() => {
                          if (form.getValues('password').length >= 8) void passwordAccepted({ focus: false });
                        }}
                      />
                    ) : null}
                    {step === 2 ? (
                      <ServicesStep
                        selected={categories}
                        onChange={(next) => {
                          setBlocked(undefined);
                          setCategories(next);
                        }}
                        languages={languages}
                        onLanguagesChange={setLanguages}
                      />
                    ) : null}
                    {step === 3 ? (
                      <TeamStep
                        members={team}
                        phoneErrors={phoneErrors}
                        onAddPrimary={() =>
                          addMember({
                            name: values.contactName ?? '',
                            phone: values.phone ?? '',
                            email: values.email ?? '',
                            notificationMethod: DEFAULT_NOTIFICATION_METHOD,
                          })
                        }
                        onAdd={() =>
                          addMember({ name: '', phone: '', email: '', notificationMethod: DEFAULT_NOTIFICATION_METHOD })
                        }
                        onChange={(key, field, value) => {
                          setTeam((list) =>
                            list.map((member) => (member.key === key ? { ...member, [field]: value } : member)),
                          );
                          if (field === 'phone') setPhoneErrors(({ [key]: _fixed, ...rest }) => rest);
                        }}
                        onRemove={(key) =>
                          setTeam((list) => list.filter((member, index) => index === 0 || member.key !== key))
                        }
                      />
                    ) : null}
                    {step === 4 ? (
                      <PaymentStep
                        acceptTerms={acceptTerms}
                        termsError={termsError}
                        onAcceptTermsChange={(value) => {
                          setAcceptTerms(value);
                          setTermsError(undefined);
                        }}
                      />
                    ) : null}
                  </div>
                  {blocked ? (
                    <p role="alert" className="-mb-4 text-sm font-medium text-destructive sm:text-right">
                      {blocked}
                    </p>
                  ) : null}
                  <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
                    {step >= 2 ? (
                      <Button variant="outline" onClick={() => goTo((step - 1) as Step)} disabled={submitting}>
                        <ArrowLeft aria-hidden="true" /> Back
                      </Button>
                    ) : (
                      <span />
                    )}
                    {step === 4 ? (
                      <Button type="submit" disabled={submitting}>
                        {submitting ? 'Submitting...' : 'Submit Application'}
                      </Button>
                    ) : (
                      <Button type="submit">
                        {NEXT_LABELS[step]} <ArrowRight aria-hidden="true" />
                      </Button>
                    )}
                  </div>
                </form>
              </CardContent>
            </Card>
          </div>
        )}
      </div>
    </Main>
  );
}
