import { PlaceholderPage } from '@web/components/placeholder-page';

export default function TermsPage() {
  return <PlaceholderPage title="Terms of Service" />;
}
