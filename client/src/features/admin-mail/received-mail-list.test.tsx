import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { ReceivedMailResponse } from '../../api/admin';
import { fakeApiPerTest } from '../../../test/fake-api';
import { renderPage, SUPERADMIN } from '../../../test/render';
import { SentMailPage } from './sent-mail-page';

const REPLY: ReceivedMailResponse = {
  _id: 'r1',
  messageId: '<reply-1@goa.gov.in>',
  transport: 'smtp',
  from: 'co@canacona.gov.in',
  to: ['reply+Xk3b9QpL2mZr7TfA1cVd8eWq@goa-civic.local'],
  subject: 'Re: Civic complaint GOA-2026-000007',
  sizeBytes: 2048,
  outcome: 'published',
  complaintId: 'GOA-2026-000007',
  detail: 'Attachments dropped: notes.txt (not a photo)',
  text: 'The crater was filled this morning.',
  receivedAt: '2026-11-22T05:00:00.000Z',
};
const BOUNCE: ReceivedMailResponse = {
  ...REPLY,
  _id: 'r2',
  messageId: '<dsn-1@mx.goa.gov.in>',
  from: 'mailer-daemon@mx.goa.gov.in',
  subject: 'Undelivered Mail Returned to Sender',
  outcome: 'bounce',
  complaintId: null,
  detail: 'Failing: old@goa.gov.in (5.1.1 user unknown)',
  text: '',
};

const api = fakeApiPerTest();

describe('the mail log’s Received tab (/admin/mail?box=received)', () => {
  it('lists received mail with its outcome, and switches between Sent and Received', async () => {
    api.install({
      'GET /api/admin/mail/received': () => ({ body: { items: [REPLY, BOUNCE], total: 2, page: 1, pages: 1 } }),
      'GET /api/admin/mail': () => ({ body: { items: [], total: 0, page: 1, pages: 1 } }),
    });
    renderPage(<SentMailPage />, { url: '/admin/mail?box=received', as: SUPERADMIN });
    const rows = await screen.findAllByTestId('received-row');
    expect(within(rows[0]).getByText('published')).toBeTruthy();
    expect(within(rows[0]).getByText('GOA-2026-000007')).toBeTruthy();
    expect(within(rows[0]).getByText('The crater was filled this morning.')).toBeTruthy();
    expect(within(rows[1]).getByText('bounce')).toBeTruthy();
    expect(within(rows[1]).getByText('Failing: old@goa.gov.in (5.1.1 user unknown)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Received' }).getAttribute('aria-current')).toBe('page');
    expect(api.current.callsTo('GET /api/admin/mail')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Sent' }));
    await waitFor(() => expect(api.current.callsTo('GET /api/admin/mail')).toHaveLength(1));
    expect(screen.queryByTestId('received-row')).toBeNull();
  });
});
