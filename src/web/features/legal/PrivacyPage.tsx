import { PlaceholderPage } from '@web/components/placeholder-page';

export default function PrivacyPage() {
  return <PlaceholderPage title="Privacy Policy" />;
}
