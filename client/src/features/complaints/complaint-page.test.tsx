import { DEFAULT_CATEGORIES, subcategoryChoices } from '@civic/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { ComplaintResponse } from '../../api';
import { makeStore } from '../../app/store';
import { type FakeHandler, apiError, fakeApiPerTest } from '../../../test/fake-api';
import { ComplaintPage } from './complaint-page';
import { MyComplaintsPage } from './my-complaints-page';

const api = fakeApiPerTest();

const QUOTA_LEFT: FakeHandler = () => ({ body: { used: 1, limit: 3, resetAt: '2026-11-30T18:30:00.000Z' } });

function renderAt(url: string, routes: Record<string, FakeHandler>) {
  // My Complaints also lists the complaints the citizen follows (none here).
  api.install({ 'GET /api/complaints/followed': () => ({ body: { items: [], total: 0, page: 1, pages: 1 } }), ...routes });
  // A stored session at startup counts as signed in (citizen spec section 4).
  localStorage.setItem('civic.token', 'jwt');
  localStorage.setItem('civic.user', JSON.stringify({ email: 'asha@example.in', firstName: 'Asha', plan: 'Free Citizen', role: 'user' }));
  const store = makeStore();
  const router = createMemoryRouter(
    [
      { path: '/complaint', element: <ComplaintPage /> },
      { path: '/dashboard', element: <MyComplaintsPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const cards = () => within(screen.getByTestId('category-cards')).getAllByRole('radio');
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('complaint wizard, step 1 (citizen spec sections 2 to 5)', () => {
  it('falls back to the eight default categories when GET /api/categories fails', async () => {
    renderAt('/complaint', {
      'GET /api/categories': () => apiError(500, 'INTERNAL_ERROR', 'Something went wrong'),
      'GET /api/usage/complaints-quota': QUOTA_LEFT,
    });
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(cards().map((c) => (c.closest('label') as HTMLElement).textContent)).toEqual(
      DEFAULT_CATEGORIES.map((c) => expect.stringContaining(c.name) as unknown as string),
    );
  });

  it('shows the enabled server categories; the issues exclude Other, which is offered separately', async () => {
    renderAt('/complaint', {
      'GET /api/categories': () => ({
        body: {
          items: [
            {
              _id: '1',
              key: 'water',
              name: 'Water Supply',
              subcategories: ['No water', 'Others', 'Leaking pipe'],
              icon: '💧',
              description: '',
              enabled: true,
              order: 1,
            },
          ],
        },
      }),
      'GET /api/usage/complaints-quota': QUOTA_LEFT,
    });
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(screen.getByLabelText(/Water Supply/));
    const issues = within(screen.getByRole('group', { name: 'Specific issue' })).getAllByRole('radio');
    expect(issues.map((r) => (r as HTMLInputElement).value)).toEqual(['No water', 'Leaking pipe', 'Other']);
  });

  it('step 1 to 2 needs a category and a specific issue (or Other text); changing the category clears the issue', async () => {
    renderAt('/complaint', { 'GET /api/categories': () => ({ body: { items: [] } }), 'GET /api/usage/complaints-quota': QUOTA_LEFT });
    await waitFor(() => expect(cards()).toHaveLength(8));

    next();
    expect(screen.getByText('Choose a category that best fits your complaint.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Category' })).toBeTruthy();

    fireEvent.click(screen.getByLabelText(/Roads & Potholes/));
    expect(screen.queryByText('Choose a category that best fits your complaint.')).toBeNull();
    expect(screen.getByText('Select a specific issue or describe it under "Other".')).toBeTruthy();
    const roads = subcategoryChoices(DEFAULT_CATEGORIES[0].subcategories);
    fireEvent.click(screen.getByLabelText(roads[0]));
    expect((screen.getByLabelText(roads[0]) as HTMLInputElement).checked).toBe(true);

    // Another category: the chosen issue is cleared.
    fireEvent.click(screen.getByLabelText(/Garbage & Waste/));
    const garbageIssues = within(screen.getByRole('group', { name: 'Specific issue' })).getAllByRole('radio') as HTMLInputElement[];
    expect(garbageIssues.some((r) => r.checked)).toBe(false);

    fireEvent.click(screen.getByLabelText('Other (describe it)'));
    next();
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Category' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Describe the issue'));
    fireEvent.change(screen.getByLabelText('Describe the issue'), { target: { value: 'Dead fish on the beach' } });
    next();
    expect(screen.getByRole('heading', { name: 'Step 2 of 3: Details' })).toBeTruthy();
    // The step's fields are a chunk of their own: while it loads, its buttons wait with it, so that nothing a finger
    // aims at moves down when the fields arrive.
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await screen.findByLabelText('Title');
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('preselects the category of a home page link (?category=)', async () => {
    renderAt('/complaint?category=garbage', { 'GET /api/categories': () => ({ body: { items: [] } }), 'GET /api/usage/complaints-quota': QUOTA_LEFT });
    await waitFor(() => expect((screen.getByLabelText(/Garbage & Waste/) as HTMLInputElement).checked).toBe(true));
  });
});

describe('complaint wizard, step 2 and quota (citizen spec sections 4, 5 and 8)', () => {
  it('step 2 to 3 shows every blocking hint: title, location text, photo and pin', async () => {
    renderAt('/complaint?category=roads', { 'GET /api/categories': () => ({ body: { items: [] } }), 'GET /api/usage/complaints-quota': QUOTA_LEFT });
    await waitFor(() => expect(cards()).toHaveLength(8));
    fireEvent.click(screen.getByLabelText('Potholes'));
    next();
    expect(screen.getByRole('heading', { name: 'Step 2 of 3: Details' })).toBeTruthy();
    // The step's fields are a chunk of their own, loaded at the first tap.
    await screen.findByLabelText('Title');
    expect(screen.queryAllByTestId('hint')).toHaveLength(0);
    next();
    // The photo comes first on the step, so its hint does too, and it takes the focus.
    expect(screen.getAllByTestId('hint').map((h) => h.textContent)).toEqual([
      'Upload at least one supporting photo.',
      'Add a short title so we can identify the issue.',
      'Share the address or area name for the complaint.',
      'Capture the exact Goa location by detecting or dropping a pin.',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('Choose from gallery'));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Pothole' } });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Panaji' } });
    expect(screen.getAllByTestId('hint')).toHaveLength(2);
    next();
    expect(screen.getByRole('heading', { name: 'Step 2 of 3: Details' })).toBeTruthy();
    // Free plan: one photo per complaint.
    expect(screen.getByText(/Your plan allows 1 photo per complaint/)).toBeTruthy();
  });

  it('shows Quota Reached when the month’s complaints are used up', async () => {
    renderAt('/complaint', {
      'GET /api/categories': () => ({ body: { items: [] } }),
      'GET /api/usage/complaints-quota': () => ({ body: { used: 3, limit: 3, resetAt: '2026-11-30T18:30:00.000Z' } }),
    });
    const banner = await screen.findByTestId('quota-banner');
    expect(banner.textContent).toContain('Quota Reached');
    expect(banner.textContent).toContain('You have filed 3 of 3 complaints this month');
  });
});

const complaint = (over: Partial<ComplaintResponse>): ComplaintResponse => ({
  id: 'GOA-2026-000001',
  category: 'roads',
  categoryName: 'Roads & Potholes',
  subcategory: 'Potholes',
  subcategoryLabel: 'Potholes',
  otherText: null,
  title: 'Pothole near market',
  description: 'Deep pothole',
  location: 'Panaji market',
  landmark: '',
  urgency: 'medium',
  anonymous: false,
  showPublicly: false,
  geoMismatchConfirmed: false,
  place: null,
  photos: ['/uploads/a.jpg'],
  status: 'pending',
  statusLabel: 'Pending',
  archived: false,
  createdAt: '2026-11-01T05:00:00.000Z',
  submittedDate: '2026-11-01T05:00:00.000Z',
  lastUpdate: '2026-11-01T05:00:00.000Z',
  updates: [{ status: 'pending', statusLabel: 'Pending', date: '2026-11-01T05:00:00.000Z', message: 'Complaint submitted' }],
  coordinates: { lat: 15.4989, lng: 73.8278, source: 'exif', accuracy: null, outsideBounds: false },
  mapUrl: 'https://www.openstreetmap.org/?mlat=15.498900&mlon=73.827800#map=18/15.498900/73.827800',
  geo: null,
  authorityRecipients: [],
  dueAt: null,
  overdueDays: 0,
  supportCount: 0,
  escalation: { level: 0, paused: false, pauseNote: '', heldUntil: null, returned: false, steps: [] },
  fix: { confirmedAt: null, photo: null, verified: false, actionsUntil: null },
  answeredAt: null,
  ...over,
});

describe('My Complaints (citizen spec sections 2 and 8)', () => {
  it('lists complaints newest first with status, date, category and location', async () => {
    renderAt('/dashboard', {
      'GET /api/complaints': () => ({
        body: {
          items: [
            complaint({}),
            complaint({
              id: 'GOA-2026-000007',
              title: 'Garbage pile',
              category: 'garbage',
              categoryName: 'Garbage & Waste',
              subcategory: 'Other',
              subcategoryLabel: 'Other',
              otherText: 'Dead fish',
              status: 'in_progress',
              statusLabel: 'In Progress',
              location: 'Miramar beach',
              createdAt: '2026-11-20T05:00:00.000Z',
            }),
          ],
        },
      }),
    });
    const rows = await screen.findAllByTestId('complaint-row');
    expect(rows.map((r) => within(r).getByRole('heading').textContent)).toEqual(['Garbage pile', 'Pothole near market']);
    expect(within(rows[0]).getByTestId('status-badge').textContent).toBe('In Progress');
    expect(rows[0].textContent).toContain('20 Nov 2026');
    expect(rows[0].textContent).toContain('Garbage & Waste · Other: Dead fish');
    expect(rows[0].textContent).toContain('Miramar beach');
    expect(within(rows[1]).getByTestId('status-badge').textContent).toBe('Pending');
  });

  it('shows the detail view with the updates history, photos with alt text and the map link', async () => {
    const router = renderAt('/dashboard', {
      'GET /api/complaints': () => ({
        body: {
          items: [
            complaint({
              status: 'forwarded',
              statusLabel: 'Forwarded',
              updates: [
                { status: 'pending', statusLabel: 'Pending', date: '2026-11-01T05:00:00.000Z', message: 'Complaint submitted' },
                { status: 'forwarded', statusLabel: 'Forwarded', date: '2026-11-03T06:30:00.000Z', message: 'Sent to the PWD, Panaji' },
              ],
            }),
          ],
        },
      }),
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Pothole near market' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=GOA-2026-000001'));
    expect(screen.getByRole('heading', { level: 1, name: 'Pothole near market' })).toBeTruthy();
    const updates = within(screen.getByTestId('update-list')).getAllByRole('listitem');
    expect(updates.map((u) => u.textContent)).toEqual([expect.stringContaining('Sent to the PWD, Panaji'), expect.stringContaining('Complaint submitted')]);
    expect(within(updates[0]).getByTestId('status-badge').textContent).toBe('Forwarded');
    expect(screen.getByAltText('Photo 1 of complaint GOA-2026-000001: Pothole near market').getAttribute('src')).toBe('/uploads/a.jpg');
    expect(screen.getByRole('link', { name: /View on map/ }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=15.498900&mlon=73.827800#map=18/15.498900/73.827800',
    );
  });

  it('says Failed to load complaints and can try again', async () => {
    let fail = true;
    renderAt('/dashboard', {
      'GET /api/complaints': () => (fail ? apiError(500, 'INTERNAL_ERROR', 'Something went wrong') : { body: { items: [complaint({})] } }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load complaints');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('complaint-row')).toHaveLength(1);
  });
});

describe('My Complaints: deadlines and escalation', () => {
  const overdue = complaint({
    status: 'forwarded',
    statusLabel: 'Forwarded',
    dueAt: '2026-11-16T18:29:59.999Z',
    overdueDays: 9,
    escalation: {
      level: 0,
      paused: false,
      pauseNote: '',
      heldUntil: null,
      returned: false,
      steps: [{ level: 0, kind: 'reminder', at: '2026-11-17T03:30:00.000Z', recipients: ['co@example.gov.in'], cc: [], byReporter: false }],
    },
  });

  it('shows the overdue days in the list and the ladder on the complaint, and escalates at once', async () => {
    let escalated = false;
    renderAt('/dashboard', {
      'GET /api/complaints': () => ({
        body: {
          items: [
            escalated
              ? {
                  ...overdue,
                  escalation: {
                    ...overdue.escalation,
                    level: 1,
                    steps: [
                      ...overdue.escalation.steps,
                      {
                        level: 1,
                        kind: 'escalation',
                        at: '2026-11-25T06:00:00.000Z',
                        recipients: ['collector@example.gov.in'],
                        cc: ['co@example.gov.in'],
                        byReporter: true,
                      },
                    ],
                  },
                }
              : overdue,
          ],
        },
      }),
      'POST /api/complaints/GOA-2026-000001/escalate': () => {
        escalated = true;
        return {
          body: {
            complaintId: 'GOA-2026-000001',
            level: 1,
            kind: 'escalation',
            recipients: ['collector@example.gov.in'],
            cc: ['co@example.gov.in'],
            daysOverdue: 9,
          },
        };
      },
    });
    expect(await screen.findByText('Overdue by 9 days')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Pothole near market' }));
    const panel = await screen.findByTestId('escalation-panel');
    expect(panel.textContent).toContain('The authority is due to act by');
    expect(within(panel).getByTestId('overdue').textContent).toBe('Overdue by 9 days');
    expect(within(panel).getByTestId('escalation-steps').textContent).toContain('Reminder to the authority');
    expect(within(panel).queryByRole('button', { name: 'Download RTI application' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Escalate now' }));
    await waitFor(() => expect(api.current.callsTo('POST /api/complaints/GOA-2026-000001/escalate')).toHaveLength(1));
    await waitFor(() => expect(within(panel).getByTestId('escalation-steps').textContent).toContain('Escalated to level 1 (at your request)'));
    expect(panel.textContent).toContain('Copy to co@example.gov.in');
  });

  const resolved = complaint({
    id: 'GOA-2026-000002',
    title: 'Streetlight out',
    status: 'resolved',
    statusLabel: 'Resolved',
    fix: { confirmedAt: null, photo: null, verified: false, actionsUntil: '2026-12-20T04:30:00.000Z' },
  });

  it('reopens a resolved complaint with a required note', async () => {
    let reopened = false;
    renderAt('/dashboard?id=GOA-2026-000002', {
      'GET /api/complaints': () => ({
        body: { items: [reopened ? { ...resolved, status: 'in_progress', fix: { ...resolved.fix, actionsUntil: null } } : resolved] },
      }),
      'POST /api/complaints/GOA-2026-000002/reopen': () => {
        reopened = true;
        return { body: { ...resolved, status: 'in_progress' } };
      },
    });
    const panel = await screen.findByTestId('fix-panel');
    expect(panel.textContent).toContain('The authority marked this complaint resolved. Until 20 Dec 2026');
    fireEvent.click(within(panel).getByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen the complaint' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please tell us why the problem is not fixed.');
    expect(api.current.callsTo('POST /api/complaints/GOA-2026-000002/reopen')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('What is still wrong?'), { target: { value: '  Dark again since Monday ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(api.current.callsTo('POST /api/complaints/GOA-2026-000002/reopen')).toHaveLength(1));
    expect(api.current.callsTo('POST /api/complaints/GOA-2026-000002/reopen')[0].body).toEqual({ message: 'Dark again since Monday', photos: [] });
    await waitFor(() => expect(screen.queryByTestId('fix-panel')).toBeNull());
  });

  it("the email's 'Yes, fixed' link opens the confirmation, which changes nothing until sent; 'No' opens the reopening", async () => {
    const router = renderAt('/dashboard?id=GOA-2026-000002&fixed=yes', {
      'GET /api/complaints': () => ({ body: { items: [resolved] } }),
      'POST /api/complaints/GOA-2026-000002/confirm-fix': () => ({ body: { ...resolved, fix: { ...resolved.fix, confirmedAt: '2026-11-25T04:30:00.000Z' } } }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the fix' });
    expect(api.current.callsTo('POST /api/complaints/GOA-2026-000002/confirm-fix')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?id=GOA-2026-000002');
    expect(api.current.callsTo('POST /api/complaints/GOA-2026-000002/confirm-fix')).toHaveLength(0);

    await router.navigate('/dashboard?id=GOA-2026-000002&fixed=no');
    expect(await screen.findByRole('dialog', { name: 'Reopen the complaint' })).toBeTruthy();
  });

  it('confirms a fix without a photo and shows a verified confirmation', async () => {
    renderAt('/dashboard?id=GOA-2026-000002', {
      'GET /api/complaints': () => ({
        body: {
          items: [
            api.current.callsTo('POST /api/complaints/GOA-2026-000002/confirm-fix').length > 0
              ? { ...resolved, fix: { confirmedAt: '2026-11-25T04:30:00.000Z', photo: '/uploads/after.jpg', verified: true, actionsUntil: null } }
              : resolved,
          ],
        },
      }),
      'POST /api/complaints/GOA-2026-000002/confirm-fix': () => ({ body: { ...resolved, fix: { ...resolved.fix, confirmedAt: '2026-11-25T04:30:00.000Z' } } }),
    });
    const panel = await screen.findByTestId('fix-panel');
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm fix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the fix' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm fix' }));
    await waitFor(() => expect(api.current.callsTo('POST /api/complaints/GOA-2026-000002/confirm-fix')).toHaveLength(1));
    expect(api.current.callsTo('POST /api/complaints/GOA-2026-000002/confirm-fix')[0].body).toEqual({});
    await waitFor(() =>
      expect(within(panel).getByTestId('fix-verification').textContent).toBe('Verified: the after-photo was taken at the reported location.'),
    );
    expect(panel.textContent).toContain('You confirmed the fix on 25 Nov 2026.');
    expect(within(panel).queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it('offers the RTI application after level 2 and no escalation of a resolved complaint', async () => {
    renderAt('/dashboard?id=GOA-2026-000001', {
      'GET /api/complaints': () => ({ body: { items: [{ ...overdue, escalation: { ...overdue.escalation, level: 2 } }] } }),
    });
    const panel = await screen.findByTestId('escalation-panel');
    expect(within(panel).getByRole('button', { name: 'Download RTI application' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Escalate now' })).toBeNull();
  });
});
