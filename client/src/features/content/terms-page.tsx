import { ProsePage } from './prose-page';

export function TermsPage() {
  return <ProsePage page="terms" />;
}
