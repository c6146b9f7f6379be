import { ProsePage } from './prose-page';

export function PrivacyPage() {
  return <ProsePage page="privacy" />;
}
