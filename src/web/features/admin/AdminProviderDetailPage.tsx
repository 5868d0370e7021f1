import { ArrowLeft, BarChart3, Briefcase, Check, Clock, CreditCard, History, RotateCcw, Users, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { LANGUAGE_NAMES } from '@shared/constants';
import { adminProviderMessages } from '@shared/messages';
import type { ProviderDetail } from '@shared/schemas/admin-providers';
import { paths } from '@web/config/paths';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { formatMinutes } from '@web/lib/format';
import { useProviderStats } from './api/provider-stats';
import { useProviderApplication } from './api/providers';
import { AdminLayout } from './components/AdminLayout';
import { ProviderBillingCard } from './components/ProviderBillingCard';
import { ProviderDecisionDialog, type PendingDecision } from './components/ProviderDecisionDialog';
import { ProviderStatusBadge } from './components/StatusBadges';
import { useErrorToast } from '@web/lib/use-error-toast';
import { displayPhone } from '@shared/phone';

/** /admin/provider/{id}: one provider as admins see it (spec section 2). */
export default function AdminProviderDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const provider = useProviderApplication(id);

  useEffect(() => {
    if (!provider.error) return;
    toast.error(adminProviderMessages.error, { description: provider.error.message });
    void navigate(paths.adminProviders, { replace: true });
  }, [provider.error, navigate]);

  return (
    <AdminLayout>
      <Button asChild variant="ghost" className="mb-4 -ml-2">
        <Link to={paths.adminProviders}>
          <ArrowLeft aria-hidden="true" /> Back to Providers
        </Link>
      </Button>
      {provider.data ? <ProviderDashboard provider={provider.data} /> : <Spinner label="Loading provider" />}
    </AdminLayout>
  );
}

function ProviderDashboard({ provider }: { provider: ProviderDetail }) {
  const { street, city, state, zip } = provider.address;
  const stats = useProviderStats(provider.id);
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const decide = (decision: PendingDecision['decision']) => setPending({ provider, decision });

  useErrorToast(stats.error, adminProviderMessages.error);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{provider.businessName}</h1>
        <div className="flex flex-wrap gap-2">
          {provider.status === 'pending' ? (
            <>
              <Button onClick={() => decide('approve')}>
                <Check aria-hidden="true" /> Approve
              </Button>
              <Button variant="destructive" onClick={() => decide('reject')}>
                <X aria-hidden="true" /> Reject
              </Button>
            </>
          ) : (
            <Button variant="outline" onClick={() => decide('reopen')}>
              <RotateCcw aria-hidden="true" /> Move to Pending
            </Button>
          )}
        </div>
      </div>
      {provider.status === 'pending' ? (
        <div
          role="status"
          className="rounded-md border border-amber-300 bg-warning p-4 text-sm text-warning-foreground"
        >
          {adminProviderMessages.awaitingApproval}
        </div>
      ) : null}
      {provider.status === 'rejected' && provider.rejectionReason ? (
        <div className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm">
          <p className="font-semibold text-destructive">Rejected. Reason emailed to the applicant:</p>
          <p className="mt-1 whitespace-pre-wrap">{provider.rejectionReason}</p>
        </div>
      ) : null}
      <ProviderDecisionDialog pending={pending} onClose={() => setPending(null)} />
      <Card>
        <CardHeader>
          <CardTitle>Provider Information</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Item label="Business Name">{provider.businessName}</Item>
            <Item label="Contact Name">{provider.contactName}</Item>
            <Item label="Email">{provider.email}</Item>
            <Item label="Phone">{displayPhone(provider.phone)}</Item>
            <Item label="Status">
              <ProviderStatusBadge status={provider.status} />
            </Item>
            <Item label="Receiving Jobs">{provider.isReceivingJobs ? 'ON' : 'OFF'}</Item>
            <Item label="Emergency Calls at Night">{provider.nightEmergencyCalls ? 'ON' : 'OFF'}</Item>
            <Item label="Address">{`${street}, ${city}, ${state} ${zip}`}</Item>
            <Item label="Service Categories">
              <span className="flex flex-wrap gap-1">
                {provider.serviceCategories.map((c) => (
                  <Badge key={c} variant="outline">
                    {c}
                  </Badge>
                ))}
              </span>
            </Item>
            <Item label="Service Area">{provider.serviceArea.join(', ') || '—'}</Item>
            <Item label="Languages">{provider.languages.map((code) => LANGUAGE_NAMES[code]).join(', ')}</Item>
            {provider.licenseNumber ? <Item label="License Number">{provider.licenseNumber}</Item> : null}
            {provider.insuranceProvider ? <Item label="Insurance Provider">{provider.insuranceProvider}</Item> : null}
          </dl>
        </CardContent>
      </Card>
      {/* spec section 2's counters, with real values; Jobs Completed: claimed jobs whose call is resolved */}
      <div className="grid gap-4 sm:grid-cols-3">
        <Counter
          icon={<Briefcase aria-hidden="true" />}
          label="Jobs Claimed"
          value={stats.data ? String(stats.data.jobsClaimed) : '–'}
        />
        <Counter
          icon={<BarChart3 aria-hidden="true" />}
          label="Jobs Completed"
          value={stats.data ? String(stats.data.jobsCompleted) : '–'}
        />
        <Counter
          icon={<Clock aria-hidden="true" />}
          label="Avg Response Time"
          value={stats.data ? formatMinutes(stats.data.avgResponseMinutes) : '–'}
        />
      </div>
      <ProviderBillingCard providerId={provider.id} />
      <Card>
        <CardHeader>
          <CardTitle>Management</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button variant="outline">
            <Users aria-hidden="true" /> Team Members ({provider.teamMembers.length})
          </Button>
          <Button variant="outline">
            <History aria-hidden="true" /> Job History ({stats.data?.jobsClaimed ?? 0})
          </Button>
          <Button variant="outline">
            <CreditCard aria-hidden="true" /> Billing Info
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

function Counter({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 pt-6">
        <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-5">
          {icon}
        </span>
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold">{value}</p>
        </div>
      </CardContent>
    </Card>
  );
}
