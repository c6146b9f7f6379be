import toast from '../../components/ui/notify';
import { fieldErrors, messageFor } from '../../api/index';
import type { Translate } from '../../i18n/i18n';

/**
 * Saves an email or PDF template (admin spec section 8): on success the field messages clear and 'Template saved'
 * is toasted; on failure the server's field messages go under the fields and its message (else 'Failed to save
 * template') is toasted.
 */
export async function saveTemplate(save: () => Promise<unknown>, setErrors: (errors: Record<string, string>) => void, t: Translate): Promise<void> {
  try {
    await save();
    setErrors({});
    toast.success(t('messages:admin.templates.saved'));
  } catch (error) {
    setErrors(fieldErrors(error));
    toast.error(messageFor(error, t('messages:admin.templates.saveFailed')));
  }
}
