import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
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
import { useSubmitApplication } from './api/submit-application';
import { BusinessInfoStep } from './components/signup/BusinessInfoStep';
import { IntroScreen } from './components/signup/IntroScreen';
import { PaymentStep } from './components/signup/PaymentStep';
import { ServicesStep } from './components/signup/ServicesStep';
import { TeamStep, type TeamMemberDraft } from './components/signup/TeamStep';
import { WizardProgress } from './components/signup/WizardProgress';

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

/** Spec section 2, /provider-signup: the intro and four steps; everything is kept while moving back and forth. */
export default function ProviderSignupPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(0);
  const form = useForm<BusinessInfoInput, unknown, BusinessInfo>({
    resolver: zodResolver(businessInfoSchema),
    defaultValues: EMPTY_BUSINESS_INFO,
  });
  const values = useWatch({ control: form.control });
  const [categories, setCategories] = useState<ServiceCategory[]>([]);
  // English ticked by default; LanguageChoices never leaves the list empty
  const [languages, setLanguages] = useState<ProviderLanguage[]>(DEFAULT_PROVIDER_LANGUAGES);
  const [team, setTeam] = useState<TeamMemberDraft[]>([]);
  const [phoneErrors, setPhoneErrors] = useState<Record<number, string>>({});
  const nextMemberKey = useRef(0);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [termsError, setTermsError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const submitApplication = useSubmitApplication();

  const businessInfoComplete = REQUIRED_BUSINESS_FIELDS.every((name) => String(values[name] ?? '').trim() !== '');
  const canGoNext =
    (step === 1 && businessInfoComplete) || (step === 2 && categories.length > 0) || (step === 3 && team.length > 0);

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

  const goTo = (next: Step) => {
    setStep(next);
    window.scrollTo(0, 0);
  };

  const next = async () => {
    if (step === 1) {
      if (!(await form.trigger(undefined, { shouldFocus: true }))) {
        toast.error(m.validationError, { description: m.fixFormErrors });
        return;
      }
    }
    if (step === 3 && !teamIsValid()) {
      toast.error(m.validationError, { description: m.fixFormErrors });
      return;
    }
    if (step === 2 && categories.length === 0) {
      toast.error(m.selectServices, { description: m.selectAtLeastOneService });
      return;
    }
    goTo((step + 1) as Step);
  };

  const addMember = (member: Omit<TeamMemberDraft, 'key'>) =>
    setTeam((list) => [...list, { ...member, key: nextMemberKey.current++ }]);

  const submit = async () => {
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
      toast.success(m.applicationSubmitted, { description: m.applicationSubmittedDescription });
      void navigate(paths.providerConfirmation);
    } catch (err) {
      toast.error(m.error, { description: (err as Error).message });
      // e.g. a taken email: the message waits under the step-1 field for when the applicant goes back to change it
      if (err instanceof ApiError && err.fields) {
        for (const [name, message] of Object.entries(err.fields)) {
          if (name in EMPTY_BUSINESS_INFO) form.setError(name as keyof BusinessInfoInput, { message });
        }
      }
      setSubmitting(false);
    }
  };

  return (
    <main className="min-h-screen bg-muted px-4 py-10">
      <div className="mx-auto max-w-3xl">
        {step === 0 ? (
          <IntroScreen onStart={() => goTo(1)} />
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
                    else if (canGoNext) void next();
                  }}
                  className="grid gap-8"
                >
                  {step === 1 ? <BusinessInfoStep form={form} /> : null}
                  {step === 2 ? (
                    <ServicesStep
                      selected={categories}
                      onChange={setCategories}
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
                      <Button type="submit" disabled={!canGoNext}>
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
    </main>
  );
}
