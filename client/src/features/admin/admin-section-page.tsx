import type { AdminCard } from '@civic/contracts';
import { useTranslation } from 'react-i18next';
import { BackLink, PageBeingBuilt } from '../../components/ui/page';
import { adminCardKey } from '../../i18n/en/admin';

/** An admin page whose feature is built in a later issue: its heading, one sentence and a way back. */
export function AdminSectionPage({ card }: { card: Pick<AdminCard, 'path'> }) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <>
      <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 lg:px-8">
        <BackLink to="/admin">{t('common:adminDashboard')}</BackLink>
      </div>
      <PageBeingBuilt title={t(`cards.${adminCardKey(card)}.title`)} />
    </>
  );
}
