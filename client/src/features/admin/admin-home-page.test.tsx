import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { makeStore } from '../../app/store';
import { renderPage } from '../../../test/render';
import { fakeApiPerTest } from '../../../test/fake-api';
import { AdminHomePage } from './admin-home-page';

const superadmin = () => makeStore({ session: { token: 'jwt', user: { email: 'root@goa.in', role: 'superadmin', firstName: 'Root' } } });
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

const fake = fakeApiPerTest();

describe('admin home (admin spec section 2)', () => {
  // GET /api/admin/mail/delivery answers 404 unless a test says otherwise: no warning.
  beforeEach(() => void fake.install({}));

  it('shows a card only for a page the router has', () => {
    renderPage(<AdminHomePage builtPaths={['/admin/support', '/admin/volunteers', '/admin/users', '/admin/testimonials', '/admin/docs']} />, {
      store: superadmin(),
    });
    expect(headings()).toEqual(['Testimonials', 'Support', 'Volunteers', 'Users', 'Admin Guide']);
    expect(screen.queryByText('Pricing')).toBeNull();
    expect(screen.queryByText('Billing')).toBeNull();
  });

  it('warns a superadmin while emails are not being sent (no SMTP_URL), and not once they are', async () => {
    fake.install({ 'GET /api/admin/mail/delivery': () => ({ body: { transport: 'database', sending: false } }) });
    renderPage(<AdminHomePage builtPaths={['/admin/mail']} />, { store: superadmin() });
    const warning = await screen.findByTestId('mail-delivery-warning');
    expect(warning.textContent).toContain('Emails are not being sent');
    expect(warning.textContent).toContain('a deployment must set SMTP_URL');
    expect(screen.getByRole('link', { name: 'Open the sent-mail log' }).getAttribute('href')).toBe('/admin/mail');
    cleanup();

    const sending = fake.install({ 'GET /api/admin/mail/delivery': () => ({ body: { transport: 'smtp', sending: true } }) });
    const store = superadmin();
    renderPage(<AdminHomePage builtPaths={['/admin/mail']} />, { store });
    // The page has its answer ("emails are sent") once the query holds it; only then does no warning prove anything.
    const answered = () => Object.values(store.getState().api.queries).find((q) => q?.endpointName === 'getMailDelivery')?.data;
    await waitFor(() => expect(answered()).toEqual({ transport: 'smtp', sending: true }));
    expect(sending.callsTo('GET /api/admin/mail/delivery').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Sent Mail']);
    expect(screen.queryByTestId('mail-delivery-warning')).toBeNull();
  });

  it('still limits the cards to the modules an admin holds', () => {
    renderPage(<AdminHomePage builtPaths={['/admin/support', '/admin/users', '/admin/docs']} />, {
      store: makeStore({ session: { token: 'jwt', user: { email: 'a@goa.in', role: 'admin', adminModules: ['support'] } } }),
    });
    expect(headings()).toEqual(['Support', 'Admin Guide']);
  });
});
