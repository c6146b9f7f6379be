import { useTranslation } from 'react-i18next';

export function ArchivedBadge() {
  const { t } = useTranslation('admin-complaints');
  return (
    <span className="ml-2 inline-block rounded-full bg-slate-200 px-2 py-0.5 align-middle text-xs font-semibold text-slate-800">{t('archivedBadge')}</span>
  );
}
