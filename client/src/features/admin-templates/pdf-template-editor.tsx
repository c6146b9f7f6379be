import {
  isLocale,
  LOCALE_NATIVE_NAMES,
  LOCALES,
  PDF_CONTENT_FIELDS,
  PDF_CONTENT_MAX_LENGTH,
  PDF_OPTIONAL_CONTENT_FIELDS,
  type Locale,
  type PdfContentField,
  type PdfTemplateContent,
} from '@civic/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { fieldErrors, messageFor } from '../../api/index';
import { type PdfTemplateResponse, usePreviewPdfTemplateMutation, useResetPdfTemplateMutation, useSavePdfTemplateMutation } from '../../api/admin';
import { ConfirmDialog } from '../../components/ui/dialog';
import { formatDateTime } from '../../i18n/format';
import { EditorActions, FieldError, UnsavedBadge } from './editor-parts';
import { PlaceholderPanel } from './placeholder-panel';
import { saveTemplate } from './save-template';
import { insertAtCursor, placeholderToken } from './text-insert';
import { useTemplateName } from './template-name';

type Content = Record<PdfContentField, string>;

function contentOf(content: PdfTemplateContent): Content {
  return Object.fromEntries(PDF_CONTENT_FIELDS.map((f) => [f, content[f] ?? ''])) as Content;
}

/** The template's language; English for an answer without one. */
const localeOf = (t: PdfTemplateResponse): Locale => (isLocale(t.locale) ? t.locale : 'en');

/** Paragraph fields get a text area, headings a single line. */
const isParagraph = (field: PdfContentField) => PDF_CONTENT_MAX_LENGTH[field] >= 1000;

/** The request content: every field, authorizationExtra left out when empty. */
function toRequestContent(content: Content): PdfTemplateContent {
  const { authorizationExtra, ...rest } = content;
  return authorizationExtra.trim() ? { ...rest, authorizationExtra } : rest;
}

/**
 * The editor of one PDF template (admin spec section 2, PDF Templates): a form of the text fields of admin
 * spec section 3, the placeholder list, Save, 'Restore default content' after a confirm, and Preview PDF
 * (rendered by the server from the unsaved text and opened in a new tab, with links to reopen or download it).
 * The letter's language is chosen here: choosing another language shows that language's built-in
 * text, and choosing the saved language again brings the saved text back.
 */
export function PdfTemplateEditor({ template }: { template: PdfTemplateResponse }) {
  const { t } = useTranslation(['admin-templates', 'common', 'messages']);
  const templateName = useTemplateName();
  const ids = useId();
  const [content, setContent] = useState<Content>(() => contentOf(template.content));
  const [enabled, setEnabled] = useState(template.enabled);
  const [locale, setLocale] = useState<Locale>(() => localeOf(template));
  const [target, setTarget] = useState<PdfContentField>('introParagraph');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmReset, setConfirmReset] = useState(false);
  const [pdfUrl, setPdfUrl] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const fields = useRef(new Map<PdfContentField, HTMLInputElement | HTMLTextAreaElement>());
  const [save, saveState] = useSavePdfTemplateMutation();
  const [reset, resetState] = useResetPdfTemplateMutation();
  const [preview] = usePreviewPdfTemplateMutation();

  // The previous preview's object URL is released when a new one replaces it and when the editor closes.
  useEffect(() => {
    if (!pdfUrl) return;
    return () => URL.revokeObjectURL(pdfUrl);
  }, [pdfUrl]);

  const saved = contentOf(template.content);
  const dirty = enabled !== template.enabled || locale !== localeOf(template) || PDF_CONTENT_FIELDS.some((f) => content[f] !== saved[f]);

  const chooseLocale = (next: Locale) => {
    setLocale(next);
    setErrors({});
    setContent(next === localeOf(template) ? saved : contentOf(template.defaultContents[next] ?? template.content));
  };

  const insertPlaceholder = (name: string) => {
    const el = fields.current.get(target);
    const value = content[target];
    const edit = insertAtCursor(value, el?.selectionStart ?? value.length, el?.selectionEnd ?? value.length, placeholderToken(name));
    setContent({ ...content, [target]: edit.value });
    requestAnimationFrame(() => {
      const field = fields.current.get(target);
      field?.focus();
      field?.setSelectionRange(edit.start, edit.end);
    });
  };

  // A new language saved with its built-in text untouched stays on the built-in text (the server's default for it).
  const keepsBuiltIn = () => {
    const builtIn = template.defaultContents[locale];
    return locale !== localeOf(template) && !!builtIn && PDF_CONTENT_FIELDS.every((f) => content[f] === (builtIn[f] ?? ''));
  };
  const onSave = () =>
    saveTemplate(
      () =>
        save({
          key: template.key,
          savePdfTemplateRequest: keepsBuiltIn() ? { enabled, locale } : { content: toRequestContent(content), enabled, locale },
        }).unwrap(),
      setErrors,
      t,
    );

  const onReset = async () => {
    setConfirmReset(false);
    try {
      await reset({ key: template.key }).unwrap();
      toast.success(t('messages:admin.templates.restoredDefaults'));
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.templates.resetFailedShort')));
    }
  };

  /**
   * Preview PDF: the tab is opened during the click (so that pop-up blockers allow it) and shows the PDF
   * once the server has rendered it; it is closed again when rendering fails. The links under the form
   * reopen or download the same preview (also when the browser blocked the tab).
   */
  const onPreview = async () => {
    setPreviewing(true);
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const url = String(await preview({ key: template.key, previewPdfTemplateRequest: { content: toRequestContent(content), locale } }).unwrap());
      setPdfUrl(url);
      setErrors({});
      if (tab) tab.location.href = url;
    } catch (error) {
      tab?.close();
      setErrors(fieldErrors(error));
      toast.error(messageFor(error, t('messages:common.requestFailed')));
    } finally {
      setPreviewing(false);
    }
  };

  const fieldId = (f: string) => `${ids}-${f}`;
  const busy = saveState.isLoading || resetState.isLoading;

  return (
    <div className="grid gap-6 xl:grid-cols-3">
      <form
        className="space-y-4 xl:col-span-2"
        aria-label={t('pdf.editForm', { name: templateName(template) })}
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{templateName(template)}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {template.isDefault ? t('pdf.defaultContent') : t('pdf.customContent')}
            {template.updatedAt && t('pdf.lastChanged', { date: formatDateTime(template.updatedAt) })}
            {template.updatedByEmail && t('pdf.by', { email: template.updatedByEmail })}
            {dirty && <UnsavedBadge />}
          </p>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          {t('pdf.enabled')}
        </label>
        <div>
          <label className="block text-sm font-medium text-slate-800" htmlFor={fieldId('locale')}>
            {t('pdf.letterLanguage')}
          </label>
          <select
            id={fieldId('locale')}
            className="field-input mt-1 max-w-xs"
            value={locale}
            aria-describedby={fieldId('locale-help')}
            onChange={(e) => isLocale(e.target.value) && chooseLocale(e.target.value)}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LOCALE_NATIVE_NAMES[code]}
              </option>
            ))}
          </select>
          <p id={fieldId('locale-help')} className="mt-1 text-sm text-slate-600">
            {t('pdf.letterLanguageHelp')}
          </p>
        </div>

        {PDF_CONTENT_FIELDS.map((field) => {
          const optional = PDF_OPTIONAL_CONTENT_FIELDS.includes(field);
          const error = errors[`content.${field}`] ?? errors[field];
          const common = {
            id: fieldId(field),
            value: content[field],
            maxLength: PDF_CONTENT_MAX_LENGTH[field],
            'aria-required': !optional,
            className: 'field-input',
            onFocus: () => setTarget(field),
            'aria-invalid': !!error,
            'aria-describedby': error ? fieldId(`${field}-error`) : undefined,
          };
          return (
            <div key={field}>
              <label htmlFor={fieldId(field)} className="field-label">
                {t(`pdf.fields.${field}`)}
                {optional && <span className="font-normal text-slate-500">{t('pdf.optional')}</span>}
              </label>
              {isParagraph(field) ? (
                <textarea
                  {...common}
                  rows={4}
                  ref={(el) => {
                    if (el) fields.current.set(field, el);
                  }}
                  onChange={(e) => setContent({ ...content, [field]: e.target.value })}
                />
              ) : (
                <input
                  {...common}
                  ref={(el) => {
                    if (el) fields.current.set(field, el);
                  }}
                  onChange={(e) => setContent({ ...content, [field]: e.target.value })}
                />
              )}
              <FieldError id={fieldId(`${field}-error`)} message={error} />
            </div>
          );
        })}

        <EditorActions
          saving={saveState.isLoading}
          busy={busy}
          previewing={previewing}
          previewLabel={t('pdf.previewPdf')}
          onPreview={() => void onPreview()}
          restoreLabel={t('messages:admin.templates.restoreDefaultContent')}
          onRestore={() => setConfirmReset(true)}
        />
      </form>

      <aside className="space-y-4">
        <PlaceholderPanel
          placeholders={template.placeholders}
          targetLabel={t(`pdf.fields.${target}`)}
          onInsert={insertPlaceholder}
          description={t('pdf.placeholderHelp')}
        />
      </aside>

      {pdfUrl && (
        <section
          aria-labelledby={fieldId('preview-title')}
          className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 xl:col-span-3"
          data-testid="pdf-preview"
        >
          <h3 id={fieldId('preview-title')} className="font-semibold text-slate-900">
            {t('pdf.latestPreview')}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t('pdf.previewHelp')}</p>
          <p className="mt-2 flex flex-wrap gap-4 text-sm">
            <a href={pdfUrl} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
              {t('pdf.openPreview')}
              <span className="sr-only">{t('common:opensInNewTab')}</span>
            </a>
            <a href={pdfUrl} download={`${template.key}-preview.pdf`} className="font-semibold text-brand-700 underline">
              {t('pdf.downloadPreview')}
            </a>
          </p>
        </section>
      )}

      <ConfirmDialog
        open={confirmReset}
        title={t('messages:admin.templates.restoreDefaultContent')}
        message={t('pdf.restoreMessage', { name: templateName(template) })}
        confirmLabel={t('messages:admin.templates.restoreDefaultContent')}
        tone="danger"
        onConfirm={() => void onReset()}
        onCancel={() => setConfirmReset(false)}
      />
    </div>
  );
}
