import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { VolunteerResponse } from '../../api/admin';
import { type FakeHandler, apiError, fakeApiPerTest } from '../../../test/fake-api';
import { renderPage, type, SUPERADMIN } from '../../../test/render';
import { AdminVolunteersPage } from './admin-volunteers-page';

const ROHAN: VolunteerResponse = {
  _id: 'v1',
  fullName: 'Rohan Desai',
  email: 'rohan@example.in',
  phone: '+91 98220 12345',
  interest: 'Volunteer',
  message: 'I can help on weekends with road surveys in Margao.',
  status: 'new',
  createdAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  reviewedByEmail: null,
};

const api = fakeApiPerTest();

function renderVolunteers(routes: Record<string, FakeHandler>) {
  api.install(routes);
  renderPage(<AdminVolunteersPage />, { url: '/admin/volunteers', as: SUPERADMIN, toaster: true });
  return api.current;
}

describe('Volunteer Submissions (/admin/volunteers, admin spec sections 2, 4 and 8)', () => {
  it('shows the table columns and a row per submission; filters go with Apply', async () => {
    const api = renderVolunteers({ 'GET /api/admin/volunteers': () => ({ body: { items: [ROHAN], total: 1, page: 1, pages: 1 } }) });
    const row = within(await screen.findByTestId('volunteer-row'));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Person', 'Interest', 'Status', 'Message', 'Actions']);
    expect(row.getByText('Rohan Desai')).toBeTruthy();
    expect(row.getByText('Volunteer with us')).toBeTruthy();
    expect(row.getByTestId('volunteer-status').textContent).toBe('New');
    type(screen.getByLabelText('Search'), 'margao');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'new' } });
    fireEvent.change(screen.getByLabelText('Interest'), { target: { value: 'Volunteer' } });
    expect(api.callsTo('GET /api/admin/volunteers')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/volunteers').at(-1)?.query).toEqual({ page: '1', limit: '50', q: 'margao', status: 'new', interest: 'Volunteer' }),
    );
  });

  it("says 'No submissions yet.' for an empty list", async () => {
    renderVolunteers({ 'GET /api/admin/volunteers': () => ({ body: { items: [], total: 0, page: 1, pages: 1 } }) });
    expect(await screen.findByText('No submissions yet.')).toBeTruthy();
  });

  it("marks reviewed ('Marked as reviewed') and new again ('Marked as new')", async () => {
    let entry = ROHAN;
    const api = renderVolunteers({
      'GET /api/admin/volunteers': () => ({ body: { items: [entry], total: 1, page: 1, pages: 1 } }),
      'PATCH /api/admin/volunteers/v1/status': (call) => {
        const status = (call.body as { status: 'new' | 'reviewed' }).status;
        entry = { ...entry, status, reviewedAt: '2026-11-21T10:00:00.000Z', reviewedByEmail: 'root@goa.in' };
        return { body: entry };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Rohan Desai reviewed' }));
    expect(await screen.findByText('Marked as reviewed')).toBeTruthy();
    expect(api.callsTo('PATCH /api/admin/volunteers/v1/status')[0].body).toEqual({ status: 'reviewed' });
    await waitFor(() => expect(screen.getByTestId('volunteer-status').textContent).toBe('Reviewed'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark Rohan Desai new' }));
    expect(await screen.findByText('Marked as new')).toBeTruthy();
    expect(api.callsTo('PATCH /api/admin/volunteers/v1/status')[1].body).toEqual({ status: 'new' });
  });

  it("deletes after a confirm ('Entry deleted'); a failure says 'Failed to delete entry'", async () => {
    let items = [ROHAN];
    let fail = false;
    const api = renderVolunteers({
      'GET /api/admin/volunteers': () => ({ body: { items, total: items.length, page: 1, pages: 1 } }),
      'DELETE /api/admin/volunteers/v1': () => {
        if (fail) return apiError(500, 'INTERNAL_ERROR', '');
        items = [];
        return { body: { message: 'Entry deleted' } };
      },
    });
    fail = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the submission of Rohan Desai' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('The submission of Rohan Desai (rohan@example.in) will be deleted permanently.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete entry')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Delete the submission of Rohan Desai' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Entry deleted')).toBeTruthy();
    expect(api.callsTo('DELETE /api/admin/volunteers/v1')).toHaveLength(2);
  });
});
