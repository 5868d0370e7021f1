import { PlaceholderPage } from '@web/components/placeholder-page';

export default function ProviderLoginPage() {
  return <PlaceholderPage title="Provider Login" />;
}
