import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormActionsProps {
  /** The main action's label. */
  confirmLabel: ReactNode;
  /** Without it the main button submits the form it is in. */
  onConfirm?: () => void;
  confirmDisabled?: boolean;
  tone?: 'primary' | 'danger';
  onCancel: () => void;
  /** 'Cancel' by default. */
  cancelLabel?: ReactNode;
  cancelDisabled?: boolean;
  /** Focus starts on Cancel (a confirm, so that Enter never confirms by accident). */
  focusCancel?: boolean;
  /** Spacing above the row. */
  className?: string;
}

/** The Cancel and main-action buttons at the end of a form or dialog, main action last. */
export function FormActions({
  confirmLabel,
  onConfirm,
  confirmDisabled,
  tone = 'primary',
  onCancel,
  cancelLabel,
  cancelDisabled,
  focusCancel,
  className = '',
}: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={`flex justify-end gap-3 ${className}`.trim()}>
      <button type="button" className="btn btn-secondary" data-autofocus={focusCancel || undefined} onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel ?? t('actions.cancel')}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={`btn ${tone === 'danger' ? 'btn-danger' : 'btn-primary'}`}
        onClick={onConfirm}
        disabled={confirmDisabled}
      >
        {confirmLabel}
      </button>
    </div>
  );
}
