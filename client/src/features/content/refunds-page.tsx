import { ProsePage } from './prose-page';

export function RefundsPage() {
  return <ProsePage page="refunds" />;
}
