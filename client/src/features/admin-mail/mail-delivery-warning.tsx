import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetMailDeliveryQuery } from '../../api/admin';

/**
 * The superadmin's warning while emails are not being sent (no SMTP_URL): nobody receives them, the sent-mail log
 * keeps them with their links redacted, and only the server's console shows the links. Shown on the Sent Mail page and the admin home;
 * nothing while the answer is loading, failed, or says emails are sent. `linkToLog` adds a link to /admin/mail.
 */
export function MailDeliveryWarning({ linkToLog = false, className = '' }: { linkToLog?: boolean; className?: string }) {
  const { t } = useTranslation('admin-mail');
  const delivery = useGetMailDeliveryQuery();
  if (!delivery.data || delivery.data.sending) return null;
  return (
    <section
      role="note"
      aria-labelledby="mail-delivery-warning-title"
      className={`rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-300 ${className}`}
      data-testid="mail-delivery-warning"
    >
      <h2 id="mail-delivery-warning-title" className="font-semibold">
        {t('notSending.title')}
      </h2>
      <p className="mt-1">{t('notSending.body')}</p>
      {linkToLog && (
        <p className="mt-2">
          <Link to="/admin/mail" className="font-semibold text-amber-950 underline">
            {t('notSending.open')}
          </Link>
        </p>
      )}
    </section>
  );
}
