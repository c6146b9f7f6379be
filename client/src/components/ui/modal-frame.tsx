import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';

/**
 * The surface of every modal (Dialog, the complaint side panel): portalled to the body, a backdrop that closes
 * it, role dialog with aria-modal and its labels, and the focus trap (focus in, Tab cycling, Escape, focus
 * returned). Mount it only while the modal is open.
 */
export function ModalFrame({
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
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
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, { onEscape: onClose, initialFocus });
  return createPortal(
    <div className={`fixed inset-0 ${layerClassName}`}>
      <div className={`absolute inset-0 ${backdropClassName}`} aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`relative outline-none ${panelClassName}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
