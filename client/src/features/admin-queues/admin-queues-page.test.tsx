import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { QueueResponse } from '../../api/admin';
import { type FakeHandler, fakeApiPerTest } from '../../../test/fake-api';
import { renderPage, SUPERADMIN } from '../../../test/render';
import { AdminQueuesPage } from './admin-queues-page';

const COUNTS = { waiting: 0, active: 0, delayed: 0, failed: 0, completed: 12 };
const FAILED = {
  id: 'e1:send-complaint-ack',
  name: 'send-complaint-ack',
  error: 'connect ECONNREFUSED 127.0.0.1:587',
  attemptsMade: 6,
  maxAttempts: 6,
  failedAt: '2026-11-28T08:00:00.000Z',
  createdAt: '2026-11-28T07:59:00.000Z',
};

function queues(failed: (typeof FAILED)[]): QueueResponse[] {
  return [
    { name: 'notifications', counts: { ...COUNTS, failed: failed.length }, failed },
    { name: 'documents', counts: COUNTS, failed: [] },
    { name: 'audit', counts: COUNTS, failed: [] },
    { name: 'projections', counts: COUNTS, failed: [] },
  ];
}

const api = fakeApiPerTest();

function renderQueues(routes: Record<string, FakeHandler>) {
  api.install(routes);
  renderPage(<AdminQueuesPage />, { url: '/admin/queues', as: SUPERADMIN, toaster: true });
  return api.current;
}

describe('Queues admin (/admin/queues)', () => {
  it("shows each queue's counts and its failed jobs with error and attempts, and retries one", async () => {
    let failed = [FAILED];
    const calls = renderQueues({
      'GET /api/admin/queues': () => ({ body: { items: queues(failed) } }),
      'POST /api/admin/queues/notifications/failed/e1:send-complaint-ack/retry': () => {
        failed = [];
        return { status: 204 };
      },
    });
    const row = await screen.findByTestId('failed-job-row');
    expect(within(row).getByText('send-complaint-ack')).toBeTruthy();
    expect(within(row).getByText('connect ECONNREFUSED 127.0.0.1:587')).toBeTruthy();
    expect(within(row).getByText('6 of 6')).toBeTruthy();
    const emails = within(screen.getByRole('region', { name: 'Emails' }));
    expect(emails.getAllByTestId('count-failed')[0].textContent).toBe('1');
    expect(screen.getAllByText('No failed jobs.')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Retry the job send-complaint-ack' }));
    expect(await screen.findByText('Job queued again')).toBeTruthy();
    expect(await screen.findAllByText('No failed jobs.')).toHaveLength(4);
    expect(calls.callsTo('POST /api/admin/queues/notifications/failed/e1:send-complaint-ack/retry')).toHaveLength(1);
  });

  it('removes all failed jobs of a queue after a confirm', async () => {
    let failed = [FAILED, { ...FAILED, id: 'e2:send-complaint-ack' }];
    renderQueues({
      'GET /api/admin/queues': () => ({ body: { items: queues(failed) } }),
      'DELETE /api/admin/queues/notifications/failed': () => {
        const count = failed.length;
        failed = [];
        return { body: { count } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove all failed' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('All 2 failed jobs of the queue Emails will be deleted and never run. This cannot be undone.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Remove all' }));
    expect(await screen.findByText('2 jobs removed')).toBeTruthy();
    expect(await screen.findAllByText('No failed jobs.')).toHaveLength(4);
  });
});
