import { PlaceholderPage } from '@web/components/placeholder-page';

export default function ProviderSignupPage() {
  return <PlaceholderPage title="Become a Service Provider" />;
}
