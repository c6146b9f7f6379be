import { useId, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  type PurchaseResponse,
  type SubscriptionResponse,
  messageFor,
  useCancelSubscriptionMutation,
  useListMyPurchasesQuery,
  useListMySubscriptionsQuery,
} from '../../api';
import { useRefreshProfile, useSessionInfo } from '../../app/use-session';
import { Dialog } from '../../components/ui/dialog';
import { FormActions } from '../../components/ui/form-actions';
import { LoadError } from '../../components/ui/load-error';
import { formatDate } from '../../i18n/format';
import { isCancellable } from './purchase-rows';
import { SandboxBadge } from './sandbox-badge';
import { usePlanName } from '../../components/billing/use-plan-name';

/**
 * The subscriptions (GET /api/subscriptions/my) with Cancel (POST /api/subscriptions/{id}/cancel): at the end of
 * the current period by default, or immediately (citizen spec sections 4 and 7); 'Failed to cancel subscription'.
 */
export function SubscriptionSection() {
  const { t } = useTranslation(['billing', 'messages']);
  const { data, isLoading, error, refetch } = useListMySubscriptionsQuery();
  const [cancelling, setCancelling] = useState<SubscriptionResponse | null>(null);
  // A subscription still 'created' was never paid (its checkout was dismissed or failed): not the user's subscription.
  const items = (data?.items ?? []).filter((sub) => sub.status !== 'created');
  const { user, isPremium } = useSessionInfo();
  const planName = usePlanName();
  const purchases = useListMyPurchasesQuery(undefined, { skip: !isPremium });
  // A premium plan without a subscription came from a one-time payment or an admin's grant: the latest such purchase.
  const oneTime = isPremium
    ? (purchases.data?.items ?? []).find((p) => p.status === 'paid' && !p.refunded && (p.kind === 'order' || p.kind === 'manual'))
    : undefined;

  return (
    <section aria-labelledby="subscription-title">
      <h2 id="subscription-title" className="text-xl font-semibold text-slate-900">
        {t('subscription.title')}
      </h2>
      <div className="mt-4">
        {isLoading ? (
          <p role="status" className="text-slate-600">
            {t('subscription.loading')}
          </p>
        ) : error && !data ? (
          <LoadError message={messageFor(error, t('subscription.loadFailed'))} onRetry={() => void refetch()} />
        ) : items.length === 0 && oneTime ? (
          <OneTimePlanCard plan={user?.plan ? planName(user.plan) : oneTime.planName} purchase={oneTime} />
        ) : items.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
            {t('subscription.none')}{' '}
            <Link to="/#pricing" className="font-semibold text-brand-700 underline">
              {t('subscription.seePlans')}
            </Link>
          </p>
        ) : (
          <ul className="space-y-4">
            {items.map((sub) => (
              <SubscriptionCard key={sub.subscriptionId} sub={sub} onCancel={() => setCancelling(sub)} />
            ))}
          </ul>
        )}
      </div>
      <CancelDialog sub={cancelling} onClose={() => setCancelling(null)} />
    </section>
  );
}

/**
 * The current plan when it was paid once (or granted): its name, when, and that it has no end date (a one-time
 * purchase keeps the plan until an admin downgrades it: docs/adr/0046-billing.md).
 */
function OneTimePlanCard({ plan, purchase }: { plan: string; purchase: PurchaseResponse }) {
  const { t } = useTranslation('billing');
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="one-time-plan">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-lg font-semibold text-slate-900">{plan}</span>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
          {purchase.kind === 'manual' ? t('subscription.granted') : t('subscription.oneTime')}
        </span>
        {purchase.sandbox && <SandboxBadge />}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">{t('subscription.since')}</dt>
        <dd className="text-slate-800">{formatDate(purchase.paidAt ?? purchase.createdAt)}</dd>
        <dt className="text-slate-500">{t('subscription.ends')}</dt>
        <dd className="text-slate-800">{t('subscription.noEnd')}</dd>
      </dl>
    </div>
  );
}

function SubscriptionCard({ sub, onCancel }: { sub: SubscriptionResponse; onCancel: () => void }) {
  const { t } = useTranslation('billing');
  // A subscription set to end with its period can still be ended now (the server allows it).
  const cancellable = isCancellable(sub);
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="subscription">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-lg font-semibold text-slate-900">{sub.planName}</span>
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
              {t(`subscription.statuses.${sub.status}`, { defaultValue: sub.status })}
            </span>
            {sub.sandbox && <SandboxBadge />}
          </p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {sub.currentStart && sub.currentEnd && (
              <>
                <dt className="text-slate-500">{t('subscription.period')}</dt>
                <dd className="text-slate-800">{t('subscription.periodValue', { start: formatDate(sub.currentStart), end: formatDate(sub.currentEnd) })}</dd>
              </>
            )}
            {sub.chargeAt && isCancellable(sub) && !sub.cancelAtCycleEnd && (
              <>
                <dt className="text-slate-500">{t('subscription.nextCharge')}</dt>
                <dd className="text-slate-800">{formatDate(sub.chargeAt)}</dd>
              </>
            )}
          </dl>
          {sub.cancelAtCycleEnd && isCancellable(sub) && (
            <p className="mt-2 text-sm text-amber-800">{t('subscription.endsOn', { date: formatDate(sub.currentEnd) })}</p>
          )}
        </div>
        {cancellable && (
          <button
            type="button"
            className="btn btn-danger"
            onClick={onCancel}
            aria-label={t(sub.cancelAtCycleEnd ? 'subscription.cancelNowLabel' : 'subscription.cancelLabel', { plan: sub.planName })}
          >
            {t(sub.cancelAtCycleEnd ? 'subscription.cancelNow' : 'subscription.cancel')}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * The cancel confirmation: at cycle end (the default, per the spec) or immediately; only immediately for a
 * subscription already set to end with its period.
 */
function CancelDialog({ sub, onClose }: { sub: SubscriptionResponse | null; onClose: () => void }) {
  const { t } = useTranslation(['billing', 'messages']);
  const id = useId();
  const [chosenAtCycleEnd, setAtCycleEnd] = useState(true);
  const endingAlready = sub?.cancelAtCycleEnd ?? false;
  const atCycleEnd = chosenAtCycleEnd && !endingAlready;
  const [cancel, { isLoading }] = useCancelSubscriptionMutation();
  const refreshProfile = useRefreshProfile();

  const close = () => {
    if (isLoading) return;
    setAtCycleEnd(true);
    onClose();
  };

  const confirm = async () => {
    if (!sub || isLoading) return;
    try {
      await cancel({ id: sub.subscriptionId, cancelSubscriptionRequest: { cancelAtCycleEnd: atCycleEnd } }).unwrap();
      toast.success(atCycleEnd ? t('subscription.cancelledAtCycleEnd', { date: formatDate(sub.currentEnd) }) : t('subscription.cancelledNow'));
      void refreshProfile();
      setAtCycleEnd(true);
      onClose();
    } catch (error) {
      toast.error(messageFor(error, t('messages:billing.cancelFailed')));
    }
  };

  return (
    <Dialog
      open={sub !== null}
      title={t('subscription.cancelDialog.title')}
      description={sub ? t('subscription.cancelDialog.message', { plan: sub.planName }) : undefined}
      onClose={close}
      size="md"
    >
      {sub && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{t('subscription.cancelDialog.when')}</legend>
          {!endingAlready && (
            <label className="flex items-start gap-2 text-sm text-slate-700">
              <input type="radio" name={`${id}-when`} className="mt-1" checked={atCycleEnd} onChange={() => setAtCycleEnd(true)} />
              {sub.currentEnd
                ? t('subscription.cancelDialog.atCycleEnd', { date: formatDate(sub.currentEnd) })
                : t('subscription.cancelDialog.atCycleEndUndated')}
            </label>
          )}
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input type="radio" name={`${id}-when`} className="mt-1" checked={!atCycleEnd} onChange={() => setAtCycleEnd(false)} />
            {t('subscription.cancelDialog.now')}
          </label>
          <FormActions
            className="pt-4"
            confirmLabel={isLoading ? t('subscription.cancelDialog.cancelling') : t('subscription.cancelDialog.confirm')}
            confirmDisabled={isLoading}
            onConfirm={() => void confirm()}
            tone="danger"
            onCancel={close}
            cancelLabel={t('subscription.cancelDialog.keep')}
            cancelDisabled={isLoading}
            focusCancel
          />
        </fieldset>
      )}
    </Dialog>
  );
}
