import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorMode } from './email-template-draft';
import { FieldError } from './editor-parts';

export type Formatting = 'bold' | 'italic' | 'link';

const EDITOR_MODES: readonly EditorMode[] = ['simple', 'advanced'];

/**
 * The body of an email template (admin spec sections 2 and 4): the Simple or Advanced (HTML) editor switch,
 * the Simple editor's formatting buttons, the text area and what the editor accepts.
 */
export function BodyField({
  id,
  mode,
  value,
  error,
  textareaRef,
  onSwitchMode,
  onFormat,
  onChange,
  onFocus,
}: {
  id: string;
  mode: EditorMode;
  value: string;
  error: string | undefined;
  textareaRef: Ref<HTMLTextAreaElement>;
  onSwitchMode: (mode: EditorMode) => void;
  onFormat: (formatting: Formatting) => void;
  onChange: (value: string) => void;
  onFocus: () => void;
}) {
  const { t } = useTranslation('admin-templates');
  const simple = mode === 'simple';
  return (
    <>
      <fieldset>
        <legend className="field-label">{t('email.editor')}</legend>
        <div className="inline-flex rounded-lg ring-1 ring-slate-300" role="group" aria-label={t('email.editorMode')}>
          {EDITOR_MODES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => onSwitchMode(option)}
              className={`px-4 py-2 text-sm font-medium first:rounded-l-lg last:rounded-r-lg ${mode === option ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 hover:bg-slate-100'}`}
            >
              {option === 'simple' ? t('email.simple') : t('email.advanced')}
            </button>
          ))}
        </div>
      </fieldset>

      <div>
        <div className="mb-1 flex flex-wrap items-end justify-between gap-2">
          <label htmlFor={id} className="field-label mb-0">
            {simple ? t('email.body') : t('email.bodyHtml')}
          </label>
          {simple && <FormattingToolbar onFormat={onFormat} />}
        </div>
        <textarea
          id={id}
          ref={textareaRef}
          rows={14}
          className={`field-input ${simple ? '' : 'font-mono text-sm'}`}
          value={value}
          onFocus={onFocus}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          spellCheck={simple}
        />
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-600">
          {simple ? t('email.simpleHelp') : t('email.advancedHelp')}
        </p>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </>
  );
}

/** The toolbar's buttons: the glyph shown (B, I) and the catalogue keys of their names. */
const FORMATTING = [
  { kind: 'bold', glyph: 'B', className: 'font-bold' },
  { kind: 'italic', glyph: 'I', className: 'italic' },
  { kind: 'link', glyph: null, className: 'underline' },
] as const;

/** Bold, Italic and Link for the Simple editor; a mouse click keeps the caret in the body. */
function FormattingToolbar({ onFormat }: { onFormat: (formatting: Formatting) => void }) {
  const { t } = useTranslation('admin-templates');
  return (
    <div role="toolbar" aria-label={t('email.formatting')} className="flex gap-1">
      {FORMATTING.map((f) => (
        <button
          key={f.kind}
          type="button"
          className={`btn btn-secondary px-2 py-1 ${f.className}`}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onFormat(f.kind)}
          aria-label={t(`email.${f.kind}`)}
          title={t(`email.${f.kind}Title`)}
        >
          {f.glyph ?? t('email.link')}
        </button>
      ))}
    </div>
  );
}
