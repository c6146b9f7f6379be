import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { makeStore } from '../../app/store';
import { type FakeHandler, apiError, fakeApiPerTest } from '../../../test/fake-api';
import type { AdminAccountResponse } from '../../api/admin';
import { AdminManagementPage } from './admin-management-page';
import { validateCreateAdmin } from './create-admin-form';
import { i18n } from '../../i18n/i18n';
import { renderPage, type } from '../../../test/render';

const t = i18n.t;

const SUPER: AdminAccountResponse = {
  _id: 's1',
  firstName: 'Super',
  lastName: 'Admin',
  email: 'super@goa.in',
  role: 'superadmin',
  adminModules: [],
  twoFactorEnabled: true,
};
const RAVI: AdminAccountResponse = {
  _id: 'a1',
  firstName: 'Ravi',
  lastName: 'Gaonkar',
  email: 'ravi@goa.in',
  role: 'admin',
  adminModules: ['routing'],
  twoFactorEnabled: true,
};

const api = fakeApiPerTest();

function renderManagement(role: 'superadmin' | 'admin', routes: Record<string, FakeHandler> = {}) {
  api.install(routes);
  renderPage(<AdminManagementPage />, {
    url: '/admin/management',
    store: makeStore({ session: { token: 't', user: { email: 'me@goa.in', role } } }),
    toaster: true,
  });
  return { fake: api.current };
}

describe('Admin Management (admin spec sections 2, 5 and 8)', () => {
  it("shows 'Only super admins can access this page.' to an admin and loads nothing", async () => {
    const { fake } = renderManagement('admin');
    expect(await screen.findByText('Only super admins can access this page.')).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });

  it('checks the Create Admin fields', () => {
    const filled = { firstName: 'Ravi', lastName: 'Gaonkar', email: 'ravi@goa.in', password: 'temp-pass' };
    expect(validateCreateAdmin(filled, t)).toBeNull();
    expect(validateCreateAdmin({ ...filled, lastName: ' ' }, t)).toBe('All fields are required');
    expect(validateCreateAdmin({ ...filled, password: '' }, t)).toBe('All fields are required');
    expect(validateCreateAdmin({ ...filled, password: '12345' }, t)).toBe('Password min 6 characters');
  });

  it("lists admins; a superadmin row has disabled modules and no Delete; 'Loading...' first", async () => {
    renderManagement('superadmin', { 'GET /api/admin/admins': () => ({ body: { items: [SUPER, RAVI] } }) });
    expect(screen.getByText('Loading...')).toBeTruthy();
    const rows = await screen.findAllByTestId('admin-row');
    expect(rows).toHaveLength(2);
    const superRow = within(rows[0]);
    expect(superRow.getByText('super@goa.in')).toBeTruthy();
    expect(superRow.getByTestId('admin-role').textContent).toBe('superadmin');
    expect(superRow.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).disabled && (c as HTMLInputElement).checked)).toBe(true);
    expect(superRow.queryByRole('button', { name: /Delete/ })).toBeNull();
    const raviRow = within(rows[1]);
    expect((raviRow.getByRole('checkbox', { name: 'Routing' }) as HTMLInputElement).checked).toBe(true);
    expect((raviRow.getByRole('checkbox', { name: 'Complaints' }) as HTMLInputElement).checked).toBe(false);
    expect(raviRow.getByRole('button', { name: 'Delete Ravi Gaonkar' })).toBeTruthy();
  });

  it("says 'No admins yet.' for an empty list and 'Failed to load admins' when loading fails", async () => {
    renderManagement('superadmin', { 'GET /api/admin/admins': () => ({ body: { items: [] } }) });
    expect(await screen.findByText('No admins yet.')).toBeTruthy();
    api.current.restore();
    document.body.innerHTML = '';
    renderManagement('superadmin', { 'GET /api/admin/admins': () => ({ status: 500, body: {} }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load admins');
  });

  it("creates an admin with the chosen modules ('Admin created') and refuses empty fields", async () => {
    let items: AdminAccountResponse[] = [SUPER];
    const { fake } = renderManagement('superadmin', {
      'GET /api/admin/admins': () => ({ body: { items } }),
      'POST /api/admin/admins': (call) => {
        const body = call.body as { firstName: string; lastName: string; email: string; modules: ('complaints' | 'routing')[] };
        const created = {
          _id: 'a2',
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          role: 'admin' as const,
          adminModules: body.modules,
          twoFactorEnabled: false,
        };
        items = [SUPER, created];
        return { status: 201, body: created };
      },
    });
    await screen.findAllByTestId('admin-row');
    const form = within(screen.getByRole('form', { name: 'Create Admin' }));
    fireEvent.click(form.getByRole('button', { name: 'Create Admin' }));
    expect((await form.findByRole('alert')).textContent).toBe('All fields are required');
    expect(fake.callsTo('POST /api/admin/admins')).toHaveLength(0);

    type(form.getByLabelText('First name'), 'Maria');
    type(form.getByLabelText('Last name'), 'Fernandes');
    type(form.getByLabelText('Email'), 'maria@goa.in');
    type(form.getByLabelText('Temporary password'), 'temp-pass');
    fireEvent.click(form.getByRole('checkbox', { name: 'Routing' }));
    fireEvent.click(form.getByRole('checkbox', { name: 'Complaints' }));
    fireEvent.click(form.getByRole('button', { name: 'Create Admin' }));
    expect(await screen.findByText('Admin created')).toBeTruthy();
    expect(fake.callsTo('POST /api/admin/admins')[0].body).toEqual({
      firstName: 'Maria',
      lastName: 'Fernandes',
      email: 'maria@goa.in',
      password: 'temp-pass',
      modules: ['complaints', 'routing'],
    });
    await waitFor(() => expect(screen.getAllByTestId('admin-row')).toHaveLength(2));
    expect((form.getByLabelText('First name') as HTMLInputElement).value).toBe('');
  });

  it("saves modules ('Updated'), resets a password ('Password min 6 characters', 'Password reset') and deletes after confirming", async () => {
    let items: AdminAccountResponse[] = [SUPER, RAVI];
    const { fake } = renderManagement('superadmin', {
      'GET /api/admin/admins': () => ({ body: { items } }),
      'PATCH /api/admin/admins/a1': (call) => ({ body: { ...RAVI, adminModules: (call.body as { modules: string[] }).modules } }),
      'POST /api/admin/admins/a1/reset-password': () => ({ body: { message: 'Password reset' } }),
      'DELETE /api/admin/admins/a1': () => {
        items = [SUPER];
        return { body: { message: 'Admin deleted' } };
      },
      'DELETE /api/admin/admins/s1': () => apiError(403, 'FORBIDDEN', 'Cannot delete a superadmin'),
    });
    const row = within((await screen.findAllByTestId('admin-row'))[1]);
    fireEvent.click(row.getByRole('checkbox', { name: 'Billing' }));
    fireEvent.click(row.getByRole('button', { name: 'Save the modules of Ravi Gaonkar' }));
    expect(await screen.findByText('Updated')).toBeTruthy();
    expect(fake.callsTo('PATCH /api/admin/admins/a1')[0].body).toEqual({ modules: ['billing', 'routing'] });

    type(row.getByLabelText('New password for Ravi Gaonkar'), '123');
    fireEvent.click(row.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Password min 6 characters')).toBeTruthy();
    expect(fake.callsTo('POST /api/admin/admins/a1/reset-password')).toHaveLength(0);
    type(row.getByLabelText('New password for Ravi Gaonkar'), '123456');
    fireEvent.click(row.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Password reset')).toBeTruthy();
    expect(fake.callsTo('POST /api/admin/admins/a1/reset-password')[0].body).toEqual({ password: '123456' });

    fireEvent.click(row.getByRole('button', { name: 'Delete Ravi Gaonkar' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Delete admin' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Admin deleted')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('admin-row')).toHaveLength(1));
  });
});
