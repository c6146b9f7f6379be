import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { fakeApiPerTest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { FollowedComplaints, followedHeading } from './followed-complaints';

const api = fakeApiPerTest();

function followed(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `GOA-2026-00012${n}`,
    categoryKey: 'roads',
    categoryName: 'Roads',
    subcategory: 'Potholes',
    subcategoryLabel: 'Potholes',
    title: '',
    location: 'Near 15.499, 73.828',
    status: 'in_progress',
    statusLabel: 'In Progress',
    followedAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

describe("My Complaints' followed list", () => {
  it('lists each followed complaint with a link to its public page and its status, and pages on its own', async () => {
    api.install({
      'GET /api/complaints/followed': (call) =>
        call.query.page === '2'
          ? { body: { items: [followed(2, { status: 'resolved', statusLabel: 'Resolved' })], total: 2, page: 2, pages: 2 } }
          : { body: { items: [followed(1, { title: 'Broken streetlight' })], total: 2, page: 1, pages: 2 } },
    });
    renderPage(<FollowedComplaints />, { url: '/dashboard', as: { email: 'neighbour@example.com', role: 'user' } });
    const link = await screen.findByRole('link', { name: 'Broken streetlight' });
    expect(link.getAttribute('href')).toBe('/c/GOA-2026-000121');
    const rows = screen.getAllByTestId('followed-row');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getByTestId('status-badge').textContent).toBe('In Progress');
    expect(screen.getByRole('heading', { name: 'Complaints I follow' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const second = await screen.findByRole('link', { name: 'Potholes' });
    expect(second.getAttribute('href')).toBe('/c/GOA-2026-000122');
    expect(within(screen.getByTestId('followed-row')).getByTestId('status-badge').textContent).toBe('Resolved');
    expect(api.current.callsTo('GET /api/complaints/followed').map((c) => c.query.page)).toEqual(['1', '2']);
  });

  it('says when nothing is followed, with no pager', async () => {
    api.install({ 'GET /api/complaints/followed': () => ({ body: { items: [], total: 0, page: 1, pages: 1 } }) });
    renderPage(<FollowedComplaints />, { url: '/dashboard', as: { email: 'neighbour@example.com', role: 'user' } });
    expect(await screen.findByText('You do not follow any complaint yet. Open one on the map and choose Follow.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("names a complaint by the reporter's title only when they showed it, else by its issue", () => {
    expect(followedHeading({ title: 'Broken streetlight', subcategoryLabel: 'Streetlights' })).toBe('Broken streetlight');
    expect(followedHeading({ title: '', subcategoryLabel: 'Streetlights' })).toBe('Streetlights');
  });
});
