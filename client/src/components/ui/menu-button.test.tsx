import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { MenuButton } from './menu-button';

function renderMenu() {
  const chosen: string[] = [];
  render(
    <div>
      <MenuButton
        label="Actions"
        accessibleLabel="Actions for GOA-2026-000001"
        actions={[
          { label: 'View details', onSelect: () => chosen.push('details') },
          { label: 'Archive', onSelect: () => chosen.push('archive') },
          { label: 'Delete', onSelect: () => chosen.push('delete'), danger: true },
        ]}
      />
      <button type="button">Elsewhere</button>
    </div>,
  );
  return { chosen, button: screen.getByRole('button', { name: 'Actions for GOA-2026-000001' }) };
}

describe('MenuButton (the WAI-ARIA menu button pattern)', () => {
  it('is one closed button until opened; opening focuses the first action', () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Actions for GOA-2026-000001' });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View details', 'Archive', 'Delete']);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'View details' }));
  });

  it('moves with the arrow keys, Home and End, wrapping round', () => {
    const { button } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    const menu = screen.getByRole('menu');
    expect(document.activeElement?.textContent).toBe('Delete');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('View details');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Delete');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement?.textContent).toBe('View details');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Delete');
  });

  it('Escape closes and gives the focus back to the button; choosing runs the action once and closes', () => {
    const { button, chosen } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(chosen).toEqual([]);

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Archive' }));
    expect(chosen).toEqual(['archive']);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a press elsewhere, without running anything', () => {
    const { button, chosen } = renderMenu();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(chosen).toEqual([]);
  });
});
