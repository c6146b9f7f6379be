import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { en } from '../../i18n/en/index';
import { type FakeHandler, fakeApiPerTest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { TestimonialsSection } from './testimonials-section';

const api = fakeApiPerTest();

function renderSection(routes: Record<string, FakeHandler>) {
  api.install(routes);
  renderPage(
    <main>
      <TestimonialsSection />
    </main>,
  );
  return api.current;
}

describe('home testimonials (citizen spec section 1, issue 12)', () => {
  it('shows the real, enabled quotes from GET /api/testimonials in their order', async () => {
    renderSection({
      'GET /api/testimonials': () => ({
        body: {
          items: [
            { _id: 'a', quote: 'The streetlight on our lane was fixed in a week.', name: 'A. Fernandes', place: 'Mapusa' },
            { _id: 'b', quote: 'Garbage near the creek is finally cleared.', name: 'S. Kamat', place: '' },
          ],
        },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Citizens across Goa' })).toBeTruthy();
    const quotes = screen.getAllByRole('blockquote').map((q) => q.textContent);
    expect(quotes).toEqual(['“The streetlight on our lane was fixed in a week.”', '“Garbage near the creek is finally cleared.”']);
    expect(screen.getByText('A. Fernandes')).toBeTruthy();
    expect(screen.getByText('Mapusa')).toBeTruthy();
  });

  it('hides itself when there are none, and when the call fails', async () => {
    const api = renderSection({ 'GET /api/testimonials': () => ({ body: { items: [] } }) });
    await waitFor(() => expect(api.callsTo('GET /api/testimonials')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('testimonials')).toBeNull();
    api.restore();
    document.body.innerHTML = '';
    renderSection({ 'GET /api/testimonials': () => ({ status: 500, body: {} }) });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('testimonials')).toBeNull();
  });

  it('has no invented quotes left in the catalogue', () => {
    const text = JSON.stringify(en.home);
    for (const invented of ['Anita D.', 'Rohan N.', 'Fatima S.', 'Margao"', 'Bicholim']) expect(text).not.toContain(invented);
  });
});
