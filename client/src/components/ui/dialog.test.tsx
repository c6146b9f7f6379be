import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { ConfirmDialog, Dialog } from './dialog';

function Page({ onClose, withField = false }: { onClose: () => void; withField?: boolean }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Edit"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        {withField ? (
          <label>
            Email
            <input autoFocus />
          </label>
        ) : (
          <>
            <button type="button">First</button>
            <button type="button" onClick={() => setConfirming(true)}>
              Delete
            </button>
          </>
        )}
        <ConfirmDialog open={confirming} title="Sure?" message="It goes." confirmLabel="Delete" onConfirm={() => {}} onCancel={() => setConfirming(false)} />
      </Dialog>
    </>
  );
}

describe('Dialog (a native modal dialog: WAI-ARIA dialog keyboard behaviour)', () => {
  it('opens modal, labelled by its title, moves focus in, closes on Escape and gives focus back', () => {
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit' }) as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('gives focus back to the opener when a field inside takes focus with autoFocus', () => {
    render(<Page onClose={() => {}} withField />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
  });

  it('Escape closes only the top dialog when a confirm is open over another; the backdrop closes too', () => {
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Sure?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(document.querySelector('dialog [aria-hidden="true"]')!);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
