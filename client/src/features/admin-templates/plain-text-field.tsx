import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './editor-parts';

/** The plain-text part of an email template: typed by hand, or generated from the body while the option is on (admin spec section 5). */
export function PlainTextField({
  id,
  value,
  autoText,
  error,
  textareaRef,
  onAutoTextChange,
  onChange,
  onFocus,
}: {
  id: string;
  value: string;
  autoText: boolean;
  error: string | undefined;
  textareaRef: Ref<HTMLTextAreaElement>;
  onAutoTextChange: (on: boolean) => void;
  onChange: (value: string) => void;
  onFocus: () => void;
}) {
  const { t } = useTranslation('admin-templates');
  return (
    <div>
      <div className="mb-1 flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="field-label mb-0">
          {t('email.plainText')}
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4" checked={autoText} onChange={(e) => onAutoTextChange(e.target.checked)} />
          {t('email.autoText')}
        </label>
      </div>
      <textarea
        id={id}
        ref={textareaRef}
        rows={8}
        readOnly={autoText}
        className={`field-input text-sm ${autoText ? 'bg-slate-50 text-slate-700' : ''}`}
        value={value}
        onFocus={onFocus}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-help`} className="mt-1 text-xs text-slate-600">
        {autoText ? t('email.autoTextHelp') : t('email.manualTextHelp')}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
