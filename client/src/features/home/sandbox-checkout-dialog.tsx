import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageFor, useSandboxCheckoutMutation } from '../../api';
import { Dialog } from '../../components/ui/dialog';
import { FormBanner } from '../../components/ui/text-field';
import { formatRupees } from '../../i18n/format';
import type { BillingMode } from './pricing-checks';
import type { CheckoutFailure, CheckoutSuccess } from './razorpay-checkout';

/** An order or subscription waiting for its payment in the sandbox's checkout. */
export interface SandboxCheckout {
  planName: string;
  mode: BillingMode;
  /** What is charged in paise, GST included (from the server's order). */
  amount: number;
  orderId?: string;
  subscriptionId?: string;
}

/**
 * The embedded sandbox's checkout (used when Razorpay is not configured): the plan, the amount and the
 * 'Sandbox payment: not a tax invoice' notice, with Pay and Fail. Both call POST /api/payments/sandbox/checkout,
 * which answers what Razorpay's Checkout hands the page (the signed `razorpay_*` fields, or Razorpay's error
 * object); the answer goes to `onResult`, the same path as Razorpay's handler. Escape or Cancel dismisses it.
 */
export function SandboxCheckoutDialog({
  checkout,
  onResult,
  onDismiss,
}: {
  checkout: SandboxCheckout | null;
  onResult: (result: CheckoutSuccess | CheckoutFailure) => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation(['home', 'common', 'messages']);
  const [pay, { isLoading }] = useSandboxCheckoutMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (outcome: 'success' | 'failure') => {
    if (!checkout || isLoading) return;
    setFailure(null);
    try {
      const target = checkout.subscriptionId ? { subscriptionId: checkout.subscriptionId } : { orderId: checkout.orderId };
      const result = await pay({ sandboxCheckoutRequest: { ...target, outcome } }).unwrap();
      onResult(result as CheckoutSuccess | CheckoutFailure);
    } catch (error) {
      setFailure(messageFor(error, t('messages:billing.unableToInitiate')));
    }
  };

  const close = () => {
    if (!isLoading) onDismiss();
  };

  return (
    <Dialog open={checkout !== null} title={t('pricing.sandbox.title')} description={t('pricing.sandbox.description')} onClose={close} size="md">
      {checkout && (
        <div className="space-y-4" data-testid="sandbox-checkout">
          <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
            {t('messages:billing.sandboxNotice')}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">{t('pricing.sandbox.plan')}</dt>
            <dd className="font-medium text-slate-900">{checkout.planName}</dd>
            <dt className="text-slate-500">{t('pricing.sandbox.billing')}</dt>
            <dd className="font-medium text-slate-900">{checkout.mode === 'monthly' ? t('pricing.sandbox.monthly') : t('pricing.sandbox.oneTime')}</dd>
            <dt className="text-slate-500">{t('pricing.sandbox.amount')}</dt>
            <dd className="font-medium text-slate-900" data-testid="sandbox-amount">
              {formatRupees(checkout.amount)}
            </dd>
          </dl>
          {failure && <FormBanner tone="error">{failure}</FormBanner>}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn btn-secondary" onClick={close} disabled={isLoading} data-autofocus>
              {t('common:actions.cancel')}
            </button>
            <button type="button" className="btn btn-danger" onClick={() => void run('failure')} disabled={isLoading}>
              {t('pricing.sandbox.fail')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => void run('success')} disabled={isLoading}>
              {isLoading ? t('pricing.sandbox.working') : t('pricing.sandbox.pay', { amount: formatRupees(checkout.amount) })}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
