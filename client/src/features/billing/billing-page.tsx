import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { PurchasesSection } from './purchases-section';
import { SubscriptionSection } from './subscription-section';

/** Billing (/billing, citizen spec sections 2, 3, 4, 7 and 8): the current subscription with Cancel, and the purchases with their invoices. */
export function BillingPage() {
  const { t } = useTranslation('billing');
  return (
    <Page title={t('title')} lead={t('lead')}>
      <div className="space-y-10">
        <SubscriptionSection />
        <PurchasesSection />
      </div>
    </Page>
  );
}
