import { render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { MemoryRouter } from 'react-router-dom';
import { SITE } from '../site-info';
import { Footer } from './footer';

describe('footer contact lines', () => {
  it('renders the email and phone as named mailto:/tel: links (the catalogue tag is <contact>, as in footer.tsx)', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const email = screen.getByRole('link', { name: SITE.email });
    expect(email.getAttribute('href')).toBe(`mailto:${SITE.email}`);
    if (SITE.phone) {
      const phone = screen.getByRole('link', { name: SITE.phone });
      expect(phone.getAttribute('href')).toBe(`tel:${SITE.phone.replace(/\s/g, '')}`);
    }
  });
});
