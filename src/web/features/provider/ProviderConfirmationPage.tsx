import { PlaceholderPage } from '@web/components/placeholder-page';

export default function ProviderConfirmationPage() {
  return <PlaceholderPage title="Application Submitted" />;
}
