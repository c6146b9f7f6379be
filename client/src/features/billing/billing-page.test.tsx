import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { AuthUserResponse, SubscriptionResponse } from '../../api';
import { makeStore } from '../../app/store';
import { i18n } from '../../i18n/i18n';
import { signedIn } from '../auth/session.slice';
import { type FakeHandler, apiError, fakeApiPerTest } from '../../../test/fake-api';
import { ASHA, MANUAL_PURCHASE, PAID_PURCHASE } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { BillingPage } from './billing-page';
import { invoiceFileName, isCancellable, purchaseAmount } from './purchase-rows';

const PAID = PAID_PURCHASE;
const MANUAL = MANUAL_PURCHASE;
const SUB: SubscriptionResponse = {
  _id: 's1',
  subscriptionId: 'sub_1',
  plan: 'Premium Citizen',
  planName: 'Premium Citizen',
  status: 'active',
  currentStart: '2026-11-20T10:00:00.000Z',
  currentEnd: '2026-12-20T10:00:00.000Z',
  chargeAt: '2026-12-20T10:00:00.000Z',
  cancelAtCycleEnd: false,
  amount: 23482,
  currency: 'INR',
  sandbox: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const api = fakeApiPerTest();
afterEach(() => {
  jest.restoreAllMocks();
});

function renderBilling(routes: Record<string, FakeHandler>) {
  api.install(routes);
  const store = makeStore();
  store.dispatch(signedIn({ token: 'jwt-asha', user: { ...ASHA, isPremium: true, plan: 'Premium Citizen' } as AuthUserResponse }));
  renderPage(<BillingPage />, { url: '/billing', store, toaster: true });
  return { fake: api.current, store };
}

describe('purchase rows (citizen spec sections 3 and 7)', () => {
  it('shows amounts /100 with 2 decimals, 0 as Manual, and names invoices INV-{orderId}.pdf', () => {
    expect(purchaseAmount(23482, i18n.t)).toBe('₹234.82');
    expect(purchaseAmount(0, i18n.t)).toBe('Manual');
    expect(invoiceFileName(PAID)).toBe('INV-order_AbC123.pdf');
    // A monthly charge has no order id: its payment id names the file, as in the invoice email.
    expect(invoiceFileName({ ...PAID, orderId: null, subscriptionId: 'sub_7', paymentId: 'pay_7' })).toBe('INV-pay_7.pdf');
    expect(['active', 'authenticated', 'pending', 'created'].every((status) => isCancellable({ status }))).toBe(true);
    expect(['cancelled', 'completed', 'expired', 'halted'].some((status) => isCancellable({ status }))).toBe(false);
  });
});

describe('Billing page (citizen spec sections 2, 4, 7 and 8)', () => {
  it('lists purchases with amount, Manual, the sandbox mark and the invoice download', async () => {
    renderBilling({
      'GET /api/payments/my-purchases': () => ({ body: { items: [PAID, MANUAL] } }),
      // A subscription whose checkout was dismissed stays 'created': it is not shown.
      'GET /api/subscriptions/my': () => ({ body: { items: [{ ...SUB, subscriptionId: 'sub_0', status: 'created' }] } }),
    });
    const rows = await screen.findAllByTestId('purchase-row');
    expect(rows.map((r) => within(r).getByTestId('purchase-amount').textContent)).toEqual(['₹234.82', 'Manual']);
    expect(within(rows[0]).getByText('Sandbox')).toBeTruthy();
    expect(within(rows[0]).getByText(': Sandbox payment: not a tax invoice')).toBeTruthy();
    expect(within(rows[1]).queryByText('Sandbox')).toBeNull();
    expect(within(rows[0]).getByRole('button', { name: 'Download the invoice of order order_AbC123' })).toBeTruthy();
    expect(within(rows[1]).queryByRole('button')).toBeNull();
    // No subscription, but a paid one-time order: the current plan is shown with no end date, not 'no subscription'.
    const plan = await screen.findByTestId('one-time-plan');
    expect(plan.textContent).toContain('Premium Citizen');
    expect(plan.textContent).toContain('One-time payment');
    expect(plan.textContent).toContain('No end date: the plan stays until it is downgraded.');
    expect(screen.queryByText(/You have no subscription/)).toBeNull();
  });

  it('downloads the invoice with the bearer token and saves it as INV-{orderId}.pdf', async () => {
    const saved: { name: string; href: string }[] = [];
    const createObjectURL = jest.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const { fake } = renderBilling({
      'GET /api/payments/my-purchases': () => ({ body: { items: [PAID] } }),
      'GET /api/subscriptions/my': () => ({ body: { items: [] } }),
      'GET /api/payments/invoices/inv1.pdf': () => ({ body: '%PDF-1.4' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download the invoice of order order_AbC123' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'INV-order_AbC123.pdf', href: 'blob:invoice' }]));
    expect(fake.callsTo('GET /api/payments/invoices/inv1.pdf')[0].authorization).toBe('Bearer jwt-asha');
  });

  it("says 'Failed to download invoice' when the download fails", async () => {
    renderBilling({
      'GET /api/payments/my-purchases': () => ({ body: { items: [PAID] } }),
      'GET /api/subscriptions/my': () => ({ body: { items: [] } }),
      'GET /api/payments/invoices/inv1.pdf': () => ({ status: 500, body: {} }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download the invoice of order order_AbC123' }));
    expect(await screen.findByText('Failed to download invoice')).toBeTruthy();
  });

  it("says 'Failed to load purchases' with Retry, and shows an empty list", async () => {
    let fail = true;
    renderBilling({
      'GET /api/payments/my-purchases': () => (fail ? { status: 500, body: {} } : { body: { items: [] } }),
      'GET /api/subscriptions/my': () => ({ body: { items: [] } }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load purchases');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No purchases yet.')).toBeTruthy();
  });

  it('cancels the subscription at the end of the period by default, after a confirmation', async () => {
    let sub = SUB;
    const { fake } = renderBilling({
      'GET /api/payments/my-purchases': () => ({ body: { items: [] } }),
      'GET /api/subscriptions/my': () => ({ body: { items: [sub] } }),
      'POST /api/subscriptions/sub_1/cancel': (call) => {
        sub = { ...SUB, cancelAtCycleEnd: true };
        return { body: { ...sub, echo: call.body } };
      },
      'GET /api/auth/me': () => ({ body: { ...ASHA, isPremium: true } }),
    });
    const card = await screen.findByTestId('subscription');
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('20 Nov 2026 – 20 Dec 2026')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel the Premium Citizen subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription?' });
    expect((within(dialog).getByRole('radio', { name: /At the end of the current period/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(fake.callsTo('POST /api/subscriptions/sub_1/cancel')[0]?.body).toEqual({ cancelAtCycleEnd: true }));
    expect(await screen.findByText('Subscription cancelled. Your plan stays active until 20 Dec 2026.')).toBeTruthy();
    expect(await screen.findByText('Cancelled: your plan stays active until 20 Dec 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel the Premium Citizen subscription' })).toBeNull();
    // Set to end with its period, it can still be ended now: the dialog then offers only that.
    fireEvent.click(await screen.findByRole('button', { name: 'End the Premium Citizen subscription now' }));
    const now = await screen.findByRole('dialog', { name: 'Cancel subscription?' });
    expect(within(now).queryByRole('radio', { name: /At the end of the current period/ })).toBeNull();
    fireEvent.click(within(now).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(fake.callsTo('POST /api/subscriptions/sub_1/cancel')[1]?.body).toEqual({ cancelAtCycleEnd: false }));
  });

  it("cancels immediately when chosen, and says 'Failed to cancel subscription' when refused", async () => {
    let refuse = true;
    const { fake } = renderBilling({
      'GET /api/payments/my-purchases': () => ({ body: { items: [] } }),
      'GET /api/subscriptions/my': () => ({ body: { items: [SUB] } }),
      'POST /api/subscriptions/sub_1/cancel': () => (refuse ? apiError(500, 'INTERNAL', '') : { body: { ...SUB, status: 'cancelled' } }),
      'GET /api/auth/me': () => ({ body: ASHA }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the Premium Citizen subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription?' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Immediately: the plan ends now' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Failed to cancel subscription')).toBeTruthy();
    refuse = false;
    // The toast is raised before the mutation settles: wait until the button reads 'Cancel subscription' again.
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Subscription cancelled. Your plan has ended.')).toBeTruthy();
    expect(fake.callsTo('POST /api/subscriptions/sub_1/cancel').map((c) => c.body)).toEqual([{ cancelAtCycleEnd: false }, { cancelAtCycleEnd: false }]);
  });
});
