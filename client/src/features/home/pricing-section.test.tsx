import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import toast from 'react-hot-toast';
import type { AuthUserResponse, PublicPlanResponse } from '../../api';
import { makeStore } from '../../app/store';
import { signedIn } from '../auth/session.slice';
import { type FakeApi, type FakeHandler, apiError, installFakeApi } from '../../../test/fake-api';
import { ASHA, FREE_PLAN } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { PricingSection } from './pricing-section';
import { RAZORPAY_CHECKOUT_URL, type RazorpayOptions, resetRazorpayLoader } from './razorpay-checkout';

const FREE = FREE_PLAN;
const PREMIUM: PublicPlanResponse = {
  ...FREE,
  _id: 'p-premium',
  plan: 'Premium Citizen',
  name: 'Premium Citizen',
  description: 'More complaints and photos.',
  amount: 19900,
  color: 'blue',
  popular: true,
  oneTime: true,
  allowOneTime: true,
  allowRecurring: true,
  features: ['10 complaints per month', 'Up to 5 photos of 10MB per complaint', 'GST invoice'],
  limitations: [],
  complaintLimit: 10,
  photoLimit: 5,
  order: 20,
};
const ADVOCATE: PublicPlanResponse = {
  ...PREMIUM,
  _id: 'p-advocate',
  plan: 'Advocate Plus',
  name: 'Advocate Plus',
  amount: 49900,
  color: 'green',
  popular: false,
  allowRecurring: false,
  features: ['Unlimited complaints'],
  complaintLimit: null,
  order: 30,
};

const SIGNED = { razorpay_payment_id: 'pay_1', razorpay_subscription_id: 'sub_1', razorpay_signature: 'a'.repeat(64) };
const SIGNED_ORDER = { razorpay_payment_id: 'pay_2', razorpay_order_id: 'order_1', razorpay_signature: 'b'.repeat(64) };

let fake: FakeApi | null = null;
beforeEach(() => {
  resetRazorpayLoader();
  delete window.Razorpay;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});
afterEach(() => {
  act(() => toast.remove());
  fake?.restore();
  fake = null;
  localStorage.clear();
});

function routes(provider: 'sandbox' | 'razorpay', extra: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /api/plans': () => ({ body: { items: [ADVOCATE, PREMIUM, FREE] } }),
    'GET /api/payments/config': () => ({ body: { provider, keyId: provider === 'razorpay' ? 'rzp_test_key' : 'sandbox_key' } }),
    ...extra,
  };
}

function renderPricing(handlers: Record<string, FakeHandler>, user: Partial<AuthUserResponse> | null = ASHA) {
  fake = installFakeApi(handlers);
  const store = makeStore();
  if (user) store.dispatch(signedIn({ token: 'jwt', user: user as AuthUserResponse }));
  const { router } = renderPage(<PricingSection />, { store, toaster: true });
  return { fake, store, router };
}

const card = async (name: string) => {
  const cards = await screen.findAllByTestId('plan-card');
  return cards.find((c) => within(c).queryByRole('heading', { name }))!;
};

async function choose(name: string) {
  const c = await card(name);
  fireEvent.click(within(c).getByRole('button'));
}

describe('pricing cards (citizen spec sections 2 and 9)', () => {
  it('shows each plan’s features and limitations without a claim both ticked and crossed, prices via rupees', async () => {
    renderPricing(routes('sandbox'), null);
    const free = await card('Free Citizen');
    const lines = within(free)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // The limit is said once, in its own line, not again among the features.
    expect(lines).toEqual(['✓1 photo per complaint (10MB, JPG/PNG/WEBP)', '✕Limitation: No GST invoice']);
    expect(within(free).getAllByText(/3 complaints per month/)).toHaveLength(1);
    expect(within(free).getByText('₹0.00')).toBeTruthy();
    expect(within(await card('Premium Citizen')).getByText('₹199.00')).toBeTruthy();
    const names = (await screen.findAllByTestId('plan-card')).map((c) => within(c).getByRole('heading').textContent);
    expect(names).toEqual(['Free Citizen', 'Premium Citizen', 'Advocate Plus']);
  });
});

describe('choosing a plan: the checks in the spec order (citizen spec section 4)', () => {
  it('activates the free plan with no login and goes to /complaint', async () => {
    const { router } = renderPricing(routes('razorpay'), null);
    await choose('Free Citizen');
    expect(await screen.findByText('Free plan activated...')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/complaint');
  });

  it("asks a visitor to log in: 'Please log in to purchase a plan.'", async () => {
    const { router, fake } = renderPricing(routes('sandbox'), null);
    await router.navigate('/somewhere');
    await choose('Premium Citizen');
    expect(await screen.findByText('Please log in to purchase a plan.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(fake.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("with Razorpay, refuses before the premium check when Checkout's script is not loaded", async () => {
    renderPricing(routes('razorpay'), { ...ASHA, isPremium: true, plan: 'Premium Citizen' });
    // The script is added (Razorpay configured) but never loads in jsdom.
    await waitFor(() => expect(document.head.querySelector(`script[src="${RAZORPAY_CHECKOUT_URL}"]`)).not.toBeNull());
    await choose('Premium Citizen');
    expect(await screen.findByText('Payment SDK not loaded. Please try again.')).toBeTruthy();
  });

  it("refuses a premium user: 'You already have a premium plan.' (and the sandbox loads no script)", async () => {
    const { fake } = renderPricing(routes('sandbox'), { ...ASHA, isPremium: true, plan: 'Premium Citizen' });
    await waitFor(() => expect(fake.callsTo('GET /api/payments/config')).toHaveLength(1));
    await choose('Premium Citizen');
    expect(await screen.findByText('You already have a premium plan.')).toBeTruthy();
    expect(document.head.querySelector(`script[src="${RAZORPAY_CHECKOUT_URL}"]`)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends an admin to Billing Management', async () => {
    renderPricing(routes('sandbox'), { email: 'admin@goa.in', role: 'admin' });
    await choose('Premium Citizen');
    expect(await screen.findByText('Billing is managed by admins via Billing Management.')).toBeTruthy();
  });

  it("opens 'Choose Billing' with a disallowed mode disabled and the spec's reason under it", async () => {
    const { fake } = renderPricing(routes('sandbox'));
    await waitFor(() => expect(fake.callsTo('GET /api/payments/config')).toHaveLength(1));
    await choose('Advocate Plus');
    const dialog = await screen.findByRole('dialog', { name: 'Choose Billing' });
    const monthly = within(dialog).getByRole('button', { name: 'Monthly' }) as HTMLButtonElement;
    expect(monthly.disabled).toBe(true);
    expect(within(dialog).getByText('Monthly billing not available for this plan.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'One-time' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('buying in the sandbox (citizen spec sections 4, 7 and 8)', () => {
  async function openSandbox(extra: Record<string, FakeHandler>, mode: 'Monthly' | 'One-time' = 'Monthly') {
    const rendered = renderPricing(
      routes('sandbox', {
        'POST /api/payments/create-subscription': () => ({
          status: 201,
          body: { keyId: 'sandbox_key', subscriptionId: 'sub_1', amount: 23482, currency: 'INR' },
        }),
        'POST /api/payments/create-order': () => ({ status: 201, body: { keyId: 'sandbox_key', orderId: 'order_1', amount: 23482, currency: 'INR' } }),
        ...extra,
      }),
    );
    await waitFor(() => expect(rendered.fake.callsTo('GET /api/payments/config')).toHaveLength(1));
    await choose('Premium Citizen');
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Choose Billing' })).getByRole('button', { name: mode }));
    const checkout = await screen.findByRole('dialog', { name: 'Sandbox checkout' });
    return { ...rendered, checkout };
  }

  it('pays monthly: only the plan is sent, the checkout shows plan, amount and the notice, then verify, profile refresh, Premium, /dashboard', async () => {
    const { fake, checkout, router, store } = await openSandbox({
      'POST /api/payments/sandbox/checkout': () => ({ body: SIGNED }),
      'POST /api/payments/verify-subscription': () => ({ body: { ok: true } }),
      'GET /api/auth/me': () => ({ body: { ...ASHA, plan: 'Premium Citizen', isPremium: true } }),
    });
    expect(fake.callsTo('POST /api/payments/create-subscription')[0].body).toEqual({ plan: 'Premium Citizen', currency: 'INR' });
    expect(within(checkout).getByText('Premium Citizen')).toBeTruthy();
    expect(within(checkout).getByTestId('sandbox-amount').textContent).toBe('₹234.82');
    expect(within(checkout).getByText('Sandbox payment: not a tax invoice')).toBeTruthy();
    // Keyboard-usable: focus starts inside the dialog, on Cancel (never on Pay by accident).
    await waitFor(() => expect(document.activeElement).toBe(within(checkout).getByRole('button', { name: 'Cancel' })));
    // Processing... on the card while the checkout is open.
    expect(within(await card('Premium Citizen')).getByRole('button').textContent).toBe('Processing...');

    fireEvent.click(within(checkout).getByRole('button', { name: 'Pay ₹234.82' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(fake.callsTo('POST /api/payments/sandbox/checkout')[0].body).toEqual({ subscriptionId: 'sub_1', outcome: 'success' });
    expect(fake.callsTo('POST /api/payments/verify-subscription')[0].body).toEqual(SIGNED);
    expect(fake.callsTo('GET /api/auth/me')).toHaveLength(1);
    expect(store.getState().session.user?.isPremium).toBe(true);
    expect(await screen.findByText('Payment successful. Your Premium Citizen plan is active.')).toBeTruthy();
  });

  it("a failed payment: 'Payment failed. Please try again.' and nothing is verified", async () => {
    const { fake, checkout, router } = await openSandbox({
      'POST /api/payments/sandbox/checkout': () => ({
        body: {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Payment failed',
            source: 'customer',
            step: 'payment_authorization',
            reason: 'payment_failed',
            metadata: {},
          },
        },
      }),
    });
    fireEvent.click(within(checkout).getByRole('button', { name: 'Fail payment' }));
    expect(await screen.findByText('Payment failed. Please try again.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.callsTo('POST /api/payments/verify-subscription')).toEqual([]);
    expect(router.state.location.pathname).toBe('/');
    expect(within(await card('Premium Citizen')).getByRole('button').textContent).toBe('Choose Premium Citizen');
  });

  it("dismissing the checkout (Escape): 'Payment cancelled' for a subscription, 'Checkout cancelled' for an order", async () => {
    const { checkout } = await openSandbox({});
    fireEvent.keyDown(checkout, { key: 'Escape' });
    expect(await screen.findByText('Payment cancelled')).toBeTruthy();
    fake?.restore();
    localStorage.clear();
    document.body.innerHTML = '';
    const again = await openSandbox({}, 'One-time');
    expect(again.fake.callsTo('POST /api/payments/create-order')[0].body).toEqual({ plan: 'Premium Citizen', currency: 'INR' });
    fireEvent.click(within(again.checkout).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Checkout cancelled')).toBeTruthy();
  });

  it("a payment that cannot be verified: 'Could not verify payment. Please contact support.'", async () => {
    const { checkout, router } = await openSandbox(
      {
        'POST /api/payments/sandbox/checkout': () => ({ body: SIGNED_ORDER }),
        'POST /api/payments/verify': () => apiError(400, 'VALIDATION_FAILED', ''),
      },
      'One-time',
    );
    fireEvent.click(within(checkout).getByRole('button', { name: 'Pay ₹234.82' }));
    expect(await screen.findByText('Could not verify payment. Please contact support.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it("the server's refusal to create the order is shown, else 'Unable to initiate payment'", async () => {
    const rendered = renderPricing(
      routes('sandbox', { 'POST /api/payments/create-subscription': () => apiError(409, 'CONFLICT', 'You already have a premium plan.') }),
    );
    await waitFor(() => expect(rendered.fake.callsTo('GET /api/payments/config')).toHaveLength(1));
    await choose('Premium Citizen');
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Choose Billing' })).getByRole('button', { name: 'Monthly' }));
    expect(await screen.findByText('You already have a premium plan.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Sandbox checkout' })).toBeNull();
  });
});

describe('buying with Razorpay Checkout', () => {
  it('opens Checkout in the plan colour with the order, verifies the handler’s answer; dismissing says Checkout cancelled', async () => {
    const opened: RazorpayOptions[] = [];
    window.Razorpay = class {
      constructor(private readonly options: RazorpayOptions) {}
      on() {}
      open() {
        opened.push(this.options);
      }
    } as unknown as typeof window.Razorpay;
    const { fake, router } = renderPricing(
      routes('razorpay', {
        'POST /api/payments/create-order': () => ({ status: 201, body: { keyId: 'rzp_test_key', orderId: 'order_9', amount: 58882, currency: 'INR' } }),
        'POST /api/payments/verify': () => ({ body: { ok: true } }),
        'GET /api/auth/me': () => ({ body: { ...ASHA, plan: 'Advocate Plus', isPremium: true } }),
      }),
    );
    await waitFor(() => expect(fake.callsTo('GET /api/payments/config')).toHaveLength(1));
    await choose('Advocate Plus');
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Choose Billing' })).getByRole('button', { name: 'One-time' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({ key: 'rzp_test_key', order_id: 'order_9', amount: 58882, currency: 'INR', theme: { color: '#059669' } });
    expect(document.head.querySelector(`script[src="${RAZORPAY_CHECKOUT_URL}"]`)).toBeNull();

    act(() => opened[0].modal!.ondismiss!());
    expect(await screen.findByText('Checkout cancelled')).toBeTruthy();

    fireEvent.click(within(await card('Advocate Plus')).getByRole('button'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Choose Billing' })).getByRole('button', { name: 'One-time' }));
    await waitFor(() => expect(opened).toHaveLength(2));
    act(() => opened[1].handler({ razorpay_payment_id: 'pay_9', razorpay_order_id: 'order_9', razorpay_signature: 'c'.repeat(64) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(fake.callsTo('POST /api/payments/verify')[0].body).toEqual({
      razorpay_payment_id: 'pay_9',
      razorpay_order_id: 'order_9',
      razorpay_signature: 'c'.repeat(64),
    });
  });

  it("opens a monthly subscription in Checkout; Razorpay's payment.failed and a dismissal have the spec's messages", async () => {
    const opened: { options: RazorpayOptions; failed?: (r: unknown) => void }[] = [];
    window.Razorpay = class {
      private readonly entry: { options: RazorpayOptions; failed?: (r: unknown) => void };
      constructor(options: RazorpayOptions) {
        this.entry = { options };
      }
      on(_event: string, handler: (r: unknown) => void) {
        this.entry.failed = handler;
      }
      open() {
        opened.push(this.entry);
      }
    } as unknown as typeof window.Razorpay;
    const { fake } = renderPricing(
      routes('razorpay', {
        'POST /api/payments/create-subscription': () => ({
          status: 201,
          body: { keyId: 'rzp_test_key', subscriptionId: 'sub_9', amount: 23482, currency: 'INR' },
        }),
      }),
    );
    await waitFor(() => expect(fake.callsTo('GET /api/payments/config')).toHaveLength(1));
    await choose('Premium Citizen');
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Choose Billing' })).getByRole('button', { name: 'Monthly' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0].options).toMatchObject({ key: 'rzp_test_key', subscription_id: 'sub_9', theme: { color: '#1d4ed8' } });
    expect(opened[0].options.order_id).toBeUndefined();
    act(() => opened[0].failed!({ error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined' } }));
    expect(await screen.findByText('Payment failed. Please try again.')).toBeTruthy();
    act(() => opened[0].options.modal!.ondismiss!());
    expect(await screen.findByText('Payment cancelled')).toBeTruthy();
    expect(fake.callsTo('POST /api/payments/verify-subscription')).toEqual([]);
  });
});
