import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { IntegrationKeyResponse } from '../../api/admin';
import { type FakeHandler, apiError, fakeApiPerTest } from '../../../test/fake-api';
import { renderPage, type, SUPERADMIN } from '../../../test/render';
import { AdminIntegrationsPage } from './admin-integrations-page';

const CIVIC: IntegrationKeyResponse = {
  id: 'k1',
  name: 'Panaji Civic Group app',
  keyPrefix: 'o311_Ab3dE9',
  accountEmail: null,
  reporterPolicy: 'by_email',
  monthlyLimit: null,
  perEmailMonthlyLimit: 10,
  createdAt: '2026-11-20T09:00:00.000Z',
  rotatedAt: null,
  revokedAt: null,
};
const SECRET = 'o311_Ab3dE9xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx';

const api = fakeApiPerTest();

function renderAdmin(routes: Record<string, FakeHandler>) {
  api.install(routes);
  renderPage(<AdminIntegrationsPage />, { url: '/admin/integrations', as: SUPERADMIN, toaster: true });
  return api.current;
}

describe('Integrations admin (/admin/integrations)', () => {
  it('lists keys by their prefix only; says so when there are none', async () => {
    renderAdmin({
      'GET /api/admin/integrations/keys': () => ({ body: { items: [CIVIC, { ...CIVIC, id: 'k2', name: 'Old app', revokedAt: '2026-11-21T09:00:00.000Z' }] } }),
    });
    const rows = await screen.findAllByTestId('integration-key-row');
    expect(within(rows[0]).getByText('o311_Ab3dE9…')).toBeTruthy();
    expect(within(rows[0]).getByTestId('integration-key-reporters').textContent).toBe("By the reporter's email");
    expect(within(rows[0]).getByTestId('integration-key-limits').textContent).toBe('No limit per key10 per email');
    expect(within(rows[0]).getByText('Active')).toBeTruthy();
    expect(within(rows[1]).getByText('Revoked on 21 Nov 2026')).toBeTruthy();
    expect(within(rows[1]).queryByRole('button')).toBeNull();
    api.current.restore();
    document.body.innerHTML = '';
    renderAdmin({ 'GET /api/admin/integrations/keys': () => ({ body: { items: [] } }) });
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
  });

  it("issues a key: the server's refusal first, then the key shown once in a dialog", async () => {
    let items: IntegrationKeyResponse[] = [];
    const api = renderAdmin({
      'GET /api/admin/integrations/keys': () => ({ body: { items } }),
      'POST /api/admin/integrations/keys': (call) => {
        const body = call.body as { name: string };
        if (!body.name)
          return apiError(400, 'VALIDATION_FAILED', 'Please enter a name of 1 to 100 characters.', {
            fields: { name: ['Please enter a name of 1 to 100 characters.'] },
          });
        items = [{ ...CIVIC, name: body.name }];
        return { status: 201, body: { ...items[0], key: SECRET } };
      },
    });
    await screen.findByText('No API keys yet.');
    const form = within(screen.getByRole('region', { name: 'Issue an API key' }));
    fireEvent.click(form.getByRole('button', { name: 'Issue key' }));
    expect((await form.findByRole('alert')).textContent).toBe('Please enter a name of 1 to 100 characters.');
    type(form.getByLabelText('Name'), 'Panaji Civic Group app');
    fireEvent.click(form.getByRole('button', { name: 'Issue key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Copy the new API key' }));
    expect((dialog.getByLabelText('API key') as HTMLInputElement).value).toBe(SECRET);
    expect(api.callsTo('POST /api/admin/integrations/keys')[1].body).toEqual({
      name: 'Panaji Civic Group app',
      reporterPolicy: 'by_email',
      monthlyLimit: null,
      perEmailMonthlyLimit: 10,
    });
    fireEvent.click(dialog.getByRole('button', { name: 'I have stored the key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(await screen.findByTestId('integration-key-row')).toBeTruthy();
  });

  it('rotates (new key shown once) and revokes after a confirm', async () => {
    let items = [CIVIC];
    renderAdmin({
      'GET /api/admin/integrations/keys': () => ({ body: { items } }),
      'POST /api/admin/integrations/keys/k1/rotate': () => {
        items = [{ ...CIVIC, rotatedAt: '2026-11-22T09:00:00.000Z' }];
        return { status: 201, body: { ...items[0], key: `${SECRET}2` } };
      },
      'DELETE /api/admin/integrations/keys/k1': () => {
        items = [{ ...items[0], revokedAt: '2026-11-23T09:00:00.000Z' }];
        return { status: 204 };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate the key Panaji Civic Group app' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rotate' }));
    const shown = within(await screen.findByRole('dialog', { name: 'Copy the new API key' }));
    expect((shown.getByLabelText('API key') as HTMLInputElement).value).toBe(`${SECRET}2`);
    fireEvent.click(shown.getByRole('button', { name: 'I have stored the key' }));
    expect(await screen.findByText('Active, rotated on 22 Nov 2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke the key Panaji Civic Group app' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Key revoked')).toBeTruthy();
    expect(await screen.findByText('Revoked on 23 Nov 2026')).toBeTruthy();
  });

  it("sets a key's reporter policy and limits: the server's refusal on the field, then the saved values listed", async () => {
    let items = [CIVIC];
    const api = renderAdmin({
      'GET /api/admin/integrations/keys': () => ({ body: { items } }),
      'PUT /api/admin/integrations/keys/k1/policy': (call) => {
        const body = call.body as { reporterPolicy: string; accountEmail: string | null; monthlyLimit: number | null; perEmailMonthlyLimit: number };
        if (body.reporterPolicy === 'linked' && !body.accountEmail)
          return apiError(400, 'VALIDATION_FAILED', 'Invalid input', {
            fields: { accountEmail: ['A linked key needs the email of an active citizen account.'] },
          });
        items = [{ ...CIVIC, ...body, accountEmail: body.accountEmail, reporterPolicy: body.reporterPolicy as 'linked' | 'by_email' }];
        return { body: items[0] };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reporter policy and limits of the key Panaji Civic Group app' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reporter policy and limits' }));
    fireEvent.change(dialog.getByLabelText('Reporters'), { target: { value: 'linked' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('A linked key needs the email of an active citizen account.')).toBeTruthy();
    type(dialog.getByLabelText('Citizen account (for a linked key)'), 'group@example.com');
    type(dialog.getByLabelText('Complaints per month with this key'), '500');
    type(dialog.getByLabelText('Complaints and update emails per reporter email per month'), '3');
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Policy saved')).toBeTruthy();
    expect(api.callsTo('PUT /api/admin/integrations/keys/k1/policy')[1].body).toEqual({
      reporterPolicy: 'linked',
      accountEmail: 'group@example.com',
      monthlyLimit: 500,
      perEmailMonthlyLimit: 3,
    });
    const row = await screen.findByTestId('integration-key-row');
    expect(await within(row).findByText('Linked: group@example.com')).toBeTruthy();
    expect(within(row).getByTestId('integration-key-limits').textContent).toBe('500 per key3 per email');
  });
});
