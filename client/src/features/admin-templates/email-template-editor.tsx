import { Messages } from '@civic/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import {
  type EmailTemplatePreviewResponse,
  type EmailTemplateResponse,
  usePreviewEmailTemplateMutation,
  useResetEmailTemplateMutation,
  useSaveEmailTemplateMutation,
} from '../../api/index';
import { ConfirmDialog } from '../../components/ui/dialog';
import {
  type EditorMode,
  type EmailTemplateDraft,
  draftBody,
  draftFromTemplate,
  draftToSaveRequest,
  generatedText,
  isDraftDirty,
  toAdvanced,
  toSimple,
  toSimpleFromText,
} from './email-template-draft';
import { failureMessage, fieldErrors } from './failure';
import { PlaceholderPanel } from './placeholder-panel';
import { type TextEdit, insertAtCursor, insertLink, placeholderToken, wrapSelection } from './text-insert';

const M = Messages.admin.templates;

type Target = 'subject' | 'body' | 'text';
const TARGET_LABELS: Record<Target, string> = { subject: 'Subject', body: 'Body', text: 'Plain text' };

function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The editor of one email template (admin spec section 2, Email Templates): name, enabled, subject, a Simple
 * or Advanced (HTML) body, the plain text (generated automatically when that option is on), the placeholder
 * panel, a preview rendered by the server in a sandboxed frame, Save and Restore Default.
 */
export function EmailTemplateEditor({
  template,
  onRestored,
  onDirtyChange,
}: {
  template: EmailTemplateResponse;
  onRestored: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const ids = useId();
  const [draft, setDraft] = useState<EmailTemplateDraft>(() => draftFromTemplate(template));
  const [target, setTarget] = useState<Target>('body');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmReset, setConfirmReset] = useState(false);
  const [confirmSimple, setConfirmSimple] = useState(false);
  const [preview, setPreview] = useState<EmailTemplatePreviewResponse | null>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [save, saveState] = useSaveEmailTemplateMutation();
  const [reset, resetState] = useResetEmailTemplateMutation();
  const [runPreview, previewState] = usePreviewEmailTemplateMutation();

  const dirty = isDraftDirty(draft, template);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const bodyValue = draft.mode === 'simple' ? draft.source : draft.html;
  const textValue = draft.autoText ? generatedText(draft) : draft.text;
  const element = (t: Target) => (t === 'subject' ? subjectRef.current : t === 'body' ? bodyRef.current : textRef.current);
  const valueOf = (t: Target) => (t === 'subject' ? draft.subject : t === 'body' ? bodyValue : draft.text);
  const setValue = (t: Target, value: string) =>
    setDraft((d) =>
      t === 'subject' ? { ...d, subject: value } : t === 'text' ? { ...d, text: value } : d.mode === 'simple' ? { ...d, source: value } : { ...d, html: value },
    );

  /** Applies an edit to a field, then puts the focus and selection back into it. */
  const applyEdit = (t: Target, compute: (value: string, start: number, end: number) => TextEdit) => {
    const el = element(t);
    const value = valueOf(t);
    const edit = compute(value, el?.selectionStart ?? value.length, el?.selectionEnd ?? value.length);
    setValue(t, t === 'subject' ? edit.value.replace(/[\r\n]+/g, ' ') : edit.value);
    requestAnimationFrame(() => {
      const field = element(t);
      field?.focus();
      field?.setSelectionRange(edit.start, edit.end);
    });
  };

  // The plain text is read-only while it is generated; a placeholder then goes to the body.
  const insertTarget: Target = target === 'text' && draft.autoText ? 'body' : target;
  const insertPlaceholder = (name: string) => applyEdit(insertTarget, (v, s, e) => insertAtCursor(v, s, e, placeholderToken(name)));

  const switchMode = (mode: EditorMode) => {
    if (mode === draft.mode) return;
    if (mode === 'advanced') {
      setDraft(toAdvanced(draft));
      return;
    }
    const simple = toSimple(draft);
    if (simple) setDraft(simple);
    else setConfirmSimple(true);
  };

  const onPreview = async () => {
    try {
      const body = draftBody(draft);
      setPreview(await runPreview({ key: template.key, previewEmailTemplateRequest: { subject: draft.subject, ...body } }).unwrap());
    } catch (error) {
      toast.error(failureMessage(error, Messages.common.requestFailed));
    }
  };

  const onSave = async () => {
    try {
      await save({ key: template.key, saveEmailTemplateRequest: draftToSaveRequest(draft) }).unwrap();
      setErrors({});
      toast.success(M.saved);
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(failureMessage(error, M.saveFailed));
    }
  };

  const onReset = async () => {
    setConfirmReset(false);
    try {
      await reset({ key: template.key }).unwrap();
      toast.success(M.reset);
      onRestored();
    } catch (error) {
      toast.error(failureMessage(error, M.resetFailed));
    }
  };

  const fieldId = (name: string) => `${ids}-${name}`;
  const errorFor = (name: string) =>
    errors[name] ? (
      <p id={fieldId(`${name}-error`)} className="field-error">
        {errors[name]}
      </p>
    ) : null;
  const bodyError = draft.mode === 'simple' ? (errors.html ?? errors.text) : errors.html;
  const busy = saveState.isLoading || resetState.isLoading;

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <form
        className="space-y-5 lg:col-span-2"
        aria-label={`Edit ${template.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <p className="text-sm text-slate-600">
          Key <code className="rounded bg-slate-100 px-1">{template.key}</code> ·{' '}
          {template.isDefault ? 'Built-in default' : template.updatedAt ? `Customised, last saved ${formatWhen(template.updatedAt)}` : 'Customised'}
          {dirty && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-800">Unsaved changes</span>}
        </p>

        <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <div>
            <label htmlFor={fieldId('name')} className="field-label">
              Template name
            </label>
            <input
              id={fieldId('name')}
              className="field-input"
              value={draft.name}
              maxLength={120}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              aria-invalid={!!errors.name}
              aria-describedby={errors.name ? fieldId('name-error') : undefined}
            />
            {errorFor('name')}
          </div>
          <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
            <input type="checkbox" className="h-4 w-4" checked={draft.enabled} onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })} />
            Enabled (a disabled template is not sent)
          </label>
        </div>

        <div>
          <label htmlFor={fieldId('subject')} className="field-label">
            Subject
          </label>
          <input
            id={fieldId('subject')}
            ref={subjectRef}
            className="field-input"
            value={draft.subject}
            maxLength={300}
            onFocus={() => setTarget('subject')}
            onChange={(e) => setDraft({ ...draft, subject: e.target.value })}
            aria-invalid={!!errors.subject}
            aria-describedby={errors.subject ? fieldId('subject-error') : undefined}
          />
          {errorFor('subject')}
        </div>

        <fieldset>
          <legend className="field-label">Editor</legend>
          <div className="inline-flex rounded-lg ring-1 ring-slate-300" role="group" aria-label="Editor mode">
            {(['simple', 'advanced'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                aria-pressed={draft.mode === mode}
                onClick={() => switchMode(mode)}
                className={`px-4 py-2 text-sm font-medium first:rounded-l-lg last:rounded-r-lg ${draft.mode === mode ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 hover:bg-slate-100'}`}
              >
                {mode === 'simple' ? 'Simple' : 'Advanced (HTML)'}
              </button>
            ))}
          </div>
        </fieldset>

        <div>
          <div className="mb-1 flex flex-wrap items-end justify-between gap-2">
            <label htmlFor={fieldId('body')} className="field-label mb-0">
              {draft.mode === 'simple' ? 'Body' : 'Body (HTML)'}
            </label>
            {draft.mode === 'simple' && (
              <div role="toolbar" aria-label="Formatting" className="flex gap-1">
                <button
                  type="button"
                  className="btn btn-secondary px-2 py-1 font-bold"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => applyEdit('body', (v, s, e) => wrapSelection(v, s, e, '**', 'bold text'))}
                  aria-label="Bold"
                  title="Bold: **text**"
                >
                  B
                </button>
                <button
                  type="button"
                  className="btn btn-secondary px-2 py-1 italic"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => applyEdit('body', (v, s, e) => wrapSelection(v, s, e, '*', 'italic text'))}
                  aria-label="Italic"
                  title="Italic: *text*"
                >
                  I
                </button>
                <button
                  type="button"
                  className="btn btn-secondary px-2 py-1 underline"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => applyEdit('body', (v, s, e) => insertLink(v, s, e))}
                  aria-label="Link"
                  title="Link: [text](https://…)"
                >
                  Link
                </button>
              </div>
            )}
          </div>
          <textarea
            id={fieldId('body')}
            ref={bodyRef}
            rows={14}
            className={`field-input ${draft.mode === 'advanced' ? 'font-mono text-sm' : ''}`}
            value={bodyValue}
            onFocus={() => setTarget('body')}
            onChange={(e) => setValue('body', e.target.value)}
            aria-invalid={!!bodyError}
            aria-describedby={`${fieldId('body-help')}${bodyError ? ` ${fieldId('body-error')}` : ''}`}
            spellCheck={draft.mode === 'simple'}
          />
          <p id={fieldId('body-help')} className="mt-1 text-xs text-slate-600">
            {draft.mode === 'simple'
              ? 'Simple editor: **bold**, *italic*, [link text](https://…) (http, https, mailto or a {{placeholder}} address), a line starting with “- ” is a list item, a blank line starts a new paragraph. Anything else is sent as typed.'
              : 'Advanced editor: HTML. On save, formatting tags, lists, tables and links are kept; scripts, styles, images and event handlers are removed.'}
          </p>
          {bodyError && (
            <p id={fieldId('body-error')} className="field-error">
              {bodyError}
            </p>
          )}
        </div>

        <div>
          <div className="mb-1 flex flex-wrap items-end justify-between gap-2">
            <label htmlFor={fieldId('text')} className="field-label mb-0">
              Plain text
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={draft.autoText}
                onChange={(e) => setDraft({ ...draft, autoText: e.target.checked, text: e.target.checked ? draft.text : generatedText(draft) })}
              />
              Generate plain text automatically
            </label>
          </div>
          <textarea
            id={fieldId('text')}
            ref={textRef}
            rows={8}
            readOnly={draft.autoText}
            className={`field-input text-sm ${draft.autoText ? 'bg-slate-50 text-slate-700' : ''}`}
            value={textValue}
            onFocus={() => setTarget('text')}
            onChange={(e) => setDraft({ ...draft, text: e.target.value })}
            aria-invalid={!!errors.text}
            aria-describedby={`${fieldId('text-help')}${errors.text ? ` ${fieldId('text-error')}` : ''}`}
          />
          <p id={fieldId('text-help')} className="mt-1 text-xs text-slate-600">
            {draft.autoText ? 'Built from the body: formatting removed, links keep their address in brackets.' : 'Sent to mail programs that do not show HTML.'}
          </p>
          {errorFor('text')}
        </div>

        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-5">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {saveState.isLoading ? 'Saving…' : 'Save'}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => void onPreview()} disabled={previewState.isLoading}>
            {previewState.isLoading ? 'Rendering…' : 'Preview'}
          </button>
          <button type="button" className="btn btn-ghost text-red-700" onClick={() => setConfirmReset(true)} disabled={busy}>
            Restore Default
          </button>
        </div>
      </form>

      <aside className="space-y-4">
        <PlaceholderPanel
          placeholders={template.placeholders}
          targetLabel={TARGET_LABELS[insertTarget]}
          onInsert={insertPlaceholder}
          description="Click to insert at the cursor of the subject or body field you used last. Unknown placeholders are sent empty."
        />
      </aside>

      {preview && (
        <section aria-labelledby={fieldId('preview-title')} className="lg:col-span-3" data-testid="email-preview">
          <h3 id={fieldId('preview-title')} className="text-lg font-semibold text-slate-900">
            Preview with sample data
          </h3>
          <p className="mt-2 text-sm text-slate-700">
            <span className="font-semibold">Subject:</span> <span data-testid="email-preview-subject">{preview.subject}</span>
          </p>
          <div className="mt-3 grid gap-4 lg:grid-cols-2">
            <iframe
              title="Email preview (HTML)"
              sandbox=""
              srcDoc={preview.html}
              className="h-96 w-full rounded-lg border border-slate-200 bg-white"
              referrerPolicy="no-referrer"
            />
            <pre
              aria-label="Email preview (plain text)"
              className="h-96 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800"
            >
              {preview.text}
            </pre>
          </div>
        </section>
      )}

      <ConfirmDialog
        open={confirmReset}
        title="Restore Default"
        message={`Restore the built-in default of “${template.name}”? The saved version of this template will be replaced.`}
        confirmLabel="Restore Default"
        tone="danger"
        onConfirm={() => void onReset()}
        onCancel={() => setConfirmReset(false)}
      />
      <ConfirmDialog
        open={confirmSimple}
        title="Switch to the Simple editor?"
        message="This HTML uses formatting the Simple editor cannot show (it supports bold, italic, links and lists). The Simple editor will start from the plain text, and saving will replace the HTML."
        confirmLabel="Switch"
        onConfirm={() => {
          setConfirmSimple(false);
          setDraft(toSimpleFromText(draft));
        }}
        onCancel={() => setConfirmSimple(false)}
      />
    </div>
  );
}
