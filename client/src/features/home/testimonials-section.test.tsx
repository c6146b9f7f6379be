import { act, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { api as civicApi } from '../../api';
import type { makeStore } from '../../app/store';
import { en } from '../../i18n/en/index';
import { type FakeHandler, fakeApiPerTest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { TestimonialsSection } from './testimonials-section';

const api = fakeApiPerTest();

function renderSection(routes: Record<string, FakeHandler>) {
  api.install(routes);
  const { store } = renderPage(
    <main>
      <TestimonialsSection />
    </main>,
  );
  return { fake: api.current, store };
}

/** Waits until every API call the section started has its answer (its list or its error), and the section has rendered it. */
async function answered(store: ReturnType<typeof makeStore>) {
  await act(async () => {
    await Promise.all(store.dispatch(civicApi.util.getRunningQueriesThunk()));
  });
}

describe('home testimonials (citizen spec section 1)', () => {
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
    const none = renderSection({ 'GET /api/testimonials': () => ({ body: { items: [] } }) });
    await answered(none.store);
    expect(none.fake.callsTo('GET /api/testimonials')).toHaveLength(1);
    expect(screen.queryByTestId('testimonials')).toBeNull();
    none.fake.restore();
    document.body.innerHTML = '';
    const failing = renderSection({ 'GET /api/testimonials': () => ({ status: 500, body: {} }) });
    await answered(failing.store);
    expect(screen.queryByTestId('testimonials')).toBeNull();
  });

  it('has no invented quotes left in the catalogue', () => {
    const text = JSON.stringify(en.home);
    for (const invented of ['Anita D.', 'Rohan N.', 'Fatima S.', 'Margao"', 'Bicholim']) expect(text).not.toContain(invented);
  });
});
