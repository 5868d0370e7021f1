import { zodResolver } from '@hookform/resolvers/zod';
import { Check, RotateCcw, X } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { adminProviderMessages as m } from '@shared/messages';
import { providerRejectionSchema, type ProviderRejection } from '@shared/schemas/admin-providers';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { useDecideProvider, type ProviderDecision } from '../api/providers';

export type PendingDecision = { provider: { id: string; businessName: string }; decision: ProviderDecision };

const TEXTS = {
  approve: {
    title: m.confirmApproveTitle,
    description: m.confirmApproveDescription,
    button: 'Approve',
    busy: 'Approving...',
  },
  reject: {
    title: m.confirmRejectTitle,
    description: m.confirmRejectDescription,
    button: 'Reject',
    busy: 'Rejecting...',
  },
  reopen: {
    title: m.confirmReopenTitle,
    description: m.confirmReopenDescription,
    button: 'Move to Pending',
    busy: 'Moving...',
  },
} as const;

const REASON_MAX = 500;

/**
 * Asks before an admin's decision on an application: Approve and Move to Pending are confirmed, Reject takes the
 * reason emailed to the applicant (1-500 characters, the API's own schema).
 */
export function ProviderDecisionDialog({ pending, onClose }: { pending: PendingDecision | null; onClose: () => void }) {
  const decide = useDecideProvider();
  const form = useForm<ProviderRejection>({
    resolver: zodResolver(providerRejectionSchema),
    defaultValues: { reason: '' },
  });
  const { errors } = form.formState;
  const reasonLength = useWatch({ control: form.control, name: 'reason' }).length;
  const reasonField = form.register('reason');
  const texts = pending ? TEXTS[pending.decision] : TEXTS.approve;

  const close = () => {
    form.reset({ reason: '' });
    onClose();
  };

  const confirm = (reason?: string) => {
    if (!pending) return;
    const { provider, decision } = pending;
    decide.mutate(
      { id: provider.id, decision, reason },
      {
        onSuccess: () => {
          if (decision === 'approve') toast.success(m.approved, { description: m.approvedDescription });
          else if (decision === 'reject') toast.success(m.rejected, { description: m.rejectedDescription });
          else toast.success(m.movedToPending, { description: m.movedToPendingDescription });
          close();
        },
        onError: (err) => toast.error(m.error, { description: err.message }),
      },
    );
  };

  const onSubmit = form.handleSubmit(({ reason }) => confirm(reason));

  return (
    <Dialog open={pending !== null} onOpenChange={(open) => (open || decide.isPending ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{pending ? texts.title(pending.provider.businessName) : null}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (pending?.decision === 'reject') void onSubmit(e);
            else confirm();
          }}
        >
          {pending?.decision === 'reject' ? (
            <FormField
              id="rejection-reason"
              label="Reason (emailed to the applicant)"
              error={errors.reason?.message}
              hint={`${reasonLength}/${REASON_MAX} characters`}
            >
              <textarea
                id="rejection-reason"
                rows={4}
                maxLength={REASON_MAX}
                className="w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-(--focus-ring) aria-[invalid=true]:border-destructive sm:text-sm"
                aria-invalid={Boolean(errors.reason)}
                aria-describedby={errors.reason ? 'rejection-reason-error' : 'rejection-reason-hint'}
                {...reasonField}
                onChange={(e) => {
                  form.clearErrors('reason');
                  void reasonField.onChange(e);
                }}
              />
            </FormField>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={decide.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={pending?.decision === 'reject' ? 'destructive' : 'default'}
              disabled={decide.isPending}
            >
              {pending?.decision === 'reject' ? (
                <X aria-hidden="true" />
              ) : pending?.decision === 'reopen' ? (
                <RotateCcw aria-hidden="true" />
              ) : (
                <Check aria-hidden="true" />
              )}
              {decide.isPending ? texts.busy : texts.button}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
