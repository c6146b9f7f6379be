import { render, screen } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
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

  it('says the year of the clock (India time), not a year written in the code', () => {
    // 31 December 2030, 20:00 UTC is 1 January 2031 in India.
    jest.useFakeTimers({ now: new Date('2030-12-31T20:00:00Z'), doNotFake: ['setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask', 'nextTick'] });
    try {
      render(
        <MemoryRouter>
          <Footer />
        </MemoryRouter>,
      );
      expect(screen.getByRole('contentinfo').textContent).toContain('© 2031');
    } finally {
      jest.useRealTimers();
    }
  });
});
