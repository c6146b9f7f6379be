import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { apiError, fakeApiPerTest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { FollowUpPage } from './follow-up-page';

const QUESTION = {
  complaintId: 'GOA-2026-000123',
  title: 'Pothole near the market',
  location: 'Market road, Canacona',
  resolvedAt: '2026-11-01T04:30:00.000Z',
  sentAt: '2026-11-29T04:30:00.000Z',
  remindedAt: null,
};
const api = fakeApiPerTest();
const CITIZEN = { as: { email: 'asha@example.com', role: 'user' as const } };

describe('"Was it fixed?" (/was-it-fixed?id=)', () => {
  it('opening the page changes nothing; the answer is one POST with the choice, the rating and no photo', async () => {
    api.install({
      'GET /api/complaints/follow-ups': () => ({ body: { items: [QUESTION] } }),
      'POST /api/complaints/GOA-2026-000123/follow-up': () => ({ body: { id: QUESTION.complaintId, status: 'in_progress' } }),
    });
    renderPage(<FollowUpPage />, { url: '/was-it-fixed?id=goa-2026-000123', ...CITIZEN });
    expect(await screen.findByRole('heading', { name: 'Pothole near the market' })).toBeTruthy();
    expect(api.current.callsTo('POST /api/complaints/GOA-2026-000123/follow-up')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByText('Please say whether the problem is fixed.')).toBeTruthy();
    expect(screen.getByText('Choose a rating from 1 to 5.')).toBeTruthy();
    expect(api.current.callsTo('POST /api/complaints/GOA-2026-000123/follow-up')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'No, it is not fixed' }));
    expect(screen.getByText('Your complaint will be reopened and the office told.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '2 – Badly' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByText('Thank you. Your complaint was reopened and the office was told.')).toBeTruthy();
    expect(api.current.callsTo('POST /api/complaints/GOA-2026-000123/follow-up')[0].body).toEqual({ fixed: false, rating: 2 });
    expect(screen.getByRole('link', { name: 'Open the complaint' }).getAttribute('href')).toBe('/dashboard?id=GOA-2026-000123');
  });

  it("shows the server's refusal, and says so when no question waits", async () => {
    api.install({
      'GET /api/complaints/follow-ups': () => ({ body: { items: [QUESTION] } }),
      'POST /api/complaints/GOA-2026-000123/follow-up': () => apiError(409, 'CONFLICT', 'You have already answered this question.'),
    });
    renderPage(<FollowUpPage />, { url: '/was-it-fixed?id=GOA-2026-000123', ...CITIZEN });
    fireEvent.click(await screen.findByRole('radio', { name: 'Yes, it is fixed' }));
    fireEvent.click(screen.getByRole('radio', { name: '5 – Very well' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByText('You have already answered this question.')).toBeTruthy();
    api.current.restore();
    document.body.innerHTML = '';
    api.install({ 'GET /api/complaints/follow-ups': () => ({ body: { items: [] } }) });
    renderPage(<FollowUpPage />, { url: '/was-it-fixed?id=GOA-2026-000999', ...CITIZEN });
    expect(await screen.findByText('There is no question waiting for your answer here.')).toBeTruthy();
  });
});
