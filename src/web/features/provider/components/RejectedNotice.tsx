import { XCircle } from 'lucide-react';
import { SUPPORT_EMAIL } from '@shared/constants';

/** Tells a rejected provider where they stand and whom to write to. */
export function RejectedNotice({
  title,
  consequence,
  reason,
}: {
  title: string;
  consequence?: string;
  /** the admin's reason, as emailed */
  reason?: string | null;
}) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-destructive"
    >
      <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        {reason ? <p className="mt-1 text-sm whitespace-pre-wrap">Reason: {reason}</p> : null}
        <p className="text-sm">
          {consequence ? `${consequence} ` : null}To ask why or to apply again, write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold underline underline-offset-4">
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </div>
    </div>
  );
}
