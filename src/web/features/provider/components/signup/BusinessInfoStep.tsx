import type { InputHTMLAttributes } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { providerMessages } from '@shared/messages';
import type { BusinessInfo, BusinessInfoInput } from '@shared/schemas/provider';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { registerClearingError } from '@web/lib/forms';

export type BusinessInfoForm = UseFormReturn<BusinessInfoInput, unknown, BusinessInfo>;
type FieldName = keyof BusinessInfoInput;

/**
 * Step 1: business information, validated on Next with the shared schema. `onPasswordBlur` lets the page ask the
 * server whether the password is too common while the applicant is still here.
 */
export function BusinessInfoStep({ form, onPasswordBlur }: { form: BusinessInfoForm; onPasswordBlur?: () => void }) {
  const { errors } = form.formState;

  const field = (name: FieldName, normalise?: (value: string) => string) => ({
    ...registerClearingError(form, name, normalise),
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  });

  const text = (name: FieldName, label: string, props: InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => (
    <FormField id={name} label={label} error={errors[name]?.message} hint={hint}>
      <Input
        id={name}
        {...props}
        {...field(name)}
        aria-describedby={errors[name] ? `${name}-error` : hint ? `${name}-hint` : undefined}
      />
    </FormField>
  );

  return (
    <div className="grid gap-6">
      <div>
        <h2 tabIndex={-1} className="text-xl font-semibold">
          Business Information
        </h2>
        <p className="text-sm text-muted-foreground">
          Tell us about your business. Fields marked optional can be left blank.
        </p>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {text('businessName', 'Business Name', { required: true, autoComplete: 'organization', maxLength: 100 })}
        {text('contactName', 'Primary Contact Name', { required: true, autoComplete: 'name', maxLength: 100 })}
        {text('phone', 'Primary Phone', {
          required: true,
          type: 'tel',
          autoComplete: 'tel',
          placeholder: 'e.g. (831) 555-0100',
        })}
        {text('email', 'Primary Email', { required: true, type: 'email', autoComplete: 'email' })}
      </div>
      <FormField id="password" label="Password" error={errors.password?.message} hint={providerMessages.passwordHint}>
        <Input
          id="password"
          required
          type="password"
          autoComplete="new-password"
          {...field('password')}
          onBlur={(e) => {
            void field('password').onBlur(e);
            onPasswordBlur?.();
          }}
          aria-describedby={errors.password ? 'password-error' : 'password-hint'}
        />
      </FormField>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold">Business Address</legend>
        {text('street', 'Street Address', { required: true, autoComplete: 'street-address', maxLength: 200 })}
        <div className="grid items-start gap-4 sm:grid-cols-[2fr_1fr_1fr]">
          {text('city', 'City', { required: true, autoComplete: 'address-level2', maxLength: 100 })}
          <FormField id="state" label="State" error={errors.state?.message}>
            <Input
              id="state"
              required
              autoComplete="address-level1"
              maxLength={2}
              placeholder="e.g. CA"
              {...field('state', (value) => value.toUpperCase())}
            />
          </FormField>
          {text('zip', 'Zip Code', {
            required: true,
            autoComplete: 'postal-code',
            inputMode: 'numeric',
            maxLength: 5,
            placeholder: 'e.g. 95060',
          })}
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold">Licensing and Insurance (optional)</legend>
        <div className="grid items-start gap-4 sm:grid-cols-3">
          {text('licenseNumber', 'License Number', { maxLength: 100 })}
          {text('insuranceProvider', 'Insurance Provider', { maxLength: 100 })}
          {text('insurancePolicy', 'Insurance Policy Number', { maxLength: 100 })}
        </div>
      </fieldset>
      <FormField
        id="minimumFee"
        label="Minimum Service Call Fee (optional)"
        error={errors.minimumFee?.message}
        hint={providerMessages.minimumFeeHint}
      >
        <div className="relative max-w-xs">
          <span
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground"
            aria-hidden="true"
          >
            $
          </span>
          <Input
            id="minimumFee"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="e.g. 50"
            className="pl-7"
            {...field('minimumFee')}
            aria-describedby={errors.minimumFee ? 'minimumFee-error' : 'minimumFee-hint'}
          />
        </div>
      </FormField>
    </div>
  );
}
