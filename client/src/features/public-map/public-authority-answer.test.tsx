import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { PublicAuthorityAnswer } from './public-authority-answer';

const PHOTO = '/uploads/0123456789abcdef0123456789abcdef.jpg';
const ANSWER = {
  source: 'authority',
  authorityName: 'Chief Officer, Canacona',
  authorityAction: 'in_progress',
  authorityMessage: 'Crew filled the pothole on Monday.',
  authorityPhotos: [PHOTO],
};

describe("PublicAuthorityAnswer: an authority's answer on the public page", () => {
  it('shows the office and action, the words and the after-photos', () => {
    render(<PublicAuthorityAnswer entry={ANSWER} />);
    expect(screen.getByTestId('authority-answer').textContent).toBe('In progress by Chief Officer, Canacona');
    expect(screen.getByText('Crew filled the pothole on Monday.')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe(PHOTO);
    expect(screen.getByRole('img', { name: 'After-photo 1 from Chief Officer, Canacona' })).toBeTruthy();
  });

  it('hidden by the moderators, shows their reason only: no words, no photos', () => {
    render(<PublicAuthorityAnswer entry={{ ...ANSWER, authorityMessage: '', authorityPhotos: [], hiddenReason: 'Quotes a phone number.' }} />);
    expect(screen.getByTestId('authority-answer').textContent).toBe('In progress by Chief Officer, Canacona');
    expect(screen.getByText('Hidden by the portal’s moderators: Quotes a phone number.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('Crew filled the pothole on Monday.')).toBeNull();
  });

  it('shows nothing for an entry someone else wrote', () => {
    const { container } = render(<PublicAuthorityAnswer entry={{ source: 'admin' }} />);
    expect(container.textContent).toBe('');
  });
});
