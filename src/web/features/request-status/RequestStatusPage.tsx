import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, Siren, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isLanguage, LANGUAGE_QUERY_PARAM } from '@shared/language';
import type { RequestStatus } from '@shared/schemas/requests';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { request } from '@web/i18n/en/request';
import { setLanguage, useDocumentLanguage, useT } from '@web/i18n/language';
import { apiGet, apiPost } from '@web/lib/api';

// /r/<token>: the customer's status link from the confirmation text and the voice panel's card. No sign-in: the
// link is the credential. Shown in the language of the call unless the link asks for another (?lang=).

const tokenPath = (token: string) => `/api/requests/${encodeURIComponent(token)}`;
const statusKey = (token: string) => ['request-status', token] as const;

export default function RequestStatusPage() {
  const { token = '' } = useParams();
  const t = useT('request', request);
  useDocumentLanguage(`${t('status.title')} · Earl`);
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: statusKey(token),
    queryFn: () => apiGet<RequestStatus>(tokenPath(token)),
    retry: false,
  });
  const cancel = useMutation({
    mutationFn: () => apiPost<RequestStatus>(`${tokenPath(token)}/cancel`),
    onSuccess: (data) => {
      queryClient.setQueryData(statusKey(token), data);
      setConfirming(false);
    },
  });
  const [confirming, setConfirming] = useState(false);

  // the language of the call, once, unless the link names one
  const languageSet = useRef(false);
  useEffect(() => {
    if (!status.data || languageSet.current) return;
    languageSet.current = true;
    const asked = new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM);
    void setLanguage(isLanguage(asked) ? asked : status.data.language).catch(() => undefined);
  }, [status.data]);

  let body;
  if (status.isPending) body = <Spinner label={t('status.loading')} />;
  else if (status.error || !status.data)
    body = (
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="flex items-center gap-2 text-2xl">
            <XCircle aria-hidden="true" className="text-destructive" /> {t('status.title')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p role="alert">{t('status.notFound')}</p>
        </CardContent>
      </Card>
    );
  else {
    const r = status.data;
    const trade = r.serviceType ? t(`trades.${r.serviceType}` as Parameters<typeof t>[0]) : null;
    const windows = [r.preferredTime1, r.preferredTime2].filter(Boolean);
    const stateText = t(`status.states.${r.state}`, { business: r.businessName ?? '' });
    const Icon =
      r.state === 'cancelled' || r.state === 'expired' ? XCircle : r.state === 'claimed' ? CheckCircle2 : Clock;
    body = (
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {t('status.title')}
          </CardTitle>
          <p className="font-mono text-lg font-semibold tracking-wide" data-testid="request-reference">
            {r.reference}
          </p>
        </CardHeader>
        <CardContent className="space-y-4">
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border bg-muted p-3 text-base font-semibold"
            data-state={r.state}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {stateText}
          </p>
          {r.state === 'finding' && r.expectedCallbackMinutes !== null && (
            <p className="text-sm text-muted-foreground">{t('status.soon', { minutes: r.expectedCallbackMinutes })}</p>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {trade && (
              <>
                <dt className="text-muted-foreground">{t('status.trade')}</dt>
                <dd>
                  {trade}
                  {r.urgency === 'urgent' && (
                    <span className="ml-2 rounded bg-destructive/10 px-1.5 py-0.5 text-xs font-semibold text-destructive">
                      {t('status.urgent')}
                    </span>
                  )}
                </dd>
              </>
            )}
            {r.town && (
              <>
                <dt className="text-muted-foreground">{t('status.town')}</dt>
                <dd>{r.town}</dd>
              </>
            )}
            <dt className="text-muted-foreground">{t('status.windows')}</dt>
            <dd>
              {windows.length ? (
                <ul>
                  {windows.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              ) : (
                t('status.flexible')
              )}
            </dd>
          </dl>
          {r.urgency === 'urgent' && r.state !== 'cancelled' && (
            <p className="flex items-start gap-2 rounded-md bg-destructive/10 p-3 text-sm font-semibold text-destructive">
              <Siren aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('status.emergency')}
            </p>
          )}
          {r.state === 'cancelled' && cancel.isSuccess && <p className="text-sm">{t('status.cancelled')}</p>}
        </CardContent>
        <CardFooter className="flex flex-col items-stretch gap-3 sm:flex-row sm:justify-between">
          {r.canCancel && (
            <Button variant="destructive" onClick={() => setConfirming(true)}>
              {t('status.cancel')}
            </Button>
          )}
          <Button variant="outline" asChild>
            <Link to={paths.home}>{t('status.home')}</Link>
          </Button>
        </CardFooter>
      </Card>
    );
  }

  return (
    <main className="mx-auto w-full max-w-lg px-4 py-10">
      {body}
      <Dialog open={confirming} onOpenChange={(open) => !cancel.isPending && setConfirming(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('status.confirmTitle')}</DialogTitle>
            <DialogDescription>{t('status.confirmBody')}</DialogDescription>
          </DialogHeader>
          {cancel.isError && (
            <p role="alert" className="text-sm font-semibold text-destructive">
              {t('status.cancelFailed')}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
              {t('status.confirmNo')}
            </Button>
            <Button variant="destructive" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              {t('status.confirmYes')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </main>
  );
}
