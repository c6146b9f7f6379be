/**
 * Razorpay's browser Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/):
 * the script is added to the page only when the API says Razorpay is the provider (never for the sandbox), once.
 */

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** What Checkout hands the page on success: exactly what POST /api/payments/verify(-subscription) takes. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id?: string;
  razorpay_subscription_id?: string;
  razorpay_signature: string;
}

/** Razorpay's error object of a failed payment (`payment.failed`), as the sandbox also answers it. */
export interface CheckoutFailure {
  error: {
    code?: string;
    description?: string;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export interface RazorpayOptions {
  key: string;
  amount?: number;
  currency?: string;
  name: string;
  description?: string;
  order_id?: string;
  subscription_id?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: CheckoutSuccess) => void;
  modal?: { ondismiss?: () => void };
}

export interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: CheckoutFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<boolean> | null = null;

/** Whether Checkout's script has run (window.Razorpay exists). */
export function isRazorpayLoaded(): boolean {
  return typeof window !== 'undefined' && typeof window.Razorpay === 'function';
}

/**
 * Adds Checkout's script once and resolves true when window.Razorpay exists, false when it failed to load
 * (offline, blocked); a later call tries again after a failure.
 */
export function loadRazorpayCheckout(doc: Document = document): Promise<boolean> {
  if (isRazorpayLoaded()) return Promise.resolve(true);
  if (loading) return loading;
  loading = new Promise<boolean>((resolve) => {
    const script = doc.createElement('script');
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    script.onload = () => resolve(isRazorpayLoaded());
    script.onerror = () => {
      script.remove();
      resolve(false);
    };
    doc.head.appendChild(script);
  }).then((ok) => {
    if (!ok) loading = null;
    return ok;
  });
  return loading;
}

/** Forgets a pending load (tests). */
export function resetRazorpayLoader(): void {
  loading = null;
}
