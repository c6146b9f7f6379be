import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { AdminComplaintResponse } from '../../api/admin';
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
  updates: [
    { status: 'forwarded', statusLabel: 'Forwarded', date: '2026-11-21T10:00:00Z', message: 'Forwarded', source: 'admin' },
    {
      status: 'in_progress',
      statusLabel: 'In Progress',
      date: '2026-11-22T10:00:00Z',
      message: 'Crew on site.',
      photos: ['/uploads/b.jpg'],
      source: 'authority',
      authorityName: 'Chief Officer',
      authorityAction: 'in_progress',
    },
  ],
  coordinates: { lat: 15.00951, lng: 74.04006, source: 'manual', outsideBounds: false },
  mapUrl: 'https://www.openstreetmap.org/?mlat=15.009510&mlon=74.040060#map=18/15.009510/74.040060',
  geo: { districtCode: '552', ulbCode: '252100' },
  authorityRecipients: [
    { authorityEmail: 'co@canacona.gov.in', authorityName: 'Chief Officer', authorityDesignation: 'Chief Officer', authorityDepartment: '' },
  ],
  createdBy: { email: 'ravi@example.in', name: 'Ravi Naik', deleted: false },
  returned: null,
  responseLinks: [],
  repliesToReview: 0,
  channel: 'web',
  dueAt: null,
  overdueDays: 0,
  supportCount: 0,
  escalation: { level: 0, paused: false, pauseNote: '', heldUntil: null, returned: false, steps: [] },
  fix: { confirmedAt: null, photo: null, verified: false, actionsUntil: null },
  answeredAt: null,
  geoMismatchConfirmed: false,
};

const HIDE = `POST /api/admin/complaints/${COMPLAINT.id}/authority-answers/1/hide`;
const UNHIDE = `POST /api/admin/complaints/${COMPLAINT.id}/authority-answers/1/unhide`;
const REASON = "Quotes the reporter's phone number.";

const api = fakeApiPerTest();

function renderPanel(complaint: AdminComplaintResponse, routes: Record<string, FakeHandler> = {}) {
  api.install({
    'GET /api/admin/complaints': () => ({ body: { items: [complaint], total: 1, page: 1, pages: 1 } }),
    [`GET /api/admin/complaints/${complaint.id}`]: () => ({ body: complaint }),
    ...routes,
  });
  const store = makeStore({
    session: {
      token: 'jwt-admin',
      user: { _id: 'a1', email: 'desk@example.in', firstName: 'Desk', lastName: 'Admin', role: 'admin', adminModules: ['complaints'] } as never,
    },
  });
  const router = createMemoryRouter([{ path: '/admin/complaints', element: <AdminComplaintsPage /> }], {
    initialEntries: [`/admin/complaints?id=${complaint.id}`],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe("hiding an authority's answer from the public page, on the complaints desk", () => {
  it('asks the reason in a dialog, refuses a blank one, and sends it for that answer', async () => {
    renderPanel(COMPLAINT, { [HIDE]: () => ({ body: COMPLAINT }) });
    const history = await screen.findByTestId('status-history');
    // Only the authority's entry offers it.
    expect(within(history).getAllByRole('button', { name: 'Hide from the public page' })).toHaveLength(1);
    fireEvent.click(within(history).getByRole('button', { name: 'Hide from the public page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this answer from the public page' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Please give the reason for hiding this answer.')).toBeTruthy();
    expect(api.current.callsTo(HIDE)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: `  ${REASON} ` } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(api.current.callsTo(HIDE).map((c) => c.body)).toEqual([{ reason: REASON }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hide this answer from the public page' })).toBeNull());
  });

  it('says a hidden answer is hidden, with its reason, and shows it again', async () => {
    const hidden = { ...COMPLAINT, updates: COMPLAINT.updates.map((u, i) => (i === 1 ? { ...u, hiddenReason: REASON, hiddenAt: '2026-11-23T10:00:00Z' } : u)) };
    renderPanel(hidden, { [UNHIDE]: () => ({ body: COMPLAINT }) });
    const note = await screen.findByTestId('answer-hidden');
    expect(within(note).getByText(`Hidden from the public page: ${REASON}`)).toBeTruthy();
    fireEvent.click(within(note).getByRole('button', { name: 'Show on the public page' }));
    await waitFor(() => expect(api.current.callsTo(UNHIDE)).toHaveLength(1));
  });
});
