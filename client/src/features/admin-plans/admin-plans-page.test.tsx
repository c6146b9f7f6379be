import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { AdminPlanResponse } from '../../api/admin';
import { i18n } from '../../i18n/i18n';
import { type FakeHandler, apiError, fakeApiPerTest } from '../../../test/fake-api';
import { renderPage, type, adminWith } from '../../../test/render';
import { AdminPlansPage } from './admin-plans-page';
import { EMPTY_PLAN_DRAFT, draftOfPlan, percentToFraction, rupeesToPaise, toPlanRequest, validatePlan } from './plan-form';

const PREMIUM: AdminPlanResponse = {
  _id: 'p2',
  name: 'Premium Citizen',
  description: 'More complaints and photos.',
  amount: 19900,
  currency: 'INR',
  gstRate: 0.18,
  color: 'blue',
  popular: true,
  enabled: true,
  oneTime: true,
  allowOneTime: true,
  allowRecurring: true,
  features: ['10 complaints per month', 'GST invoice'],
  limitations: [],
  complaintLimit: 10,
  photoLimit: 5,
  order: 20,
  translations: {},
};
const FREE: AdminPlanResponse = { ...PREMIUM, _id: 'p1', name: 'Free Citizen', amount: 0, popular: false, order: 10, complaintLimit: 3, photoLimit: 1 };

const api = fakeApiPerTest();

function renderPlans(routes: Record<string, FakeHandler>) {
  api.install(routes);
  renderPage(<AdminPlansPage />, { url: '/admin/plans', as: adminWith('pricing'), toaster: true });
  return { fake: api.current };
}

describe('plan form conversions (admin spec section 5)', () => {
  it('sends rupees as paise and GST percent as a fraction, blank limit as unlimited, lines trimmed', () => {
    expect(rupeesToPaise('199')).toBe(19900);
    expect(rupeesToPaise('199.99')).toBe(19999);
    expect(percentToFraction('18')).toBe(0.18);
    expect(percentToFraction('12.5')).toBe(0.125);
    expect(percentToFraction('')).toBe(0.18);
    const body = toPlanRequest({ ...EMPTY_PLAN_DRAFT, name: ' Gold ', price: '299.5', features: 'A\n\n  B  \n', limitations: ' ' }, 40);
    expect(body).toEqual({
      name: 'Gold',
      description: '',
      amount: 29950,
      currency: 'INR',
      gstRate: 0.18,
      color: 'blue',
      popular: false,
      enabled: true,
      order: 40,
      allowOneTime: true,
      allowRecurring: true,
      features: ['A', 'B'],
      limitations: [],
      complaintLimit: null,
      photoLimit: 5,
      translations: {},
    });
    expect(draftOfPlan(PREMIUM)).toMatchObject({ price: '199', gstPercent: '18', complaintLimit: '10', features: '10 complaints per month\nGST invoice' });
  });

  it('checks the fields', () => {
    expect(validatePlan(EMPTY_PLAN_DRAFT, i18n.t)).toEqual({
      name: 'Name is required',
      price: 'Enter the price in rupees (at least 0, up to 2 decimals)',
    });
    expect(
      validatePlan({ ...EMPTY_PLAN_DRAFT, name: 'X', price: '1', gstPercent: '120', complaintLimit: '-1', photoLimit: '9', order: '1.5' }, i18n.t),
    ).toEqual({
      gstPercent: 'Enter GST as a percent from 0 to 100',
      complaintLimit: 'Enter a whole number of at least 0, or leave blank for unlimited',
      photoLimit: 'Enter a whole number from 1 to 5',
      order: 'Order must be a whole number',
    });
  });
});

describe('Admin Plans (admin spec sections 2, 5 and 8)', () => {
  it('lists the plans by order with price in rupees, GST %, modes, popular, enabled and order', async () => {
    renderPlans({ 'GET /api/admin/plans': () => ({ body: { items: [PREMIUM, FREE] } }) });
    const rows = await screen.findAllByTestId('plan-row');
    expect(
      rows.map((r) =>
        Array.from(r.querySelectorAll('td'))
          .slice(0, 8)
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Free Citizen3 complaints / month', '0', '18%', 'Yes', 'Yes', 'No', 'Yes', '10'],
      ['Premium Citizen10 complaints / month', '199', '18%', 'Yes', 'Yes', 'Yes', 'Yes', '20'],
    ]);
  });

  it("says 'Failed to load plans'", async () => {
    renderPlans({ 'GET /api/admin/plans': () => ({ status: 500, body: {} }) });
    expect((await screen.findAllByText('Failed to load plans')).length).toBeGreaterThan(0);
  });

  it("refuses a nameless plan ('Name is required'), then creates one with the defaults and order last + 10: 'Plan created'", async () => {
    const { fake } = renderPlans({
      'GET /api/admin/plans': () => ({ body: { items: [FREE, PREMIUM] } }),
      'POST /api/admin/plans': (call) => ({ status: 201, body: { _id: 'p3', ...(call.body as object) } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New Plan' }));
    const form = within(await screen.findByRole('form', { name: 'New Plan' }));
    fireEvent.click(form.getByRole('button', { name: 'Create Plan' }));
    expect(form.getByText('Name is required')).toBeTruthy();
    expect(fake.callsTo('POST /api/admin/plans')).toEqual([]);
    type(form.getByLabelText('Name'), 'Resident Group');
    type(form.getByLabelText('Price in rupees (before GST)'), '999');
    type(form.getByLabelText('GST %'), '5');
    type(form.getByLabelText('Complaints per month', { exact: false }), '');
    type(form.getByLabelText('Features (one per line)'), 'Unlimited complaints\nGST invoice');
    fireEvent.click(form.getByRole('checkbox', { name: 'Monthly billing allowed' }));
    fireEvent.click(form.getByRole('button', { name: 'Create Plan' }));
    expect(await screen.findByText('Plan created')).toBeTruthy();
    expect(fake.callsTo('POST /api/admin/plans')[0].body).toMatchObject({
      name: 'Resident Group',
      amount: 99900,
      gstRate: 0.05,
      currency: 'INR',
      color: 'blue',
      enabled: true,
      allowOneTime: true,
      allowRecurring: false,
      complaintLimit: null,
      features: ['Unlimited complaints', 'GST invoice'],
      order: 30,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New Plan' })).toBeNull());
  });

  it("shows the server's refusal of a create ('Failed to create plan' when it says nothing)", async () => {
    renderPlans({
      'GET /api/admin/plans': () => ({ body: { items: [FREE] } }),
      'POST /api/admin/plans': () => apiError(409, 'CONFLICT', 'A plan with this name already exists'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New Plan' }));
    const form = within(await screen.findByRole('form', { name: 'New Plan' }));
    type(form.getByLabelText('Name'), 'Free Citizen');
    type(form.getByLabelText('Price in rupees (before GST)'), '0');
    fireEvent.click(form.getByRole('button', { name: 'Create Plan' }));
    expect((await screen.findAllByText('A plan with this name already exists')).length).toBeGreaterThan(0);
  });

  it('disables a plan inline, edits it in the dialog (name kept), and deletes it after a confirmation', async () => {
    const { fake } = renderPlans({
      'GET /api/admin/plans': () => ({ body: { items: [PREMIUM] } }),
      'PATCH /api/admin/plans/p2': (call) => ({ body: { ...PREMIUM, ...(call.body as object) } }),
      'DELETE /api/admin/plans/p2': () => ({ status: 204 }),
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Disable Premium Citizen' }));
    await waitFor(() => expect(fake.callsTo('PATCH /api/admin/plans/p2')[0]?.body).toEqual({ enabled: false }));

    fireEvent.click(screen.getByRole('button', { name: 'Edit Premium Citizen' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Premium Citizen' }));
    expect((form.getByLabelText('Name') as HTMLInputElement).readOnly).toBe(true);
    type(form.getByLabelText('Price in rupees (before GST)'), '249');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('PATCH /api/admin/plans/p2')).toHaveLength(2));
    const body = fake.callsTo('PATCH /api/admin/plans/p2')[1].body as Record<string, unknown>;
    expect(body).toMatchObject({ amount: 24900, gstRate: 0.18, order: 20, complaintLimit: 10 });
    expect(body).not.toHaveProperty('name');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Premium Citizen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete plan?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fake.callsTo('DELETE /api/admin/plans/p2')).toHaveLength(1));
  });
});
