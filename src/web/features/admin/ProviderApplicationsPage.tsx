import { Check, Eye, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminProviderMessages } from '@shared/messages';
import type { ProviderApplication } from '@shared/schemas/admin-providers';
import { paths } from '@web/config/paths';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useProviderApplications, type ProviderDecision, type ProviderFilter } from './api/providers';
import { ProviderDecisionDialog, type PendingDecision } from './components/ProviderDecisionDialog';
import { AdminLayout } from './components/AdminLayout';
import { LoadMoreButton } from '@web/components/LoadMoreButton';
import { ProviderStatusBadge } from './components/StatusBadges';
import { formatTimeAgo } from '@web/lib/format';
import { useErrorToast } from '@web/lib/use-error-toast';
import { useMediaQuery } from '@web/lib/use-media-query';

const FILTERS: { value: ProviderFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'active', label: 'Active' },
  { value: 'rejected', label: 'Rejected' },
];

const isFilter = (value: string | null): value is ProviderFilter => FILTERS.some((f) => f.value === value);

/**
 * /admin/providers: applications newest first, filterable (`?status=`), approve/reject on pending rows (spec section
 * 2). Cards on phones and tablets, a table from 1024 px, so nothing is clipped at 390 px.
 */
export default function ProviderApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: ProviderFilter = isFilter(status) ? status : 'all';
  const applications = useProviderApplications(filter);
  const rows = applications.data?.pages.flatMap((page) => page.items) ?? [];
  // each decision is confirmed in a dialog first; a rejection takes its reason there
  const [pending, setPending] = useState<PendingDecision | null>(null);
  // one layout in the page at a time (not two, one hidden by CSS): a table needs about 1,000 px
  const wide = useMediaQuery('(min-width: 1024px)');

  useErrorToast(applications.error, adminProviderMessages.error);

  const onDecide = (provider: ProviderApplication, decision: ProviderDecision) => setPending({ provider, decision });

  return (
    <AdminLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Provider Applications</CardTitle>
          <CardDescription>Review service providers who applied to join the network.</CardDescription>
          <div role="group" aria-label="Filter by status" className="mt-2 flex flex-wrap gap-2">
            {FILTERS.map((f) => (
              <Button
                key={f.value}
                size="sm"
                variant={filter === f.value ? 'default' : 'outline'}
                aria-pressed={filter === f.value}
                onClick={() => setParams(f.value === 'all' ? {} : { status: f.value }, { replace: true })}
              >
                {f.label}
              </Button>
            ))}
          </div>
        </CardHeader>
        <CardContent>
          {applications.isPending ? (
            <Spinner label="Loading applications" />
          ) : !rows.length ? (
            <p className="py-12 text-center text-muted-foreground">No provider applications.</p>
          ) : !wide ? (
            <ul className="grid gap-3" aria-label="Applications">
              {rows.map((provider) => (
                <li key={provider.id} className="grid gap-2 rounded-lg border p-4 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="min-w-0 font-semibold wrap-anywhere">{provider.businessName}</span>
                    <ProviderStatusBadge status={provider.status} />
                  </div>
                  <div className="min-w-0">
                    <div>{provider.contactName}</div>
                    <div className="break-all text-muted-foreground">{provider.email}</div>
                  </div>
                  <Services categories={provider.serviceCategories} />
                  <p className="text-muted-foreground">
                    Applied <time dateTime={provider.createdAt}>{formatTimeAgo(provider.createdAt)}</time>
                  </p>
                  <Actions provider={provider} onDecide={onDecide} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[760px] text-left text-sm">
                <thead className="border-b text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Business Name
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Contact
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Services
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Applied
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Status
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((provider) => (
                    <tr key={provider.id} className="border-b last:border-0">
                      <td className="py-3 pr-4 font-semibold">{provider.businessName}</td>
                      <td className="py-3 pr-4">
                        <div>{provider.contactName}</div>
                        <div className="text-muted-foreground">{provider.email}</div>
                      </td>
                      <td className="py-3 pr-4">
                        <Services categories={provider.serviceCategories} />
                      </td>
                      <td className="py-3 pr-4 whitespace-nowrap text-muted-foreground">
                        <time dateTime={provider.createdAt}>{formatTimeAgo(provider.createdAt)}</time>
                      </td>
                      <td className="py-3 pr-4">
                        <ProviderStatusBadge status={provider.status} />
                      </td>
                      <td className="py-3">
                        <Actions provider={provider} onDecide={onDecide} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <LoadMoreButton query={applications} label="Show older applications" />
        </CardContent>
      </Card>
      <ProviderDecisionDialog pending={pending} onClose={() => setPending(null)} />
    </AdminLayout>
  );
}

function Services({ categories }: { categories: string[] }) {
  return (
    <div className="flex flex-wrap gap-1">
      {categories.map((c) => (
        <Badge key={c} variant="outline">
          {c}
        </Badge>
      ))}
    </div>
  );
}

function Actions({
  provider,
  onDecide,
}: {
  provider: ProviderApplication;
  onDecide: (provider: ProviderApplication, decision: ProviderDecision) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild size="sm" variant="outline">
        <Link to={paths.adminProvider(provider.id)} aria-label={`View Dashboard of ${provider.businessName}`}>
          <Eye aria-hidden="true" /> View Dashboard
        </Link>
      </Button>
      {provider.status === 'pending' ? (
        <>
          <Button
            size="sm"
            onClick={() => onDecide(provider, 'approve')}
            aria-label={`Approve ${provider.businessName}`}
          >
            <Check aria-hidden="true" /> Approve
          </Button>
          <Button
            size="sm"
            variant="destructive"
            onClick={() => onDecide(provider, 'reject')}
            aria-label={`Reject ${provider.businessName}`}
          >
            <X aria-hidden="true" /> Reject
          </Button>
        </>
      ) : (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onDecide(provider, 'reopen')}
          aria-label={`Move to Pending: ${provider.businessName}`}
        >
          <RotateCcw aria-hidden="true" /> Move to Pending
        </Button>
      )}
    </div>
  );
}
