import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { InboundReplyResponse } from '../../api/admin';
import { makeStore } from '../../app/store';
import { type FakeHandler, fakeApiPerTest } from '../../../test/fake-api';
import { InboundRepliesPage } from './inbound-replies-page';

const HELD: InboundReplyResponse = {
  id: '5b7a1d8e-0c3f-4a52-9d1e-6f2b8c4a7e10',
  complaintId: 'GOA-2026-000007',
  complaintTitle: 'Crater on the market road',
  status: 'held',
  fromAddress: 'clerk.canacona@gmail.com',
  recipientEmail: 'co@canacona.gov.in',
  authorityName: 'Chief Officer',
  text: 'Road repaired near the bus stand.',
  photos: [],
  dropped: [],
  receivedAt: '2026-11-22T05:00:00Z',
  heldReason: 'sender_not_recipient',
  authentication: '',
  discardReason: null,
  reviewedAt: null,
};

const api = fakeApiPerTest();

function renderInbox(routes: Record<string, FakeHandler> = {}) {
  api.install({ 'GET /api/admin/inbound-replies': () => ({ body: { items: [HELD], total: 1 } }), ...routes });
  const store = makeStore({
    session: {
      token: 'jwt-admin',
      user: { _id: 'a1', email: 'desk@example.in', firstName: 'Desk', lastName: 'Admin', role: 'admin', adminModules: ['complaints'] } as never,
    },
  });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <InboundRepliesPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('the admin inbox of emailed replies', () => {
  it('lists held replies with their complaint and reason, and attaches one to another complaint', async () => {
    renderInbox({
      [`POST /api/admin/inbound-replies/${HELD.id}/attach`]: () => ({ body: { id: HELD.id, status: 'published', complaintId: 'GOA-2026-000009' } }),
    });
    const reply = await screen.findByTestId('inbound-reply');
    expect(within(reply).getByText('Matched to GOA-2026-000007: Crater on the market road')).toBeTruthy();
    expect(within(reply).getByText("Held: the sender is not one of the complaint's recipients.")).toBeTruthy();
    const target = within(reply).getByLabelText('Attach to complaint (id such as GOA-2026-000123)') as HTMLInputElement;
    expect(target.value).toBe('GOA-2026-000007');
    fireEvent.change(target, { target: { value: 'GOA-2026-000009' } });
    fireEvent.click(within(reply).getByRole('button', { name: 'Attach and publish' }));
    await waitFor(() => expect(api.current.callsTo(`POST /api/admin/inbound-replies/${HELD.id}/attach`)).toHaveLength(1));
    expect(api.current.callsTo(`POST /api/admin/inbound-replies/${HELD.id}/attach`)[0].body).toEqual({ complaintId: 'GOA-2026-000009' });
    expect(api.current.callsTo('GET /api/admin/inbound-replies')[0].query).toMatchObject({ status: 'held' });
  });

  it('discards a reply with the reason typed', async () => {
    renderInbox({
      [`POST /api/admin/inbound-replies/${HELD.id}/discard`]: () => ({ body: { id: HELD.id, status: 'discarded', complaintId: HELD.complaintId } }),
    });
    const reply = await screen.findByTestId('inbound-reply');
    fireEvent.change(within(reply).getByLabelText('Reason for discarding'), { target: { value: 'A newsletter' } });
    fireEvent.click(within(reply).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(api.current.callsTo(`POST /api/admin/inbound-replies/${HELD.id}/discard`)).toHaveLength(1));
    expect(api.current.callsTo(`POST /api/admin/inbound-replies/${HELD.id}/discard`)[0].body).toEqual({ reason: 'A newsletter' });
  });

  it('asks for discarded replies when the admin chooses them', async () => {
    renderInbox();
    await screen.findByTestId('inbound-reply');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'discarded' } });
    await waitFor(() => expect(api.current.callsTo('GET /api/admin/inbound-replies').at(-1)!.query).toMatchObject({ status: 'discarded' }));
  });
});
