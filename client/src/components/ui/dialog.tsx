import { type ReactNode, useId } from 'react';
import { ModalFrame } from './modal-frame';
import { FormActions } from './form-actions';

export interface DialogProps {
  open: boolean;
  title: string;
  /** Called on Escape, on a click on the backdrop, and by the dialog's own buttons. */
  onClose: () => void;
  children: ReactNode;
  /** Optional one-line description read by screen readers after the title. */
  description?: string;
  /** Width class of the panel. */
  size?: 'sm' | 'md';
}

/**
 * A modal dialog on ModalFrame: a native `<dialog>` opened with `showModal()` and labelled by its title (and
 * described by `description`). The browser keeps keyboard focus inside and makes the page behind inert; focus starts
 * on the element marked `data-autofocus` or the first focusable one; Escape and a click on the backdrop call
 * `onClose`; focus returns to the element that opened it.
 */
export function Dialog({ open, title, onClose, children, description, size = 'sm' }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  if (!open) return null;
  return (
    <ModalFrame
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      onClose={onClose}
      // A panel taller than the screen (the map pin's, on a phone) starts at the top and the layer scrolls: `m-auto`
      // centres it only when there is room, where flex centring would push its title above the screen.
      layerClassName="z-[60] flex overflow-y-auto p-3 sm:p-4"
      backdropClassName="bg-slate-900/50"
      panelClassName={`m-auto w-full ${size === 'md' ? 'max-w-lg' : 'max-w-sm'} rounded-2xl bg-white p-4 shadow-xl sm:p-6`}
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && (
        <p id={descriptionId} className="mt-2 text-sm text-slate-600">
          {description}
        </p>
      )}
      <div className="mt-4">{children}</div>
    </ModalFrame>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  tone?: 'danger' | 'primary';
  /** The confirmed action is under way: the confirm button is disabled, so a second click does not repeat it. */
  busy?: boolean;
}

/** A yes/no question in a Dialog; focus starts on Cancel so that Enter never confirms by accident. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, tone = 'primary', busy }: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} description={message} onClose={onCancel}>
      <FormActions
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
        confirmDisabled={busy}
        tone={tone}
        onCancel={onCancel}
        cancelLabel={cancelLabel}
        focusCancel
      />
    </Dialog>
  );
}
