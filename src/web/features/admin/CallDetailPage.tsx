import { PlaceholderPage } from '@web/components/placeholder-page';

export default function CallDetailPage() {
  return <PlaceholderPage title="Call Details" />;
}
