import type { InvoiceView } from '@shared/schemas/billing';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';
import { formatCalendarDate, formatDollars } from '@web/lib/format';

/** One Stripe invoice: its date and number, amount, paid or failed, and Stripe's page for it (provider and admin). */
export function InvoiceRow({ invoice, className }: { invoice: InvoiceView; className?: string }) {
  return (
    <li className={cn('flex flex-wrap items-center justify-between gap-2', className)}>
      <span>
        <span className="font-semibold">{formatCalendarDate(invoice.date)}</span>
        {invoice.number ? <span className="text-muted-foreground"> · {invoice.number}</span> : null}
      </span>
      <span className="flex items-center gap-3">
        {formatDollars(invoice.amount)}
        <Badge variant={invoice.status === 'paid' ? 'outline' : 'destructive'}>
          {invoice.status === 'paid' ? 'Paid' : 'Payment failed'}
        </Badge>
        {invoice.url ? (
          <a
            href={invoice.url}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-primary underline underline-offset-4"
          >
            View invoice
          </a>
        ) : null}
      </span>
    </li>
  );
}
