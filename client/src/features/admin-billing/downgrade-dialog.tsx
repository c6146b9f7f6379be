import { type FormEvent, useId, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api';
import { useDowngradeUserMutation, useListAdminPurchasesQuery } from '../../api/admin';
import { Dialog } from '../../components/ui/dialog';
import { FormActions } from '../../components/ui/form-actions';
import { FormBanner } from '../../components/ui/text-field';
import { formatRupees } from '../../i18n/format';
import { isRefundable } from './billing-rules';

/** The most purchases of one user offered for a refund (their latest). */
const REFUND_CHOICES_LIMIT = 50;

/** The refund choice: the server's automatic choice (the latest refundable purchase), none, or one payment id. */
const AUTO_REFUND = 'auto';
const NO_REFUND = 'none';

/**
 * Downgrade to Free with an optional reason (admin spec sections 2 and 7). A refund is attempted whenever the user
 * has a paid, unrefunded purchase above zero with a payment id: by default the server refunds the latest one; the
 * admin may pick another one (sent as paymentId) or choose 'No refund' explicitly (noRefund). A refused refund still
 * downgrades and says 'Refund not processed: {reason}'.
 */
export function DowngradeDialog({ user, paymentId, onClose }: { user: { _id: string; email: string }; paymentId?: string; onClose: () => void }) {
  const { t } = useTranslation(['admin-billing', 'common', 'messages']);
  const id = useId();
  const [reason, setReason] = useState('');
  const [refundPayment, setRefundPayment] = useState(paymentId ?? AUTO_REFUND);
  const [failure, setFailure] = useState<string | null>(null);
  const [downgrade, { isLoading }] = useDowngradeUserMutation();
  const purchases = useListAdminPurchasesQuery({ q: user.email, page: 1, limit: REFUND_CHOICES_LIMIT });
  const refundable = (purchases.data?.items ?? []).filter((p) => p.user?._id === user._id && isRefundable(p));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    try {
      const result = await downgrade({
        id: user._id,
        downgradeRequest: {
          ...(reason.trim() ? { reason: reason.trim() } : {}),
          ...(refundPayment === NO_REFUND ? { noRefund: true } : refundPayment !== AUTO_REFUND ? { paymentId: refundPayment } : {}),
        },
      }).unwrap();
      if (result.refundError) toast.error(result.refundError, { duration: 6000 });
      toast.success(result.refunded ? t('downgrade.doneRefunded', { email: user.email }) : t('downgrade.done', { email: user.email }));
      onClose();
    } catch (error) {
      const message = messageFor(error, t('messages:admin.billing.downgradeFailed'));
      setFailure(message);
      toast.error(message);
    }
  };

  return (
    <Dialog open title={t('downgrade.title')} description={t('downgrade.description', { email: user.email })} onClose={() => !isLoading && onClose()} size="md">
      <form onSubmit={submit} className="space-y-4" aria-label={t('downgrade.title')}>
        {failure && <FormBanner tone="error">{failure}</FormBanner>}
        <div>
          <label htmlFor={`${id}-reason`} className="field-label">
            {t('downgrade.reason')}
          </label>
          <textarea id={`${id}-reason`} rows={3} maxLength={500} className="field-input" value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-refund`} className="field-label">
            {t('downgrade.refund')}
          </label>
          <select
            id={`${id}-refund`}
            className="field-input"
            value={refundPayment}
            onChange={(e) => setRefundPayment(e.target.value)}
            aria-describedby={`${id}-refund-hint`}
          >
            <option value={AUTO_REFUND}>{t('downgrade.autoRefund')}</option>
            <option value={NO_REFUND}>{t('downgrade.noRefund')}</option>
            {paymentId && !refundable.some((p) => p.paymentId === paymentId) && <option value={paymentId}>{paymentId}</option>}
            {refundable.map((p) => (
              <option key={p._id} value={p.paymentId!}>
                {t('downgrade.refundChoice', { plan: p.planName, amount: formatRupees(p.amount), paymentId: p.paymentId! })}
              </option>
            ))}
          </select>
          <p id={`${id}-refund-hint`} className="mt-1 text-xs text-slate-500">
            {t('downgrade.refundHint')}
          </p>
        </div>
        <FormActions
          confirmLabel={isLoading ? t('downgrade.downgrading') : t('downgrade.submit')}
          confirmDisabled={isLoading}
          tone="danger"
          onCancel={onClose}
          cancelDisabled={isLoading}
        />
      </form>
    </Dialog>
  );
}
