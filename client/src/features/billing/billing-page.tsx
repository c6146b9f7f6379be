import { useTranslation } from 'react-i18next';
import { PageBeingBuilt } from '../../components/ui/page';

export function BillingPage() {
  const { t } = useTranslation('billing');
  return <PageBeingBuilt title={t('title')} />;
}
