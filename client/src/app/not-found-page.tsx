import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Notice } from '../components/ui/page';

/** Any unknown path (citizen spec section 2): Go Back and Go Home. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Notice title={t('notFound.title')} tone="warning" message={t('notFound.message')}>
      <button type="button" className="btn btn-secondary" onClick={() => navigate(-1)}>
        {t('common:actions.goBack')}
      </button>
      <button type="button" className="btn btn-primary" onClick={() => navigate('/')}>
        {t('common:actions.goHome')}
      </button>
    </Notice>
  );
}
