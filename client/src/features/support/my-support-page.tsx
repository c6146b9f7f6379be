import { useTranslation } from 'react-i18next';
import { PageBeingBuilt } from '../../components/ui/page';

export function MySupportPage() {
  const { t } = useTranslation('support');
  return <PageBeingBuilt title={t('mySupport.title')} />;
}
