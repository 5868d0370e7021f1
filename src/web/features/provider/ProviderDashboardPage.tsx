import { PlaceholderPage } from '@web/components/placeholder-page';

export default function ProviderDashboardPage() {
  return <PlaceholderPage title="Provider Dashboard" />;
}
