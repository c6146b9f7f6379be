import { useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api/index';
import {
  type EmailTemplatePreviewResponse,
  type EmailTemplateResponse,
  usePreviewEmailTemplateMutation,
  useResetEmailTemplateMutation,
  useSaveEmailTemplateMutation,
} from '../../api/admin';
import { type EmailTemplateDraft, draftBody, draftToSaveRequest } from './email-template-draft';
import { saveTemplate } from './save-template';

/**
 * What the email template editor asks of the server (admin spec sections 2 and 8): Save (the server's field
 * messages shown under the fields), Restore Default, and a preview rendered with sample data.
 */
export function useEmailTemplateActions(template: EmailTemplateResponse, onRestored: () => void) {
  const { t } = useTranslation('messages');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<EmailTemplatePreviewResponse | null>(null);
  const [save, saveState] = useSaveEmailTemplateMutation();
  const [reset, resetState] = useResetEmailTemplateMutation();
  const [runPreview, previewState] = usePreviewEmailTemplateMutation();

  const onPreview = async (draft: EmailTemplateDraft) => {
    try {
      const body = draftBody(draft);
      setPreview(await runPreview({ key: template.key, locale: template.locale, previewEmailTemplateRequest: { subject: draft.subject, ...body } }).unwrap());
    } catch (error) {
      toast.error(messageFor(error, t('common.requestFailed')));
    }
  };

  const onSave = (draft: EmailTemplateDraft) =>
    saveTemplate(() => save({ key: template.key, locale: template.locale, saveEmailTemplateRequest: draftToSaveRequest(draft) }).unwrap(), setErrors, t);

  const onReset = async () => {
    try {
      await reset({ key: template.key, locale: template.locale }).unwrap();
      toast.success(t('admin.templates.reset'));
      onRestored();
    } catch (error) {
      toast.error(messageFor(error, t('admin.templates.resetFailed')));
    }
  };

  return {
    errors,
    preview,
    onPreview,
    onSave,
    onReset,
    saving: saveState.isLoading,
    previewing: previewState.isLoading,
    busy: saveState.isLoading || resetState.isLoading,
  };
}
