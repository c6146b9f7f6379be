import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { apiError, fakeApiPerTest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { ClaimComplaintPage } from './claim-complaint-page';

const LINK = { complaintId: 'GOA-2026-000123', status: 'pending', title: 'Potholes', emailHint: 'as***@example.com', accountExisted: true, usable: true };
const api = fakeApiPerTest();

describe('Claim link landing page (/claim?token=)', () => {
  it('signed in: adds the complaint to My Complaints once, after reading the link with the token in the body', async () => {
    api.install({
      'POST /api/complaint-claims/lookup': () => ({ body: LINK }),
      'POST /api/complaint-claims': () => ({ body: { complaintId: LINK.complaintId } }),
    });
    renderPage(<ClaimComplaintPage />, { url: '/claim?token=tok-1', as: { email: 'asha@example.com', role: 'user' } });
    expect(await screen.findByRole('heading', { name: 'Potholes' })).toBeTruthy();
    expect(screen.getByText('Filed through a partner app for as***@example.com')).toBeTruthy();
    expect(api.current.callsTo('POST /api/complaint-claims/lookup')[0].body).toEqual({ token: 'tok-1' });
    fireEvent.click(screen.getByRole('button', { name: 'Add it to My Complaints' }));
    expect(await screen.findByText('The complaint was added to My Complaints.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open My Complaints' }).getAttribute('href')).toBe('/dashboard');
    expect(api.current.callsTo('POST /api/complaint-claims')[0].body).toEqual({ token: 'tok-1' });
  });

  it("signed out: offers to create an account when none had the email, and shows the server's refusal of a bad link", async () => {
    api.install({ 'POST /api/complaint-claims/lookup': () => ({ body: { ...LINK, accountExisted: false } }) });
    renderPage(<ClaimComplaintPage />, { url: '/claim?token=tok-2' });
    expect(await screen.findByRole('button', { name: 'Create an account' })).toBeTruthy();
    expect(screen.getByText(/open this link again to add the complaint/)).toBeTruthy();
    api.current.restore();
    document.body.innerHTML = '';
    api.install({ 'POST /api/complaint-claims/lookup': () => apiError(404, 'NOT_FOUND', 'This link is not valid.') });
    renderPage(<ClaimComplaintPage />, { url: '/claim?token=bad' });
    expect(await screen.findByText('This link is not valid.')).toBeTruthy();
  });

  it('a used link says so and offers no button', async () => {
    api.install({ 'POST /api/complaint-claims/lookup': () => ({ body: { ...LINK, usable: false } }) });
    renderPage(<ClaimComplaintPage />, { url: '/claim?token=tok-3', as: { email: 'asha@example.com', role: 'user' } });
    expect(await screen.findByText('This link was already used or has expired.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add it to My Complaints' })).toBeNull();
  });
});
