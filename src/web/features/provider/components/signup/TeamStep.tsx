import { Trash2, UserPlus } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { NOTIFICATION_METHODS, type NotificationMethod } from '@shared/constants';
import { NOTIFICATION_METHOD_LABELS } from '@shared/schemas/provider';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { FormField } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useFocusAfterRender } from '@web/lib/use-focus-after-render';

export type TeamMemberDraft = {
  key: number;
  name: string;
  phone: string;
  email: string;
  notificationMethod: NotificationMethod;
};
type EditableField = Exclude<keyof TeamMemberDraft, 'key'>;

/** Step 3: who gets job notifications. The first member is the primary contact and cannot be removed. */
export function TeamStep({
  members,
  phoneErrors = {},
  onAddPrimary,
  onAdd,
  onChange,
  onRemove,
}: {
  members: TeamMemberDraft[];
  /** the message under a member's phone, by the member's key */
  phoneErrors?: Record<number, string>;
  onAddPrimary: () => void;
  onAdd: () => void;
  onChange: (key: number, field: EditableField, value: string) => void;
  onRemove: (key: number) => void;
}) {
  // where focus goes once the list has changed (issue 18): a new member's Name field, or after a removal the next
  // member's Remove button (the heading when there is none)
  const focusAfterRender = useFocusAfterRender();
  const add = () => {
    (members.length === 0 ? onAddPrimary : onAdd)();
    focusAfterRender(`member-${members.length + 1}-name`);
  };
  const remove = (index: number) => {
    onRemove(members[index]!.key);
    // the next member moves up into this place, so its Remove button gets this place's id
    focusAfterRender(index + 1 < members.length ? `member-${index + 1}-remove` : 'team-step-title');
  };
  return (
    <div className="grid gap-6">
      <div>
        <h2 id="team-step-title" tabIndex={-1} className="text-xl font-semibold">
          Team Notifications
        </h2>
        <p className="text-sm text-muted-foreground">
          Everyone you add here is notified of new jobs; whoever claims a job first wins it. Start with your primary
          contact.
        </p>
      </div>
      {members.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
          No team members yet. Add your primary contact to continue.
        </p>
      ) : (
        <ul className="grid gap-4">
          {members.map((member, index) => {
            const prefix = `member-${index + 1}`;
            const primary = index === 0;
            const text = (
              field: 'name' | 'phone' | 'email',
              label: string,
              props: InputHTMLAttributes<HTMLInputElement>,
            ) => {
              const error = field === 'phone' ? phoneErrors[member.key] : undefined;
              return (
                <FormField id={`${prefix}-${field}`} label={label} error={error}>
                  <Input
                    id={`${prefix}-${field}`}
                    {...props}
                    value={member[field]}
                    autoComplete="off"
                    aria-invalid={Boolean(error)}
                    aria-describedby={error ? `${prefix}-${field}-error` : undefined}
                    onChange={(e) => onChange(member.key, field, e.target.value)}
                  />
                </FormField>
              );
            };
            return (
              <li key={member.key} className="grid gap-4 rounded-lg border p-4">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="flex items-center gap-2 font-semibold">
                    {primary ? 'Primary Contact' : `Team Member ${index + 1}`}
                    {primary ? <Badge variant="secondary">Primary</Badge> : null}
                  </h3>
                  {primary ? null : (
                    <Button
                      id={`${prefix}-remove`}
                      variant="ghost"
                      size="sm"
                      onClick={() => remove(index)}
                      aria-label={`Remove team member ${index + 1}`}
                    >
                      <Trash2 aria-hidden="true" /> Remove
                    </Button>
                  )}
                </div>
                <div className="grid gap-4 sm:grid-cols-2">
                  {text('name', 'Name', { maxLength: 100 })}
                  {text('phone', 'Phone', { type: 'tel', maxLength: 20 })}
                  {text('email', 'Email', { type: 'email', maxLength: 255 })}
                  <div className="grid gap-1.5">
                    <Label htmlFor={`${prefix}-method`}>Notification Method</Label>
                    <NativeSelect
                      id={`${prefix}-method`}
                      value={member.notificationMethod}
                      onChange={(e) => onChange(member.key, 'notificationMethod', e.target.value)}
                    >
                      {NOTIFICATION_METHODS.map((method) => (
                        <option key={method} value={method}>
                          {NOTIFICATION_METHOD_LABELS[method]}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="outline" onClick={add} className="w-full sm:w-fit">
        <UserPlus aria-hidden="true" /> {members.length === 0 ? 'Add Primary Contact' : 'Add Team Member'}
      </Button>
    </div>
  );
}
