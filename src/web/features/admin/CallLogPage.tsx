import { PlaceholderPage } from '@web/components/placeholder-page';

export default function CallLogPage() {
  return <PlaceholderPage title="Calls" />;
}
