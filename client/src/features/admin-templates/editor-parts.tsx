import { useTranslation } from 'react-i18next';

/** Pieces shared by the email and the PDF template editors. */

export function UnsavedBadge() {
  const { t } = useTranslation('admin-templates');
  return <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-800">{t('unsaved')}</span>;
}

/** A field's message from the server, referenced by the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}

/** Save (submits the editor's form), Preview and Restore under an editor. */
export function EditorActions({
  saving,
  busy,
  previewing,
  previewLabel,
  onPreview,
  restoreLabel,
  onRestore,
}: {
  saving: boolean;
  busy: boolean;
  previewing: boolean;
  previewLabel: string;
  onPreview: () => void;
  restoreLabel: string;
  onRestore: () => void;
}) {
  const { t } = useTranslation(['admin-templates', 'common']);
  return (
    <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-5">
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {saving ? t('saving') : t('common:actions.save')}
      </button>
      <button type="button" className="btn btn-secondary" onClick={onPreview} disabled={previewing}>
        {previewing ? t('rendering') : previewLabel}
      </button>
      <button type="button" className="btn btn-ghost text-red-700" onClick={onRestore} disabled={busy}>
        {restoreLabel}
      </button>
    </div>
  );
}
