import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

/** One action of a MenuButton. */
export interface MenuAction {
  /** What the item says (unique among the menu's actions). */
  label: string;
  onSelect(): void;
  /** A destructive action (red text). */
  danger?: boolean;
}

/**
 * A button that opens a list of actions (the WAI-ARIA menu button pattern): the button says whether its menu is open
 * (`aria-expanded`); opening it by Enter, Space or Arrow Down focuses the first action, Arrow Up the last; the arrow
 * keys, Home and End move among the actions; Escape closes the menu and gives focus back to the button; Tab, a click
 * elsewhere or choosing an action closes it. An action runs after the focus is back on the button, so that a dialog it
 * opens returns the focus there when it closes. Keeps a row's or a card's actions to one button on a phone.
 */
export function MenuButton({
  label,
  accessibleLabel,
  actions,
  className = 'btn btn-secondary px-3 py-1.5',
  align = 'end',
}: {
  /** The button's visible text. */
  label: string;
  /** The button's name when the visible text is not enough (it must contain `label`): 'Actions for GOA-2026-000123'. */
  accessibleLabel?: string;
  actions: readonly MenuAction[];
  className?: string;
  /** Which edge of the button the list lines up with from 640 px up (below it opens from the button's start edge). */
  align?: 'start' | 'end';
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const wrapper = useRef<HTMLDivElement>(null);
  const [initial, setInitial] = useState<'first' | 'last'>('first');

  useEffect(() => {
    if (!open) return;
    const list = items.current.filter(Boolean) as HTMLButtonElement[];
    (initial === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, initial]);

  const show = (at: 'first' | 'last') => {
    setInitial(at);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items.current.filter(Boolean) as HTMLButtonElement[];
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const focus = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(list.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div ref={wrapper} className="relative inline-block">
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={accessibleLabel}
        onClick={() => (open ? setOpen(false) : show('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          className={`absolute z-20 mt-1 w-48 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white py-1 shadow-lg left-0 ${align === 'end' ? 'sm:right-0 sm:left-auto' : ''}`}
          onKeyDown={onMenuKeyDown}
        >
          {actions.map((action, index) => (
            <li key={action.label} role="none">
              <button
                ref={(element) => {
                  items.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={`block w-full px-3 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 ${action.danger ? 'text-red-700' : 'text-slate-800'}`}
                onClick={() => {
                  close();
                  action.onSelect();
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
