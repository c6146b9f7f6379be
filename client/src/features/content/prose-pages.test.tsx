import { screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { renderPage } from '../../../test/render';
import { ProsePage } from './prose-page';

const text = () => document.body.textContent ?? '';

describe('static pages quote the spec’s facts (citizen spec sections 2, 5 and 9)', () => {
  it('refunds: 30 days for one-time purchases, 5–10 business days, no retroactive refund of monthly subscriptions, free escalations', () => {
    renderPage(<ProsePage page="refunds" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeTruthy();
    expect(text()).toContain('30-day money-back guarantee');
    expect(text()).toContain('within 30 days of payment');
    expect(text()).toContain('5–10 business days');
    expect(text()).toContain('not refunded retroactively');
    expect(text()).toContain('level 1 and level 2 escalations on every plan');
  });

  it('help: the plan limits from libs/contracts and what anonymous filing hides', () => {
    renderPage(<ProsePage page="help" />);
    expect(text()).toContain('Free Citizen is free and allows 3 complaints per calendar month');
    expect(text()).toContain('Premium Citizen (₹199.00 plus 18% GST) allows 10 complaints a month');
    expect(text()).toContain('Advocate Plus (₹499.00 plus 18% GST) has no monthly limit');
    expect(text()).toContain('up to 10 MB each');
    expect(text()).toContain('your name, email and phone number are left out of the letter and email sent to the authority');
    expect(text()).not.toMatch(/\{\w+\}/);
  });

  it('privacy: what is kept, who sees it, anonymous filing, deletion; not for children under 13', () => {
    renderPage(<ProsePage page="privacy" />);
    for (const heading of ['What we keep', 'Who sees it', 'Anonymous complaints', 'How long we keep it']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(text()).toContain('not for children under 13');
    // What outlives a deleted account, and why, says what takes the account's place in it.
    expect(text()).toContain("your name, email address, phone number and the words of your messages are replaced with 'Deleted user'");
    expect(text()).not.toMatch(/\{\w+\}/);
  });

  it('terms: 18 or older or with parental consent; prices from the plans', () => {
    renderPage(<ProsePage page="terms" />);
    expect(text()).toContain('18 or older, or use the portal with the consent of a parent or guardian');
    expect(text()).toContain('Premium Citizen costs ₹199.00 and Advocate Plus ₹499.00, each plus 18% GST');
  });

  it('about and guidelines render their text', () => {
    renderPage(<ProsePage page="about" />);
    expect(text()).toContain('RTI research');
    document.body.innerHTML = '';
    renderPage(<ProsePage page="guidelines" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Community Guidelines' })).toBeTruthy();
  });
});
