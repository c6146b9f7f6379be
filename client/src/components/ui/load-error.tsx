import { useTranslation } from 'react-i18next';

/** A red banner for a list or record that failed to load, with Retry. */
export function LoadError({ message, onRetry, className = '' }: { message: string; onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ${className}`}
    >
      <span>{message}</span>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
