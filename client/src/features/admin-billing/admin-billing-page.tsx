import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../components/ui/page';
import { PurchasesPanel } from './purchases-panel';
import { UsersPanel } from './users-panel';

/**
 * Billing management (/admin/billing, admin spec sections 2, 7, 8 and 9): the purchases (10 a page, search,
 * resend invoice, refund) and the users with grant premium and downgrade.
 */
export function AdminBillingPage() {
  const { t } = useTranslation('admin-billing');
  return (
    <AdminPage title={t('title')} lead={t('lead')}>
      <div className="mt-8 space-y-12">
        <PurchasesPanel />
        <UsersPanel />
      </div>
    </AdminPage>
  );
}
