import { PlaceholderPage } from '@web/components/placeholder-page';

export default function AdminProviderDetailPage() {
  return <PlaceholderPage title="Provider" />;
}
