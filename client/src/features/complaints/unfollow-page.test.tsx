import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { apiError, fakeApiPerTest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { UnfollowPage } from './unfollow-page';

const api = fakeApiPerTest();
const ID = 'GOA-2026-000123';

describe('The unfollow page of a follower email (/unfollow?complaint=&token=)', () => {
  it('changes nothing when opened; its button POSTs the token, with no session', async () => {
    api.install({ [`POST /api/complaints/${ID}/follow/unsubscribe`]: () => ({ body: { id: ID, following: false, canFollow: true } }) });
    renderPage(<UnfollowPage />, { url: `/unfollow?complaint=${ID}&token=tok-1` });
    expect(await screen.findByText(`You receive the updates of complaint ${ID} by email. Do you want to stop them?`)).toBeTruthy();
    expect(api.current.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Stop following' }));
    expect(await screen.findByText(`You no longer follow complaint ${ID}. Its emails will stop.`)).toBeTruthy();
    const [call] = api.current.callsTo(`POST /api/complaints/${ID}/follow/unsubscribe`);
    expect(call.query).toEqual({ token: 'tok-1' });
    expect(call.authorization).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the complaint' }).getAttribute('href')).toBe(`/c/${ID}`);
  });

  it("shows the server's refusal of a wrong token, and says when the link is incomplete", async () => {
    api.install({ [`POST /api/complaints/${ID}/follow/unsubscribe`]: () => apiError(404, 'NOT_FOUND', 'This unfollow link is not valid.') });
    renderPage(<UnfollowPage />, { url: `/unfollow?complaint=${ID}&token=bad` });
    fireEvent.click(await screen.findByRole('button', { name: 'Stop following' }));
    expect(await screen.findByText('This unfollow link is not valid.')).toBeTruthy();
    api.current.restore();
    document.body.innerHTML = '';
    api.install({});
    renderPage(<UnfollowPage />, { url: `/unfollow?complaint=${ID}` });
    expect(await screen.findByText('This link is incomplete. Open the complaint and choose Unfollow there.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
