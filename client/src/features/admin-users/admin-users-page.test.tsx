import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { AdminUserResponse } from '../../api/admin';
import { type FakeHandler, fakeApiPerTest } from '../../../test/fake-api';
import { ASHA } from '../../../test/fixtures';
import { renderPage, type, SUPERADMIN } from '../../../test/render';
import { AdminUsersPage } from './admin-users-page';

const USER: AdminUserResponse = { ...ASHA, createdAt: '2026-11-01T10:00:00.000Z' };

const api = fakeApiPerTest();

function renderUsers(routes: Record<string, FakeHandler>, url = '/admin/users') {
  api.install(routes);
  const { router } = renderPage(<AdminUsersPage />, {
    url,
    as: SUPERADMIN,
    toaster: true,
  });
  return { fake: api.current, router };
}

describe('Users (/admin/users, admin spec sections 2, 8 and 9)', () => {
  it('lists 10 a page with the fields of the spec, searches and pages', async () => {
    const { fake } = renderUsers({
      'GET /api/admin/users': (call) => ({ body: { items: [USER], total: 11, page: Number(call.query.page), pages: 2 } }),
    });
    const row = within(await screen.findByTestId('user-row'));
    expect(row.getByText('Asha Naik')).toBeTruthy();
    expect(row.getByText('asha@example.in')).toBeTruthy();
    expect(row.getByText('+91 98220 12345')).toBeTruthy();
    expect(row.getByText('Free Citizen')).toBeTruthy();
    expect(row.getByText('Email and password')).toBeTruthy();
    expect(row.getByText('Email verified')).toBeTruthy();
    expect(row.getByText('Active')).toBeTruthy();
    expect(fake.callsTo('GET /api/admin/users')[0].query).toEqual({ page: '1', limit: '10' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fake.callsTo('GET /api/admin/users').at(-1)?.query).toEqual({ page: '2', limit: '10' }));
    type(screen.getByLabelText('Search users'), ' naik ');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fake.callsTo('GET /api/admin/users').at(-1)?.query).toEqual({ page: '1', limit: '10', q: 'naik' }));
  });

  it("says 'Failed to load users' when the list fails", async () => {
    renderUsers({ 'GET /api/admin/users': () => ({ status: 500, body: {} }) });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load users');
  });

  it('verifies and unverifies, blocks after a confirm and unblocks', async () => {
    let user = USER;
    const { fake } = renderUsers({
      'GET /api/admin/users': () => ({ body: { items: [user], total: 1, page: 1, pages: 1 } }),
      'PATCH /api/admin/users/u1/verify': (call) => {
        user = { ...user, emailVerified: (call.body as { emailVerified: boolean }).emailVerified };
        return { body: user };
      },
      'PATCH /api/admin/users/u1/block': (call) => {
        user = { ...user, blocked: (call.body as { blocked: boolean }).blocked };
        return { body: user };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Unverify email: Asha Naik' }));
    await screen.findByRole('button', { name: 'Verify email: Asha Naik' });
    expect(fake.callsTo('PATCH /api/admin/users/u1/verify')[0].body).toEqual({ emailVerified: false });

    fireEvent.click(screen.getByRole('button', { name: 'Block: Asha Naik' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('heading', { name: 'Block Asha Naik?' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Block' }));
    await screen.findByRole('button', { name: 'Unblock: Asha Naik' });
    expect(screen.getByTestId('user-blocked').textContent).toBe('Blocked');
    expect(fake.callsTo('PATCH /api/admin/users/u1/block')[0].body).toEqual({ blocked: true });
    fireEvent.click(screen.getByRole('button', { name: 'Unblock: Asha Naik' }));
    await screen.findByRole('button', { name: 'Block: Asha Naik' });
    expect(fake.callsTo('PATCH /api/admin/users/u1/block')[1].body).toEqual({ blocked: false });
  });

  it('deletes permanently after a confirm that names the user; admin rows offer no actions', async () => {
    let items: AdminUserResponse[] = [
      USER,
      { ...USER, _id: 'a1', firstName: 'Ravi', lastName: 'Gaonkar', name: 'Ravi Gaonkar', email: 'ravi@goa.in', role: 'admin' },
    ];
    const { fake } = renderUsers({
      'GET /api/admin/users': () => ({ body: { items, total: items.length, page: 1, pages: 1 } }),
      'DELETE /api/admin/users/u1': () => {
        items = items.filter((u) => u._id !== 'u1');
        return { body: { message: 'User deleted' } };
      },
    });
    const rows = await screen.findAllByTestId('user-row');
    expect(within(rows[1]).queryByRole('button')).toBeNull();
    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Delete: Asha Naik' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('heading', { name: 'Delete Asha Naik?' })).toBeTruthy();
    expect(dialog.getByText(/asha@example\.in/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('User deleted')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(1));
    expect(fake.callsTo('DELETE /api/admin/users/u1')).toHaveLength(1);
  });
});
