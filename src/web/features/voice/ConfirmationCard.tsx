import { CheckCircle2, Siren } from 'lucide-react';
import type { ConciergeCallSummary } from '@shared/schemas/concierge';
import { request } from '@web/i18n/en/request';
import { useT } from '@web/i18n/language';

/**
 * What the customer keeps after Earl ends the conversation: the reference, what was booked, what happens next (the
 * callback estimate only when measured), the emergency advice for an urgent call, and the status link.
 */
export default function ConfirmationCard({ summary }: { summary: ConciergeCallSummary }) {
  const t = useT('request', request);
  if (!summary.reference) return null;
  const offered = summary.leadCheck === 'verified';
  const trade = summary.serviceType ? t(`trades.${summary.serviceType}` as Parameters<typeof t>[0]) : null;
  const windows = [summary.preferredTime1, summary.preferredTime2].filter((w): w is string => Boolean(w));
  return (
    <div
      role="status"
      aria-live="polite"
      className="rounded-lg border border-emerald-600/40 bg-emerald-50 p-4 text-sm text-emerald-950 dark:bg-emerald-950/30 dark:text-emerald-50"
    >
      <p className="flex items-center gap-2 text-base font-semibold">
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
        {offered ? t('card.title') : t('card.titleReceived')}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-emerald-900/80 dark:text-emerald-100/80">{t('card.reference')}</dt>
        <dd className="font-mono text-base font-semibold tracking-wide" data-testid="confirmation-reference">
          {summary.reference}
        </dd>
        {trade && (
          <>
            <dt className="text-emerald-900/80 dark:text-emerald-100/80">{t('card.booked')}</dt>
            <dd>{summary.town ? `${trade}, ${summary.town}` : trade}</dd>
          </>
        )}
        <dt className="text-emerald-900/80 dark:text-emerald-100/80">{t('card.windows')}</dt>
        <dd>
          {windows.length
            ? windows.map((w) => (
                <span key={w} className="block">
                  {w}
                </span>
              ))
            : t('card.flexible')}
        </dd>
      </dl>
      <p className="mt-3 font-semibold">{t('card.nextTitle')}</p>
      {offered ? (
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>
            {t('card.nextCall')}
            {summary.expectedCallbackMinutes !== null &&
              ` ${t('card.nextSoon', { minutes: summary.expectedCallbackMinutes })}`}
          </li>
          <li>{t('card.nextText')}</li>
        </ul>
      ) : (
        <p className="mt-1">{t('card.nextReview')}</p>
      )}
      {summary.urgency === 'urgent' && (
        <p className="mt-3 flex items-start gap-2 rounded-md bg-destructive/10 p-2 font-semibold text-destructive">
          <Siren aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('card.emergency')}
        </p>
      )}
      {summary.statusUrl && (
        <a className="mt-3 inline-block font-semibold underline underline-offset-4" href={summary.statusUrl}>
          {t('card.statusLink')}
        </a>
      )}
    </div>
  );
}
