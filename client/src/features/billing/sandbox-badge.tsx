import { useTranslation } from 'react-i18next';

/** Marks a sandbox (test) purchase or subscription so it is never taken for a real payment. */
export function SandboxBadge() {
  const { t } = useTranslation(['billing', 'messages']);
  return (
    <span className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" title={t('messages:billing.sandboxNotice')}>
      {t('purchases.sandbox')}
      <span className="sr-only">{`: ${t('messages:billing.sandboxNotice')}`}</span>
    </span>
  );
}
