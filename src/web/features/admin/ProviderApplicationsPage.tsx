import { PlaceholderPage } from '@web/components/placeholder-page';

export default function ProviderApplicationsPage() {
  return <PlaceholderPage title="Provider Applications" />;
}
