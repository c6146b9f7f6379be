import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';

function renderAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/about', element: <h1>About page</h1> },
      { path: '*', element: <NotFoundPage /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('not-found page (citizen spec section 2)', () => {
  it('Go Home goes to /', async () => {
    const router = renderAt(['/about', '/no/such/page']);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('Go Back returns to the previous page', async () => {
    const router = renderAt(['/about', '/no/such/page']);
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about');
  });
});
