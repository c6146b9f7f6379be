import { useCallback, useEffect, useRef, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  messageFor,
  useCreateOrderMutation,
  useCreateSubscriptionMutation,
  useGetPaymentsConfigQuery,
  useVerifyPaymentMutation,
  useVerifySubscriptionMutation,
} from '../../api';
import { useRefreshProfile, useSessionInfo } from '../../app/use-session';
import { type BillingMode, checkoutTheme } from './pricing-checks';
import type { PlanView } from './plans';
import { type CheckoutFailure, type CheckoutSuccess, isRazorpayLoaded, loadRazorpayCheckout } from './razorpay-checkout';
import type { SandboxCheckout } from './sandbox-checkout-dialog';

/** Toast durations of the pricing area (citizen spec section 9). */
export const PRICING_TOAST = { error: 4000, blank: 4000, success: 2000 } as const;

interface Pending extends SandboxCheckout {
  plan: PlanView;
  keyId: string;
  currency: string;
}

/**
 * The purchase of a paid plan once the checks have passed (citizen spec section 4): create the order (one-time)
 * or the subscription (monthly) with only the plan's name (the server prices it), open the provider's checkout
 * (Razorpay's, in the plan's colour, or the sandbox's dialog), verify what it hands back, refresh the profile
 * so the Premium badge shows, and go to /dashboard. Every ending has the spec's message (section 8).
 */
export function usePlanPurchase() {
  const { t } = useTranslation(['home', 'messages']);
  const navigate = useNavigate();
  const refreshProfile = useRefreshProfile();
  const { user } = useSessionInfo();
  const { data: config } = useGetPaymentsConfigQuery();
  const provider = config?.provider;
  const [sdkLoaded, setSdkLoaded] = useState(isRazorpayLoaded);
  const [processing, setProcessing] = useState<string | null>(null);
  const [sandbox, setSandbox] = useState<Pending | null>(null);
  const [createOrder] = useCreateOrderMutation();
  const [createSubscription] = useCreateSubscriptionMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const [verifySubscription] = useVerifySubscriptionMutation();
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Razorpay's script is loaded only when Razorpay is the provider; the sandbox needs none.
  useEffect(() => {
    if (provider !== 'razorpay') return;
    void loadRazorpayCheckout().then((ok) => {
      if (mounted.current) setSdkLoaded(ok);
    });
  }, [provider]);

  const finish = useCallback(() => {
    if (mounted.current) setProcessing(null);
  }, []);

  const cancelled = useCallback(
    (pending: Pending) => {
      toast(pending.subscriptionId ? t('messages:billing.paymentCancelled') : t('messages:billing.checkoutCancelled'), { duration: PRICING_TOAST.blank });
      finish();
    },
    [finish, t],
  );

  const failed = useCallback(() => {
    toast.error(t('messages:billing.paymentFailed'), { duration: PRICING_TOAST.error });
    finish();
  }, [finish, t]);

  const completed = useCallback(
    async (pending: Pending, response: CheckoutSuccess) => {
      try {
        const { razorpay_payment_id, razorpay_signature } = response;
        if (pending.subscriptionId)
          await verifySubscription({
            verifySubscriptionRequest: {
              razorpay_payment_id,
              razorpay_signature,
              razorpay_subscription_id: response.razorpay_subscription_id ?? pending.subscriptionId,
            },
          }).unwrap();
        else
          await verifyPayment({
            verifyPaymentRequest: { razorpay_payment_id, razorpay_signature, razorpay_order_id: response.razorpay_order_id ?? pending.orderId ?? '' },
          }).unwrap();
      } catch (error) {
        const fallback = pending.subscriptionId ? t('messages:billing.verifySubscriptionFailed') : t('messages:billing.verifyPaymentFailed');
        toast.error(messageFor(error, fallback), { duration: PRICING_TOAST.error });
        finish();
        return;
      }
      await refreshProfile();
      toast.success(t('pricing.paid', { plan: pending.planName }), { duration: PRICING_TOAST.success });
      finish();
      navigate('/dashboard');
    },
    [finish, navigate, refreshProfile, t, verifyPayment, verifySubscription],
  );

  const openRazorpay = useCallback(
    (pending: Pending) => {
      const Razorpay = window.Razorpay;
      if (!Razorpay) {
        toast.error(t('messages:billing.sdkNotLoaded'), { duration: PRICING_TOAST.error });
        finish();
        return;
      }
      const checkout = new Razorpay({
        key: pending.keyId,
        amount: pending.amount,
        currency: pending.currency,
        name: t('pricing.checkoutName'),
        description: pending.planName,
        ...(pending.subscriptionId ? { subscription_id: pending.subscriptionId } : { order_id: pending.orderId }),
        prefill: { name: user?.name ?? undefined, email: user?.email ?? undefined, contact: user?.phone ?? undefined },
        theme: { color: checkoutTheme(pending.plan.color) },
        handler: (response) => void completed(pending, response),
        modal: { ondismiss: () => cancelled(pending) },
      });
      checkout.on('payment.failed', () => failed());
      checkout.open();
    },
    [cancelled, completed, failed, finish, t, user],
  );

  /** Buys `plan` in `mode`; the checks of pricing-checks.ts have passed. */
  const buy = useCallback(
    async (plan: PlanView, mode: BillingMode) => {
      if (processing) return;
      setProcessing(plan.id);
      let pending: Pending;
      try {
        const request = { plan: plan.plan, currency: 'INR' as const };
        if (mode === 'monthly') {
          const sub = await createSubscription({ checkoutRequest: request }).unwrap();
          pending = { plan, mode, planName: plan.name, keyId: sub.keyId, amount: sub.amount, currency: sub.currency, subscriptionId: sub.subscriptionId };
        } else {
          const order = await createOrder({ checkoutRequest: request }).unwrap();
          pending = { plan, mode, planName: plan.name, keyId: order.keyId, amount: order.amount, currency: order.currency, orderId: order.orderId };
        }
      } catch (error) {
        toast.error(messageFor(error, t('messages:billing.unableToInitiate')), { duration: PRICING_TOAST.error });
        finish();
        return;
      }
      if (provider === 'razorpay') openRazorpay(pending);
      else setSandbox(pending);
    },
    [createOrder, createSubscription, finish, openRazorpay, processing, provider, t],
  );

  const sandboxResult = useCallback(
    (result: CheckoutSuccess | CheckoutFailure) => {
      const pending = sandbox;
      setSandbox(null);
      if (!pending) return;
      if ('error' in result) failed();
      else void completed(pending, result);
    },
    [completed, failed, sandbox],
  );

  const sandboxDismiss = useCallback(() => {
    const pending = sandbox;
    setSandbox(null);
    if (pending) cancelled(pending);
  }, [cancelled, sandbox]);

  return { provider, sdkLoaded, processing, sandbox, buy, sandboxResult, sandboxDismiss };
}
