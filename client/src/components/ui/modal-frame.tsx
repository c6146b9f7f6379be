import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The surface of every modal (Dialog, the complaint side panel): a native `<dialog>` opened with `showModal()`,
 * portalled to the body, labelled by its title, with a backdrop that closes it. The browser keeps keyboard focus
 * inside and makes the page behind inert; Escape (the dialog's `cancel` event) calls `onClose`, and so does a close
 * the browser makes on its own. Focus moves to the element marked `data-autofocus`, else the first focusable one
 * ('first'), or to the panel itself ('container'), and returns to the opener when the modal unmounts. Mount it only
 * while the modal is open.
 */
export function ModalFrame({
  labelledBy,
  describedBy,
  onClose,
  initialFocus = 'first',
  layerClassName,
  backdropClassName,
  panelClassName,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  initialFocus?: 'first' | 'container';
  layerClassName: string;
  backdropClassName: string;
  panelClassName: string;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const unmounting = useRef(false);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // The opener is read on the first render, before React commits the modal: a field inside it with `autoFocus`
  // takes focus during the commit, and focus must still return to the button that opened the modal.
  const [openerAtMount] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  // Opened before the first paint, so that the closed dialog never shows.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const panel = panelRef.current;
    if (!dialog || !panel) return;
    unmounting.current = false;
    const focused = document.activeElement instanceof HTMLElement && !dialog.contains(document.activeElement) ? document.activeElement : null;
    const opener = focused && focused !== document.body ? focused : openerAtMount;
    if (!dialog.open) dialog.showModal();
    const first = initialFocus === 'first' ? (panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel.querySelector<HTMLElement>(FOCUSABLE)) : null;
    (first ?? panel).focus();
    // A modal dialog does not stop the page behind from scrolling.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      unmounting.current = true;
      document.body.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [initialFocus, openerAtMount]);

  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={`fixed inset-0 m-0 h-full max-h-none w-full max-w-none border-0 bg-transparent p-0 backdrop:bg-transparent ${layerClassName}`}
      onCancel={(event) => {
        // The page decides whether the modal closes (it unmounts it). React passes the event on to the dialogs this
        // one was opened from (a confirm inside the side panel): only the top one closes.
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
      }}
      onClose={(event) => {
        // The browser closed it without asking (a second Escape with no user activation in between).
        event.stopPropagation();
        if (!unmounting.current) onCloseRef.current();
      }}
    >
      {/* Fixed: it stays behind the panel when a tall panel scrolls its layer. */}
      <div className={`fixed inset-0 ${backdropClassName}`} aria-hidden="true" onClick={onClose} />
      <div ref={panelRef} tabIndex={-1} className={`relative outline-none ${panelClassName}`}>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
