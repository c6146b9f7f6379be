import { Trans, useTranslation } from 'react-i18next';
import type { EmailTemplatePreviewResponse } from '../../api/admin';
import { SandboxedHtml } from '../../components/ui/sandboxed-html';

/** The server's rendering of the unsaved template with sample data: subject, HTML (sandboxed) and plain text. */
export function EmailPreview({ id, preview }: { id: string; preview: EmailTemplatePreviewResponse }) {
  const { t } = useTranslation('admin-templates');
  return (
    <section aria-labelledby={id} className="lg:col-span-3" data-testid="email-preview">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {t('email.previewTitle')}
      </h3>
      <p className="mt-2 text-sm text-slate-700">
        <Trans
          t={t}
          i18nKey="email.previewSubject"
          values={{ subject: preview.subject }}
          components={{ strong: <span className="font-semibold" />, subject: <span data-testid="email-preview-subject" /> }}
        />
      </p>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <SandboxedHtml title={t('email.previewHtml')} html={preview.html} />
        <pre
          aria-label={t('email.previewText')}
          className="h-96 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800"
        >
          {preview.text}
        </pre>
      </div>
    </section>
  );
}
