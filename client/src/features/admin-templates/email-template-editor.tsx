import { useEffect, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { EmailTemplateResponse } from '../../api/admin';
import { ConfirmDialog } from '../../components/ui/dialog';
import { formatDateTime } from '../../i18n/format';
import { BodyField, type Formatting } from './body-field';
import { EditorActions, FieldError, UnsavedBadge } from './editor-parts';
import { EmailPreview } from './email-preview';
import { generatedText, isDraftDirty, toSimpleFromText } from './email-template-draft';
import { PlaceholderPanel } from './placeholder-panel';
import { PlainTextField } from './plain-text-field';
import { insertLink, wrapSelection } from './text-insert';
import { useEmailTemplateActions } from './use-email-template-actions';
import { type TemplateField, useEmailTemplateFields } from './use-email-template-fields';
import { useTemplateName } from './template-name';

/** The catalogue key of each field's name, for the placeholder panel. */
const FIELD_LABELS = { subject: 'email.subject', body: 'email.body', text: 'email.plainText' } as const satisfies Record<TemplateField, string>;

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
  const { t } = useTranslation('admin-templates');
  const templateName = useTemplateName();
  const ids = useId();
  const { fields, subjectRef, bodyRef, textRef } = useEmailTemplateFields(template);
  const { draft, setDraft } = fields;
  const actions = useEmailTemplateActions(template, onRestored);
  const [confirmReset, setConfirmReset] = useState(false);
  const { errors } = actions;

  const dirty = isDraftDirty(draft, template);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const format = (formatting: Formatting) =>
    fields.applyEdit('body', (v, s, e) =>
      formatting === 'link'
        ? insertLink(v, s, e, t('email.linkText'))
        : wrapSelection(v, s, e, formatting === 'bold' ? '**' : '*', formatting === 'bold' ? t('email.boldText') : t('email.italicText')),
    );
  const fieldId = (name: string) => `${ids}-${name}`;

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <form
        className="space-y-5 lg:col-span-2"
        aria-label={t('email.editForm', { name: templateName(template) })}
        onSubmit={(event) => {
          event.preventDefault();
          void actions.onSave(draft);
        }}
      >
        <p className="text-sm text-slate-600">
          <Trans t={t} i18nKey="email.key" values={{ key: template.key }} components={{ code: <code className="rounded bg-slate-100 px-1" /> }} />
          {template.isDefault
            ? t('email.builtIn')
            : template.updatedAt
              ? t('email.customisedSaved', { date: formatDateTime(template.updatedAt) })
              : t('email.customised')}
          {dirty && <UnsavedBadge />}
        </p>

        <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <div>
            <label htmlFor={fieldId('name')} className="field-label">
              {t('email.name')}
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
            <FieldError id={fieldId('name-error')} message={errors.name} />
          </div>
          {template.locale === 'en' ? (
            <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
              <input type="checkbox" className="h-4 w-4" checked={draft.enabled} onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })} />
              {t('email.enabled')}
            </label>
          ) : (
            <p className="pb-2 text-sm text-slate-700">{template.enabled ? t('email.enabledInEnglish') : t('email.disabledInEnglish')}</p>
          )}
        </div>
        {template.usesEnglish && (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="note">
            {t('email.usesEnglish')}
          </p>
        )}

        <div>
          <label htmlFor={fieldId('subject')} className="field-label">
            {t('email.subject')}
          </label>
          <input
            id={fieldId('subject')}
            ref={subjectRef}
            className="field-input"
            value={draft.subject}
            maxLength={300}
            onFocus={() => fields.setFocused('subject')}
            onChange={(e) => setDraft({ ...draft, subject: e.target.value })}
            aria-invalid={!!errors.subject}
            aria-describedby={errors.subject ? fieldId('subject-error') : undefined}
          />
          <FieldError id={fieldId('subject-error')} message={errors.subject} />
        </div>

        <BodyField
          id={fieldId('body')}
          mode={draft.mode}
          value={fields.bodyValue}
          error={draft.mode === 'simple' ? (errors.html ?? errors.text) : errors.html}
          textareaRef={bodyRef}
          onSwitchMode={fields.switchMode}
          onFormat={format}
          onChange={(value) => fields.setValue('body', value)}
          onFocus={() => fields.setFocused('body')}
        />

        <PlainTextField
          id={fieldId('text')}
          value={fields.textValue}
          autoText={draft.autoText}
          error={errors.text}
          textareaRef={textRef}
          onAutoTextChange={(on) => setDraft({ ...draft, autoText: on, text: on ? draft.text : generatedText(draft) })}
          onChange={(value) => setDraft({ ...draft, text: value })}
          onFocus={() => fields.setFocused('text')}
        />

        <EditorActions
          saving={actions.saving}
          busy={actions.busy}
          previewing={actions.previewing}
          previewLabel={t('email.preview')}
          onPreview={() => void actions.onPreview(draft)}
          restoreLabel={t('email.restore')}
          onRestore={() => setConfirmReset(true)}
        />
      </form>

      <aside className="space-y-4">
        <PlaceholderPanel
          placeholders={template.placeholders}
          targetLabel={t(FIELD_LABELS[fields.insertTarget])}
          onInsert={fields.insertPlaceholder}
          description={t('email.placeholderHelp')}
        />
      </aside>

      {actions.preview && <EmailPreview id={fieldId('preview-title')} preview={actions.preview} />}

      <ConfirmDialog
        open={confirmReset}
        title={t('email.restore')}
        message={t('email.restoreMessage', { name: templateName(template) })}
        confirmLabel={t('email.restore')}
        tone="danger"
        onConfirm={() => {
          setConfirmReset(false);
          void actions.onReset();
        }}
        onCancel={() => setConfirmReset(false)}
      />
      <ConfirmDialog
        open={fields.needsSimpleConfirm}
        title={t('email.switchTitle')}
        message={t('email.switchMessage')}
        confirmLabel={t('email.switch')}
        onConfirm={() => {
          fields.setNeedsSimpleConfirm(false);
          setDraft(toSimpleFromText(draft));
        }}
        onCancel={() => fields.setNeedsSimpleConfirm(false)}
      />
    </div>
  );
}
