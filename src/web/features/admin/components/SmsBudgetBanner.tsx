import { MessageSquareWarning } from 'lucide-react';
import { smsBudgetMessages } from '@shared/messages';
import { useSmsBudget } from '../api/sms-budget';

/** Shown on every admin page while the hour's text budget is spent and texts wait in the outbox. */
export function SmsBudgetBanner() {
  const budget = useSmsBudget();
  if (!budget.data?.reached || budget.data.waiting === 0) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm font-semibold">
        <MessageSquareWarning className="size-4 shrink-0" aria-hidden="true" />
        {smsBudgetMessages.banner(budget.data.waiting)}
      </p>
    </div>
  );
}
