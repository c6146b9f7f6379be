import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { Link, Route, Routes, useSearchParams } from 'react-router-dom';
import { AppBrowserRouter } from './app-router';

/** The value of `?q=` as rendered, read by the buttons right after they navigate. */
function Probe({ seen }: { seen: string[] }) {
  const [params, setParams] = useSearchParams();
  const rendered = () => screen.getByTestId('q').textContent ?? '';
  return (
    <>
      <output data-testid="q">{params.get('q') ?? ''}</output>
      <button
        type="button"
        onClick={() => {
          setParams({ q: 'now' }, { flushSync: true });
          seen.push(rendered());
        }}
      >
        Synchronous
      </button>
      <button
        type="button"
        onClick={() => {
          setParams({ q: 'later' });
          seen.push(rendered());
        }}
      >
        In a transition
      </button>
      <Link to="/other">Other page</Link>
    </>
  );
}

function renderApp(seen: string[] = []) {
  render(
    <AppBrowserRouter>
      <Routes>
        <Route path="/" element={<Probe seen={seen} />} />
        <Route path="/other" element={<h1>Other page</h1>} />
      </Routes>
    </AppBrowserRouter>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('AppBrowserRouter', () => {
  it('renders a navigation with flushSync before navigate returns, and any other one in a transition', () => {
    const seen: string[] = [];
    renderApp(seen);
    fireEvent.click(screen.getByRole('button', { name: 'Synchronous' }));
    fireEvent.click(screen.getByRole('button', { name: 'In a transition' }));
    // Read inside the click handlers: the flushSync one was already on screen, the other one not yet.
    expect(seen).toEqual(['now', 'now']);
    expect(screen.getByTestId('q').textContent).toBe('later');
    expect(window.location.search).toBe('?q=later');
  });

  it('follows links and the browser history (Back)', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeTruthy();
    expect(window.location.pathname).toBe('/other');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('button', { name: 'Synchronous' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });
});
