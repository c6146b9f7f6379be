import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { AdminComplaintResponse, HeldReplyResponse } from '../../api/admin';
import { makeStore } from '../../app/store';
import { type FakeHandler, fakeApiPerTest } from '../../../test/fake-api';
import { AdminComplaintsPage } from './admin-complaints-page';

const COMPLAINT: AdminComplaintResponse = {
  id: 'GOA-2026-000007',
  category: 'roads',
  categoryName: 'Roads',
  subcategory: 'Potholes',
  subcategoryLabel: 'Potholes',
  title: 'Crater on the market road',
  description: '',
  location: 'Canacona',
  landmark: '',
  urgency: 'high',
  anonymous: false,
  showPublicly: false,
  place: null,
  photos: ['/uploads/a.webp'],
  status: 'forwarded',
  statusLabel: 'Forwarded',
  archived: false,
  createdAt: '2026-11-20T10:00:00Z',
  submittedDate: '2026-11-20T10:00:00Z',
  lastUpdate: '2026-11-21T10:00:00Z',
  updates: [{ status: 'forwarded', statusLabel: 'Forwarded', date: '2026-11-21T10:00:00Z', message: 'Forwarded' }],
  coordinates: { lat: 15.00951, lng: 74.04006, source: 'manual', outsideBounds: false },
  mapUrl: 'https://www.openstreetmap.org/?mlat=15.009510&mlon=74.040060#map=18/15.009510/74.040060',
  geo: { districtCode: '552', ulbCode: '252100' },
  authorityRecipients: [
    { authorityEmail: 'co@canacona.gov.in', authorityName: 'Chief Officer', authorityDesignation: 'Chief Officer', authorityDepartment: '' },
  ],
  createdBy: { email: 'ravi@example.in', name: 'Ravi Naik', deleted: false },
  returned: null,
  responseLinks: [],
  repliesToReview: 1,
  channel: 'web',
  dueAt: null,
  overdueDays: 0,
  supportCount: 0,
  escalation: { level: 0, paused: false, pauseNote: '', heldUntil: null, returned: false, steps: [] },
  fix: { confirmedAt: null, photo: null, verified: false, actionsUntil: null },
  answeredAt: null,
  geoMismatchConfirmed: false,
};

const HELD: HeldReplyResponse = {
  id: '5b7a1d8e-0c3f-4a52-9d1e-6f2b8c4a7e10',
  fromAddress: 'clerk.canacona@gmail.com',
  recipientEmail: 'co@canacona.gov.in',
  authorityName: 'Chief Officer',
  text: 'Road repaired, photo attached.',
  photos: ['/uploads/b.jpg'],
  dropped: ['notes.docx (not a photo)'],
  receivedAt: '2026-11-22T05:00:00Z',
  heldReason: 'not_authenticated',
  authentication: 'dmarc=fail spf=none (smtp.mailfrom=gmail.com) dkim=none',
};

const api = fakeApiPerTest();

function renderDesk(routes: Record<string, FakeHandler>, at = '/admin/complaints') {
  api.install({
    'GET /api/admin/complaints': () => ({ body: { items: [COMPLAINT], total: 1, page: 1, pages: 1 } }),
    [`GET /api/admin/complaints/${COMPLAINT.id}`]: () => ({ body: COMPLAINT }),
    [`GET /api/admin/complaints/${COMPLAINT.id}/replies`]: () => ({ body: [HELD] }),
    ...routes,
  });
  const store = makeStore({
    session: {
      token: 'jwt-admin',
      user: { _id: 'a1', email: 'desk@example.in', firstName: 'Desk', lastName: 'Admin', role: 'admin', adminModules: ['complaints'] } as never,
    },
  });
  const router = createMemoryRouter([{ path: '/admin/complaints', element: <AdminComplaintsPage /> }], { initialEntries: [at] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('email replies to review on the complaints desk', () => {
  it("filters 'Replies to review' and shows '1 reply to review' on the row", async () => {
    renderDesk({});
    expect(await screen.findByText('1 reply to review')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Replies to review'));
    await waitFor(() => expect(api.current.callsTo('GET /api/admin/complaints').at(-1)!.query).toMatchObject({ repliesToReview: 'true' }));
  });

  it('shows the held reply in the side panel and publishes it', async () => {
    renderDesk({ [`POST /api/admin/complaints/${COMPLAINT.id}/replies/${HELD.id}/publish`]: () => ({ body: { id: HELD.id, status: 'published' } }) });
    fireEvent.click(await screen.findByText('1 reply to review'));
    const held = await screen.findByTestId('held-reply');
    expect(within(held).getByText('From clerk.canacona@gmail.com')).toBeTruthy();
    expect(within(held).getByText('Road repaired, photo attached.')).toBeTruthy();
    expect(within(held).getByText('Attachments not kept: notes.docx (not a photo)')).toBeTruthy();
    expect(within(held).getByTestId('held-reply-reason').textContent).toBe(
      "Held: the sender's domain did not confirm this email (SPF, DKIM, DMARC), so anyone could have written it.",
    );
    expect(within(held).getByText('Sender checks: dmarc=fail spf=none (smtp.mailfrom=gmail.com) dkim=none')).toBeTruthy();
    expect(within(held).getByAltText('Photo 1 of 1 in the reply from clerk.canacona@gmail.com')).toBeTruthy();
    fireEvent.click(within(held).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.current.callsTo(`POST /api/admin/complaints/${COMPLAINT.id}/replies/${HELD.id}/publish`)).toHaveLength(1));
  });

  it('says why each held reply waits, in the admin’s language', async () => {
    const revoked = { ...HELD, id: '9c1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f', heldReason: 'link_revoked' as const, authentication: '' };
    renderDesk({ [`GET /api/admin/complaints/${COMPLAINT.id}/replies`]: () => ({ body: [HELD, revoked] }) }, `/admin/complaints?id=${COMPLAINT.id}`);
    await waitFor(() => expect(screen.getAllByTestId('held-reply-reason')).toHaveLength(2));
    expect(screen.getAllByTestId('held-reply-reason').map((p) => p.textContent)).toEqual([
      "Held: the sender's domain did not confirm this email (SPF, DKIM, DMARC), so anyone could have written it.",
      'Held: sent to the reply address of a response link that was revoked.',
    ]);
    expect(screen.getAllByText(/^Sender checks:/)).toHaveLength(1);
  });

  it('discards a held reply', async () => {
    renderDesk(
      { [`POST /api/admin/complaints/${COMPLAINT.id}/replies/${HELD.id}/discard`]: () => ({ body: { id: HELD.id, status: 'discarded' } }) },
      `/admin/complaints?id=${COMPLAINT.id}`,
    );
    const held = await screen.findByTestId('held-reply');
    fireEvent.click(within(held).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(api.current.callsTo(`POST /api/admin/complaints/${COMPLAINT.id}/replies/${HELD.id}/discard`)).toHaveLength(1));
  });
});
