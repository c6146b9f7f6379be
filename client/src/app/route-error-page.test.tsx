import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('Boom while rendering');
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/fine">Elsewhere</Link>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<h1>A working page</h1>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('router error page (citizen spec section 8)', () => {
  let spy: ReturnType<typeof jest.spyOn> | undefined;
  beforeAll(() => {
    // React reports the caught error on the console.
    spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterAll(() => spy?.mockRestore());

  it("shows 'Unexpected Application Error!' when a page throws", () => {
    renderAt('/broken');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Boom while rendering')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it('renders the routes again once the address changes', async () => {
    renderAt('/broken');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'A working page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
  });

  it('shows nothing of its own while the routes render', () => {
    renderAt('/fine');
    expect(screen.getByRole('heading', { name: 'A working page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
  });
});
