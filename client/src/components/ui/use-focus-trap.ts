import { type RefObject, useEffect, useRef, useState } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** True when another modal opened on top of `container` (a confirm from inside a panel): that one handles the keys then. */
function coveredByAnotherModal(container: HTMLElement): boolean {
  const modals = [...document.querySelectorAll<HTMLElement>('[aria-modal="true"]')];
  return modals.length > 0 && modals[modals.length - 1] !== container;
}

export interface FocusTrapOptions {
  /** The trap works while true (a dialog's `open`). */
  active?: boolean;
  /** Called on Escape. */
  onEscape: () => void;
  /**
   * Where focus goes on activation: 'first' (default) is the element marked `data-autofocus`, else the first
   * focusable element, else the container; 'container' is the container itself.
   */
  initialFocus?: 'first' | 'container';
}

/**
 * The keyboard behaviour of a modal (WAI-ARIA dialog pattern), for `Dialog` and the side panel: on activation
 * focus moves inside and the page behind stops scrolling; Tab and Shift+Tab cycle inside the container; Escape
 * calls `onEscape`; on deactivation focus returns to the element that had it. While another modal is open on
 * top of this one, that one handles the keys.
 *
 * The opener is read when the hook first renders, before React commits the modal: a field inside it with
 * `autoFocus` takes focus during the commit, before any effect runs, and focus must still return to the button
 * that opened the modal (issue 18: the login dialog returned focus to the page body after Escape).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, { active = true, onEscape, initialFocus = 'first' }: FocusTrapOptions): void {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  const [openerAtMount] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    if (!active) return;
    const root = container.current;
    const current = document.activeElement instanceof HTMLElement && !root?.contains(document.activeElement) ? document.activeElement : null;
    const opener = current && current !== document.body ? current : openerAtMount;
    const first = initialFocus === 'first' ? (root?.querySelector<HTMLElement>('[data-autofocus]') ?? root?.querySelector<HTMLElement>(FOCUSABLE)) : null;
    (first ?? root)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!root || coveredByAnotherModal(root)) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('inert'));
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === firstItem || current === root || !root.contains(current))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (current === lastItem || !root.contains(current))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = previousOverflow;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [active, container, initialFocus, openerAtMount]);
}
