import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { AdminTicketResponse } from '../../api/admin';
import { type FakeHandler, apiError, fakeApiPerTest } from '../../../test/fake-api';
import { renderPage, type, SUPERADMIN } from '../../../test/render';
import { AdminSupportPage } from './admin-support-page';
import { statusActions } from './ticket-panel';

const TICKET: AdminTicketResponse = {
  _id: 't1',
  code: 'SUP-7KQ2M',
  subject: 'Map does not load',
  message: 'The map stays grey on my phone.',
  name: 'Asha Naik',
  email: 'asha@example.in',
  category: 'Bug',
  status: 'open',
  user: 'u1',
  resolution: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  updates: [{ type: 'created', status: 'open', message: '', createdAt: '2026-11-20T10:00:00.000Z', public: true, actorEmail: null }],
};

const api = fakeApiPerTest();

function renderInbox(routes: Record<string, FakeHandler>, url = '/admin/support') {
  api.install(routes);
  const { router } = renderPage(<AdminSupportPage />, {
    url,
    as: SUPERADMIN,
    toaster: true,
  });
  return { fake: api.current, router };
}

describe('status buttons (admin spec section 2)', () => {
  it('offers Mark Closed unless closed, In Progress unless in progress or closed, Reopen always', () => {
    expect(statusActions('open').map((a) => a.label)).toEqual(['close', 'inProgress', 'reopen']);
    expect(statusActions('in_progress').map((a) => a.label)).toEqual(['close', 'reopen']);
    expect(statusActions('closed').map((a) => a.label)).toEqual(['reopen']);
  });
});

describe('Support inbox (/admin/support, admin spec sections 2, 5, 8 and 9)', () => {
  it('lists tickets (limit 50) and applies search, category and status filters with Apply', async () => {
    const { fake, router } = renderInbox({ 'GET /api/admin/support': () => ({ body: { items: [TICKET], total: 1, page: 1, pages: 1 } }) });
    const row = within(await screen.findByTestId('ticket-row'));
    expect(row.getByText('SUP-7KQ2M')).toBeTruthy();
    expect(row.getByText('asha@example.in')).toBeTruthy();
    expect(fake.callsTo('GET /api/admin/support')[0].query).toEqual({ page: '1', limit: '50' });
    type(screen.getByLabelText('Search'), ' SUP-7KQ ');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Bug' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'open' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(fake.callsTo('GET /api/admin/support').at(-1)?.query).toEqual({ page: '1', limit: '50', q: 'SUP-7KQ', category: 'Bug', status: 'open' }),
    );
    expect(router.state.location.search).toContain('q=SUP-7KQ');
  });

  it("says 'Failed to load tickets' when the list fails, and 'No tickets yet.' when empty", async () => {
    renderInbox({ 'GET /api/admin/support': () => ({ status: 500, body: {} }) });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load tickets');
    api.current.restore();
    document.body.innerHTML = '';
    renderInbox({ 'GET /api/admin/support': () => ({ body: { items: [], total: 0, page: 1, pages: 1 } }) });
    expect(await screen.findByText('No tickets yet.')).toBeTruthy();
  });

  it('opens the ticket panel with its fields and history, changes the status, saves notes and emails the user', async () => {
    let current = TICKET;
    const { fake } = renderInbox({
      'GET /api/admin/support': () => ({ body: { items: [current], total: 1, page: 1, pages: 1 } }),
      'PATCH /api/admin/support/t1/status': (call) => {
        const status = (call.body as { status: 'open' | 'in_progress' | 'closed' }).status;
        current = {
          ...current,
          status,
          updates: [
            ...current.updates,
            { type: 'status', status, message: '', createdAt: '2026-11-21T10:00:00.000Z', public: true, actorEmail: 'root@goa.in' },
          ],
        };
        return { body: current };
      },
      'PATCH /api/admin/support/t1/notes': (call) => {
        current = { ...current, resolution: (call.body as { resolution: string }).resolution };
        return { body: current };
      },
      'POST /api/admin/support/t1/notify': (call) => {
        const message = (call.body as { message: string }).message;
        current = {
          ...current,
          updates: [
            ...current.updates,
            { type: 'message', status: null, message, createdAt: '2026-11-21T11:00:00.000Z', public: true, actorEmail: 'root@goa.in' },
          ],
        };
        return { body: current };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open ticket SUP-7KQ2M' }));
    const panel = within(await screen.findByTestId('ticket-panel'));
    expect(panel.getByText('The map stays grey on my phone.')).toBeTruthy();
    expect(panel.getByText('Ticket opened')).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Mark Closed' })).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Reopen' })).toBeTruthy();

    fireEvent.click(panel.getByRole('button', { name: 'In Progress' }));
    expect(await screen.findByText('Status updated')).toBeTruthy();
    expect(fake.callsTo('PATCH /api/admin/support/t1/status')[0].body).toEqual({ status: 'in_progress' });
    await waitFor(() => expect(panel.queryByRole('button', { name: 'In Progress' })).toBeNull());
    expect(panel.getByText('Status changed to In Progress')).toBeTruthy();

    // An empty message is refused before any call.
    fireEvent.click(panel.getByRole('button', { name: 'Send email' }));
    expect(panel.getByText('Write a message first')).toBeTruthy();
    expect(fake.callsTo('POST /api/admin/support/t1/notify')).toHaveLength(0);
    type(panel.getByLabelText('Message to the user'), 'We are looking into it.');
    fireEvent.click(panel.getByRole('button', { name: 'Send email' }));
    expect(await screen.findByText('Email sent')).toBeTruthy();
    expect(fake.callsTo('POST /api/admin/support/t1/notify')[0].body).toEqual({ message: 'We are looking into it.' });
    expect(await panel.findByText('We are looking into it.')).toBeTruthy();

    type(panel.getByLabelText('Internal resolution notes'), 'Leaflet tiles blocked by the carrier.');
    fireEvent.click(panel.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Notes saved')).toBeTruthy();
    expect(fake.callsTo('PATCH /api/admin/support/t1/notes')[0].body).toEqual({ resolution: 'Leaflet tiles blocked by the carrier.' });
  });

  it("shows the server's message or 'Failed to send email' when emailing fails", async () => {
    renderInbox(
      {
        'GET /api/admin/support': () => ({ body: { items: [TICKET], total: 1, page: 1, pages: 1 } }),
        'POST /api/admin/support/t1/notify': () => apiError(503, 'SERVICE_UNAVAILABLE', ''),
      },
      '/admin/support?id=t1',
    );
    const panel = within(await screen.findByTestId('ticket-panel'));
    type(panel.getByLabelText('Message to the user'), 'Hello');
    fireEvent.click(panel.getByRole('button', { name: 'Send email' }));
    expect(await screen.findByText('Failed to send email')).toBeTruthy();
  });
});
