import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { useRef, useState } from 'react';
import { useFocusTrap } from './use-focus-trap';

function Trap({ onEscape }: { onEscape: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, { onEscape });
  return (
    <div ref={ref} role="dialog" aria-modal="true" tabIndex={-1}>
      <button type="button">First</button>
      <button type="button">Last</button>
    </div>
  );
}

/** A modal whose field takes focus with React's autoFocus (during the commit, before the trap's effect). */
function AutoFocusTrap({ onEscape }: { onEscape: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, { onEscape });
  return (
    <div ref={ref} role="dialog" aria-modal="true" tabIndex={-1}>
      <label>
        Email
        <input autoFocus />
      </label>
    </div>
  );
}

function Page({ onEscape, autoFocusField = false }: { onEscape: () => void; autoFocusField?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open &&
        (autoFocusField ? (
          <AutoFocusTrap
            onEscape={() => {
              onEscape();
              setOpen(false);
            }}
          />
        ) : (
          <Trap
            onEscape={() => {
              onEscape();
              setOpen(false);
            }}
          />
        ))}
    </>
  );
}

describe('useFocusTrap (WAI-ARIA dialog keyboard behaviour)', () => {
  it('moves focus in, cycles Tab and Shift+Tab inside, closes on Escape and gives focus back', () => {
    const onEscape = jest.fn();
    render(<Page onEscape={onEscape} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    expect(document.body.style.overflow).toBe('hidden');

    screen.getByRole('button', { name: 'Last' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('gives focus back to the opener even when a field inside took focus with autoFocus (issue 18)', () => {
    render(<Page onEscape={() => undefined} autoFocusField />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
