import { screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { makeStore } from '../../app/store';
import { renderPage } from '../../../test/render';
import { AdminHomePage } from './admin-home-page';

const superadmin = () => makeStore({ session: { token: 'jwt', user: { email: 'root@goa.in', role: 'superadmin', firstName: 'Root' } } });
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('admin home (admin spec section 2)', () => {
  it('shows a card only for a page the router has', () => {
    renderPage(<AdminHomePage builtPaths={['/admin/support', '/admin/volunteers', '/admin/users', '/admin/testimonials', '/admin/docs']} />, {
      store: superadmin(),
    });
    expect(headings()).toEqual(['Testimonials', 'Support', 'Volunteers', 'Users', 'Admin Guide']);
    expect(screen.queryByText('Pricing')).toBeNull();
    expect(screen.queryByText('Billing')).toBeNull();
  });

  it('still limits the cards to the modules an admin holds', () => {
    renderPage(<AdminHomePage builtPaths={['/admin/support', '/admin/users', '/admin/docs']} />, {
      store: makeStore({ session: { token: 'jwt', user: { email: 'a@goa.in', role: 'admin', adminModules: ['support'] } } }),
    });
    expect(headings()).toEqual(['Support', 'Admin Guide']);
  });
});
