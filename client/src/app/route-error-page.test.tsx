import { render, screen } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { RouteErrorPage } from './route-error-page';

function Broken(): never {
  throw new Error('Boom while rendering');
}

describe('router error page (citizen spec section 8)', () => {
  it("shows 'Unexpected Application Error!' when a page throws", async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
      render(<RouterProvider router={router} />);
      expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
      expect(screen.getByText('Boom while rendering')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    } finally {
      spy.mockRestore();
    }
  });
});
