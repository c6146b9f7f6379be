import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { AdminComplaintResponse, ComplaintRoutingCheckResponse } from '../../api/admin';
import { makeStore } from '../../app/store';
import { type FakeHandler, apiError, fakeApiPerTest } from '../../../test/fake-api';
import { AdminComplaintsPage } from './admin-complaints-page';

function complaint(id: string, title: string, extra: Partial<AdminComplaintResponse> = {}): AdminComplaintResponse {
  return {
    id,
    category: 'animals',
    categoryName: 'Stray Animals',
    subcategory: 'Cattle on road',
    subcategoryLabel: 'Cattle on road',
    title,
    description: 'Cattle on the road at night.',
    location: 'Ravona, Satari, North Goa',
    landmark: '',
    urgency: 'high',
    anonymous: false,
    showPublicly: false,
    geoMismatchConfirmed: false,
    place: null,
    photos: ['/uploads/a.webp'],
    status: 'pending',
    statusLabel: 'Pending',
    archived: false,
    createdAt: '2026-11-20T10:00:00Z',
    submittedDate: '2026-11-20T10:00:00Z',
    lastUpdate: '2026-11-20T10:00:00Z',
    updates: [{ status: 'pending', statusLabel: 'Pending', date: '2026-11-20T10:00:00Z', message: 'Complaint submitted' }],
    coordinates: { lat: 15.61128, lng: 74.04155, source: 'manual', outsideBounds: false },
    mapUrl: 'https://www.openstreetmap.org/?mlat=15.611280&mlon=74.041550#map=18/15.611280/74.041550',
    geo: { districtCode: '551', subdistrictCode: '5613', villageCode: '626767' },
    authorityRecipients: [
      { authorityEmail: 'mamlatdar@example.gov.in', authorityName: 'Mamlatdar', authorityDesignation: 'Mamlatdar', authorityDepartment: 'Revenue' },
      { authorityEmail: 'bdo@example.gov.in', authorityName: 'BDO', authorityDesignation: 'BDO', authorityDepartment: 'Rural Development' },
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
    ...extra,
  };
}

const CATTLE = complaint('GOA-2026-000001', 'Cattle on the highway');
const DOGS = complaint('GOA-2026-000002', 'Stray dogs near the school', { subcategory: 'Stray dogs', location: 'Valpoi, Satari' });

const TALUKA_ONLY: ComplaintRoutingCheckResponse = {
  found: true,
  hasEmail: true,
  level: 'subdistrict',
  expectedLevel: 'village',
  isDeepest: false,
  location: 'Satari, North Goa',
  recipients: CATTLE.authorityRecipients,
  recipientsSource: 'routing',
};

const api = fakeApiPerTest();

function renderDesk(routes: Record<string, FakeHandler>, at = '/admin/complaints') {
  api.install({
    'GET /api/admin/complaints': () => ({ body: { items: [CATTLE, DOGS], total: 2, page: 1, pages: 1 } }),
    [`PATCH /api/admin/complaints/${CATTLE.id}/status`]: (call) => ({ body: { ...CATTLE, status: (call.body as { status: string }).status } }),
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
  return api.current;
}

async function row(id: string) {
  const cell = await screen.findByText(id);
  return cell.closest('tr') as HTMLElement;
}

function chooseStatus(r: HTMLElement, status: string) {
  fireEvent.change(within(r).getByLabelText('Status'), { target: { value: status } });
}

describe('admin complaints desk (admin spec sections 2, 4 and 5)', () => {
  it('lists each complaint with its first recipient, +N more and the reporter', async () => {
    renderDesk({});
    const r = await row(CATTLE.id);
    expect(within(r).getByText('mamlatdar@example.gov.in')).toBeTruthy();
    expect(within(r).getByText('+1 more')).toBeTruthy();
    expect(within(r).getByText('ravi@example.in')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(api.current.callsTo('GET /api/admin/complaints')[0].query).toEqual({ page: '1', limit: '10', archived: 'false' });
  });

  it("shows 'Deleted user' for a complaint whose reporter's account was deleted", async () => {
    const orphan = complaint('GOA-2026-000003', 'Pothole reported by a deleted account', {
      createdBy: { email: null, name: 'Deleted user', deleted: true },
    });
    renderDesk({ 'GET /api/admin/complaints': () => ({ body: { items: [orphan], total: 1, page: 1, pages: 1 } }) });
    const r = await row(orphan.id);
    expect(within(r).getByText('Deleted user')).toBeTruthy();
  });

  it('searches the current page only, over title, category and location', async () => {
    renderDesk({});
    await row(CATTLE.id);
    fireEvent.change(screen.getByLabelText('Search this page (title, category, location)'), { target: { value: 'valpoi' } });
    expect(screen.queryByText(CATTLE.id)).toBeNull();
    expect(screen.getByText(DOGS.id)).toBeTruthy();
    expect(api.current.callsTo('GET /api/admin/complaints')).toHaveLength(1);
  });

  it('refuses a rejection without a note before calling the server', async () => {
    renderDesk({});
    const r = await row(CATTLE.id);
    chooseStatus(r, 'rejected');
    fireEvent.click(within(r).getByRole('button', { name: 'Save' }));
    expect((await within(r).findByRole('alert')).textContent).toBe('Please add a note explaining the rejection.');
    expect(api.current.callsTo(`PATCH /api/admin/complaints/${CATTLE.id}/status`)).toHaveLength(0);

    fireEvent.change(within(r).getByLabelText('Message (required for a rejection)'), { target: { value: 'Private cattle; owner warned.' } });
    fireEvent.click(within(r).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.current.callsTo(`PATCH /api/admin/complaints/${CATTLE.id}/status`)).toHaveLength(1));
    expect(api.current.calls.find((c) => c.method === 'PATCH')!.body).toEqual({ status: 'rejected', message: 'Private cattle; owner warned.' });
  });

  it("shows 'Deepest routing contact missing' when the contact is at another level; Cancel keeps it, Continue anyway forwards", async () => {
    renderDesk({ [`GET /api/admin/complaints/${CATTLE.id}/routing-check`]: () => ({ body: TALUKA_ONLY }) });
    const r = await row(CATTLE.id);
    chooseStatus(r, 'forwarded');
    fireEvent.change(within(r).getByLabelText('Message (optional)'), { target: { value: 'Please act.' } });
    fireEvent.click(within(r).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deepest routing contact missing' });
    expect(dialog.textContent).toContain("found at the taluka (subdistrict) level (Satari, North Goa), not at the complaint's village level");
    expect(within(dialog).getByRole('link', { name: 'Routing Contacts' }).getAttribute('href')).toBe('/admin/routing');
    expect(within(dialog).getByRole('link', { name: 'Routing Template' }).getAttribute('href')).toBe('/admin/routing/template');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.current.callsTo(`PATCH /api/admin/complaints/${CATTLE.id}/status`)).toHaveLength(0);

    fireEvent.click(await within(r).findByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Deepest routing contact missing' })).getByRole('button', { name: 'Continue anyway' }));
    await waitFor(() => expect(api.current.callsTo(`PATCH /api/admin/complaints/${CATTLE.id}/status`)).toHaveLength(1));
    expect(api.current.callsTo(`PATCH /api/admin/complaints/${CATTLE.id}/status`)[0].body).toEqual({ status: 'forwarded', message: 'Please act.' });
    expect(api.current.callsTo(`GET /api/admin/complaints/${CATTLE.id}/routing-check`)).toHaveLength(2);
  });

  it('forwards without a dialog when the deepest contact has an email, and when the check itself fails', async () => {
    renderDesk({
      [`GET /api/admin/complaints/${CATTLE.id}/routing-check`]: () => ({ body: { ...TALUKA_ONLY, level: 'village', isDeepest: true } }),
      [`GET /api/admin/complaints/${DOGS.id}/routing-check`]: () => apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
      [`PATCH /api/admin/complaints/${DOGS.id}/status`]: () => ({ body: { ...DOGS, status: 'forwarded' } }),
    });
    const cattle = await row(CATTLE.id);
    chooseStatus(cattle, 'forwarded');
    fireEvent.click(within(cattle).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.current.callsTo(`PATCH /api/admin/complaints/${CATTLE.id}/status`)).toHaveLength(1));

    const dogs = await row(DOGS.id);
    chooseStatus(dogs, 'forwarded');
    fireEvent.click(within(dogs).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.current.callsTo(`PATCH /api/admin/complaints/${DOGS.id}/status`)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pauses the escalation ladder with a required note and resumes it, from the side panel', async () => {
    let current: AdminComplaintResponse = { ...CATTLE, status: 'forwarded', dueAt: '2026-11-30T18:29:59.999Z' };
    const pauseRoute = `PATCH /api/admin/complaints/${CATTLE.id}/escalation`;
    renderDesk(
      {
        [`GET /api/admin/complaints/${CATTLE.id}`]: () => ({ body: current }),
        [pauseRoute]: (call) => {
          const body = call.body as { paused: boolean; note?: string };
          current = { ...current, escalation: { ...current.escalation, paused: body.paused, pauseNote: body.note ?? '' } };
          return { body: current };
        },
      },
      `/admin/complaints?id=${CATTLE.id}`,
    );
    const ladder = await screen.findByTestId('admin-ladder');
    fireEvent.click(within(ladder).getByRole('button', { name: 'Pause escalation' }));
    fireEvent.click(within(ladder).getByRole('button', { name: 'Pause' }));
    expect(await within(ladder).findByText('Please add a note explaining the pause.')).toBeTruthy();
    expect(api.current.callsTo(pauseRoute)).toHaveLength(0);

    fireEvent.change(within(ladder).getByLabelText('Why pause?'), { target: { value: '  Road works tendered  ' } });
    fireEvent.click(within(ladder).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(api.current.callsTo(pauseRoute)).toHaveLength(1));
    expect(api.current.callsTo(pauseRoute)[0].body).toEqual({ paused: true, note: 'Road works tendered' });
    expect(await within(ladder).findByText('Escalation paused: Road works tendered')).toBeTruthy();

    fireEvent.click(await within(ladder).findByRole('button', { name: 'Resume escalation' }));
    await waitFor(() => expect(api.current.callsTo(pauseRoute)).toHaveLength(2));
    expect(api.current.callsTo(pauseRoute)[1].body).toEqual({ paused: false });
    expect(await within(ladder).findByRole('button', { name: 'Pause escalation' })).toBeTruthy();
  });

  it("shows 'Failed to load complaints' as an inline banner when the list fails without a message", async () => {
    renderDesk({ 'GET /api/admin/complaints': () => ({ status: 500, body: '' }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load complaints');
  });
});
