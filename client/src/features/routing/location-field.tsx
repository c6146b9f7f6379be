import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationSelection } from '../../components/location-picker/location-picker-modal';

/**
 * The chosen location of the add-contact modal and Test Routing: its label (or 'No location chosen'), a button
 * that opens the location picker, and the field's message.
 */
export function LocationField({
  id,
  location,
  error,
  testId,
  focusFirst,
  onChoose,
  children,
}: {
  id: string;
  location: LocationSelection | null;
  error: string | null | undefined;
  testId: string;
  /** Focus starts on the button when the surrounding dialog opens. */
  focusFirst?: boolean;
  onChoose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('routing');
  return (
    <div>
      <span className="field-label" id={`${id}-location-label`}>
        {t('location')}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <span
          className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-900"
          data-testid={testId}
          aria-labelledby={`${id}-location-label`}
        >
          {location ? location.label : t('noLocation')}
        </span>
        <button
          type="button"
          className="btn btn-secondary"
          data-autofocus={focusFirst || undefined}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? `${id}-location-error` : undefined}
          onClick={onChoose}
        >
          {location ? t('changeLocation') : t('chooseLocation')}
        </button>
      </div>
      {error && (
        <p id={`${id}-location-error`} className="field-error">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
