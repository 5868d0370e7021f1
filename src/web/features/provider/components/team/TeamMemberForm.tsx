import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DEFAULT_NOTIFICATION_METHOD, NOTIFICATION_METHODS } from '@shared/constants';
import { providerMessages as m } from '@shared/messages';
import {
  NOTIFICATION_METHOD_LABELS,
  teamMemberFormSchema,
  type TeamMemberForm as TeamMemberValues,
  type TeamMemberFormInput,
} from '@shared/schemas/provider';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { ApiError } from '@web/lib/api';
import { registerClearingError } from '@web/lib/forms';

export const EMPTY_MEMBER: TeamMemberFormInput = {
  name: '',
  phone: '',
  email: '',
  notificationMethod: DEFAULT_NOTIFICATION_METHOD,
};
type FieldName = keyof TeamMemberFormInput;
const FIELDS = Object.keys(EMPTY_MEMBER) as FieldName[];

/**
 * Add or edit one team member with the schema the server parses: messages show under each field and go when the
 * field is edited; the server's own field messages land in the same places. Toasts the failure; the caller toasts success.
 */
export function TeamMemberForm({
  idPrefix,
  defaultValues = EMPTY_MEMBER,
  submitLabel,
  pendingLabel,
  resetOnSuccess = false,
  onSubmit,
  secondaryAction,
  'aria-label': ariaLabel,
}: {
  idPrefix: string;
  defaultValues?: TeamMemberFormInput;
  submitLabel: ReactNode;
  pendingLabel: string;
  resetOnSuccess?: boolean;
  onSubmit: (member: TeamMemberValues) => Promise<unknown>;
  secondaryAction?: ReactNode;
  'aria-label'?: string;
}) {
  const form = useForm<TeamMemberFormInput, unknown, TeamMemberValues>({
    resolver: zodResolver(teamMemberFormSchema),
    defaultValues,
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;

  const submit = form.handleSubmit(async (member) => {
    try {
      await onSubmit(member);
      if (resetOnSuccess) form.reset(EMPTY_MEMBER);
    } catch (err) {
      toast.error(m.error, { description: (err as Error).message });
      if (err instanceof ApiError && err.fields) {
        for (const [name, message] of Object.entries(err.fields)) {
          if (FIELDS.includes(name as FieldName)) form.setError(name as FieldName, { message }, { shouldFocus: true });
        }
      }
    }
  });

  const id = (name: FieldName) => `${idPrefix}-${name}`;
  const described = (name: FieldName) => ({
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id(name)}-error` : undefined,
  });
  const field = (name: Exclude<FieldName, 'notificationMethod'>) => ({
    ...registerClearingError(form, name),
    ...described(name),
  });
  const method = form.register('notificationMethod');

  return (
    <form noValidate onSubmit={submit} aria-label={ariaLabel} className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id={id('name')} label="Name" error={errors.name?.message}>
          <Input id={id('name')} maxLength={100} autoComplete="off" required {...field('name')} />
        </FormField>
        <FormField id={id('phone')} label="Phone" error={errors.phone?.message}>
          <Input
            id={id('phone')}
            type="tel"
            maxLength={20}
            autoComplete="off"
            placeholder="(831) 555-0100"
            {...field('phone')}
          />
        </FormField>
        <FormField id={id('email')} label="Email" error={errors.email?.message}>
          <Input
            id={id('email')}
            type="email"
            maxLength={255}
            autoComplete="off"
            placeholder="name@example.com"
            {...field('email')}
          />
        </FormField>
        <FormField id={id('notificationMethod')} label="Notification Method">
          <NativeSelect
            id={id('notificationMethod')}
            {...method}
            onChange={async (e) => {
              await method.onChange(e);
              // the method decides which contact details are needed
              if (isSubmitted) await form.trigger(['phone', 'email']);
            }}
          >
            {NOTIFICATION_METHODS.map((value) => (
              <option key={value} value={value}>
                {NOTIFICATION_METHOD_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
