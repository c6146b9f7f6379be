import { PageBeingBuilt } from '../../components/ui/page';

export function BillingPage() {
  return <PageBeingBuilt title="Billing" />;
}
