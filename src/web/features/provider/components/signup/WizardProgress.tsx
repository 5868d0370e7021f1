import { cn } from '@web/lib/utils';

export const WIZARD_STEPS = ['Business Info', 'Services', 'Team', 'Payment'] as const;

/** "Step n of 4" with the labelled progress bar of spec section 2. */
export function WizardProgress({ step }: { step: number }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm font-semibold text-muted-foreground">
        Step {step} of {WIZARD_STEPS.length}
      </p>
      <div
        role="progressbar"
        aria-label="Application progress"
        aria-valuemin={1}
        aria-valuemax={WIZARD_STEPS.length}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${WIZARD_STEPS.length}: ${WIZARD_STEPS[step - 1]}`}
        className="h-2 w-full overflow-hidden rounded-full bg-secondary"
      >
        <div
          className="h-full rounded-full bg-primary transition-all"
          style={{ width: `${(step / WIZARD_STEPS.length) * 100}%` }}
        />
      </div>
      <ol className="grid grid-cols-4 gap-2 text-center text-xs sm:text-sm">
        {WIZARD_STEPS.map((label, index) => (
          <li
            key={label}
            aria-current={index + 1 === step ? 'step' : undefined}
            className={cn(index + 1 <= step ? 'font-semibold text-primary' : 'text-muted-foreground')}
          >
            {label}
          </li>
        ))}
      </ol>
    </div>
  );
}
