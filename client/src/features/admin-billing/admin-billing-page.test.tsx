import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { AdminBillingUserResponse, AdminPurchaseResponse } from '../../api/admin';
import { makeStore } from '../../app/store';
import { type FakeRoute, fakeApiPerTest } from '../../../test/fake-api';
import { MANUAL_PURCHASE, PAID_PURCHASE } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { AdminBillingPage } from './admin-billing-page';

const ASHA_USER = { _id: 'u1', name: 'Asha Naik', email: 'asha@example.in' };
const PAID: AdminPurchaseResponse = { ...PAID_PURCHASE, _id: 'pu1', orderId: 'order_1', user: ASHA_USER };
const GRANT: AdminPurchaseResponse = { ...MANUAL_PURCHASE, orderId: 'manual_1', user: ASHA_USER };
const ASHA: AdminBillingUserResponse = {
  _id: 'u1',
  firstName: 'Asha',
  lastName: 'Naik',
  name: 'Asha Naik',
  email: 'asha@example.in',
  plan: 'Premium Citizen',
  planName: 'Premium Citizen',
  isPremium: true,
};
const RAVI: AdminBillingUserResponse = {
  ...ASHA,
  _id: 'u2',
  firstName: 'Ravi',
  name: 'Ravi Kamat',
  email: 'ravi@example.in',
  plan: 'Free Citizen',
  isPremium: false,
};

const api = fakeApiPerTest();

function renderBilling(route: FakeRoute) {
  api.install(route);
  const { router } = renderPage(<AdminBillingPage />, {
    url: '/admin/billing',
    path: '/admin/billing',
    store: makeStore({ session: { token: 't', user: { email: 'billing@goa.in', role: 'admin', adminModules: ['billing'] } } }),
    toaster: true,
  });
  return { fake: api.current, router };
}

const page = <T,>(items: T[], total = items.length, pages = 1) => ({ body: { items, total, page: 1, pages } });

describe('Billing management (admin spec sections 2, 7, 8 and 9)', () => {
  it('lists purchases 10 a page with amount /100, Manual for 0, the sandbox mark and the user; searches and pages in the address', async () => {
    const { fake, router } = renderBilling((url) => {
      if (url.pathname === '/api/admin/billing/purchases') return page([PAID, GRANT], 12, 2);
      if (url.pathname === '/api/admin/billing/users') return page([ASHA, RAVI]);
      return undefined;
    });
    const rows = await screen.findAllByTestId('admin-purchase-row');
    expect(
      rows.map((r) =>
        Array.from(r.querySelectorAll('td'))
          .slice(0, 7)
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['order_1', 'pay_1', 'Premium Citizen', '₹234.82', 'PaidSandbox', 'No', 'Asha Naikasha@example.in'],
      ['manual_1', '', 'Premium Citizen', 'Manual', 'Paid', 'No', 'Asha Naikasha@example.in'],
    ]);
    expect(within(rows[0]).getByRole('button', { name: 'Resend the invoice of order order_1' })).toBeTruthy();
    expect(within(rows[1]).queryByRole('button')).toBeNull();
    expect(fake.calls.find((c) => c.path === '/api/admin/billing/purchases')!.query).toEqual({ page: '1', limit: '10' });

    fireEvent.change(screen.getByLabelText('Search purchases'), { target: { value: ' asha ' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Search' })[0]);
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === '/api/admin/billing/purchases').at(-1)!.query).toEqual({ page: '1', limit: '10', q: 'asha' }),
    );
    expect(router.state.location.search).toBe('?q=asha');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Purchases pages' })).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === '/api/admin/billing/purchases').at(-1)!.query).toEqual({ page: '2', limit: '10', q: 'asha' }),
    );
  });

  it("resends an invoice, and says 'Failed to resend invoice' when it fails", async () => {
    let fail = false;
    renderBilling((url, init) => {
      if (url.pathname === '/api/admin/billing/purchases') return page([PAID]);
      if (url.pathname === '/api/admin/billing/users') return page([]);
      if (init.method === 'POST' && url.pathname === '/api/admin/billing/purchases/pu1/resend-invoice')
        return fail ? { status: 500, body: {} } : { body: { invoiceNumber: 'INV/2026-27/000001', queued: true } };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend the invoice of order order_1' }));
    expect(await screen.findByText('Invoice sent again')).toBeTruthy();
    fail = true;
    // The toast is raised before the mutation settles: the button is enabled again only after it.
    const resend = screen.getByRole('button', { name: 'Resend the invoice of order order_1' }) as HTMLButtonElement;
    await waitFor(() => expect(resend.disabled).toBe(false));
    fireEvent.click(resend);
    expect(await screen.findByText('Failed to resend invoice')).toBeTruthy();
  });

  it('grants premium (Premium Citizen or Advocate Plus) to a free user', async () => {
    const { fake } = renderBilling((url, init) => {
      if (url.pathname === '/api/admin/billing/purchases') return page([]);
      if (url.pathname === '/api/admin/billing/users') return page([ASHA, RAVI]);
      if (init.method === 'POST' && url.pathname === '/api/admin/billing/users/u2/upgrade')
        return { body: { user: { ...RAVI, isPremium: true }, purchase: GRANT } };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Grant premium to ravi@example.in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant premium' });
    const select = within(dialog).getByLabelText('Plan') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.value)).toEqual(['Premium Citizen', 'Advocate Plus']);
    fireEvent.change(select, { target: { value: 'Advocate Plus' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('ravi@example.in now has Advocate Plus')).toBeTruthy();
    expect(fake.callsTo('POST /api/admin/billing/users/u2/upgrade')[0].body).toEqual({ plan: 'Advocate Plus' });
  });

  it("downgrades with a reason and the chosen refund; a refused refund says 'Refund not processed: {reason}'", async () => {
    const { fake } = renderBilling((url, init) => {
      if (url.pathname === '/api/admin/billing/purchases') return page([PAID, GRANT]);
      if (url.pathname === '/api/admin/billing/users') return page([ASHA]);
      if (init.method === 'POST' && url.pathname === '/api/admin/billing/users/u1/downgrade')
        return {
          body: { user: { ...ASHA, isPremium: false }, refunded: false, refundError: 'Refund not processed: The payment has been fully refunded already' },
        };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Downgrade asha@example.in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Downgrade to Free' });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: ' Asked by the user ' } });
    const refund = within(dialog).getByLabelText('Refund') as HTMLSelectElement;
    await waitFor(() => expect(refund.options).toHaveLength(3));
    expect(refund.options[2].textContent).toBe('Premium Citizen · ₹234.82 · pay_1');
    fireEvent.change(refund, { target: { value: 'pay_1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Downgrade' }));
    expect(await screen.findByText('Refund not processed: The payment has been fully refunded already')).toBeTruthy();
    expect(await screen.findByText('asha@example.in is on the free plan')).toBeTruthy();
    expect(fake.callsTo('POST /api/admin/billing/users/u1/downgrade')[0].body).toEqual({ reason: 'Asked by the user', paymentId: 'pay_1' });
  });

  it("refunds automatically by default, refunds nothing on 'No refund', and from a purchase row with its payment chosen", async () => {
    const { fake } = renderBilling((url, init) => {
      if (url.pathname === '/api/admin/billing/purchases') return page([PAID]);
      if (url.pathname === '/api/admin/billing/users') return page([ASHA]);
      if (init.method === 'POST' && url.pathname === '/api/admin/billing/users/u1/downgrade')
        return { body: { user: { ...ASHA, isPremium: false }, refunded: init.body !== undefined && 'paymentId' in (init.body as object), refundError: null } };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Downgrade asha@example.in' }));
    let dialog = await screen.findByRole('dialog', { name: 'Downgrade to Free' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Downgrade' }));
    expect(await screen.findByText('asha@example.in is on the free plan')).toBeTruthy();
    expect(fake.callsTo('POST /api/admin/billing/users/u1/downgrade')[0].body).toEqual({});

    fireEvent.click(await screen.findByRole('button', { name: 'Downgrade asha@example.in' }));
    dialog = await screen.findByRole('dialog', { name: 'Downgrade to Free' });
    fireEvent.change(within(dialog).getByLabelText('Refund'), { target: { value: 'none' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Downgrade' }));
    await waitFor(() => expect(fake.callsTo('POST /api/admin/billing/users/u1/downgrade')).toHaveLength(2));
    expect(fake.callsTo('POST /api/admin/billing/users/u1/downgrade')[1].body).toEqual({ noRefund: true });

    fireEvent.click(screen.getByRole('button', { name: 'Downgrade and refund order order_1' }));
    dialog = await screen.findByRole('dialog', { name: 'Downgrade to Free' });
    expect((within(dialog).getByLabelText('Refund') as HTMLSelectElement).value).toBe('pay_1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Downgrade' }));
    expect(await screen.findByText('asha@example.in is on the free plan; the payment was refunded')).toBeTruthy();
    expect(fake.callsTo('POST /api/admin/billing/users/u1/downgrade')[2].body).toEqual({ paymentId: 'pay_1' });
  });

  it("says 'Failed to load purchases' and 'Failed to load users'", async () => {
    renderBilling(() => ({ status: 500, body: {} }));
    expect(await screen.findByText('Failed to load purchases')).toBeTruthy();
    expect(await screen.findByText('Failed to load users')).toBeTruthy();
  });
});
