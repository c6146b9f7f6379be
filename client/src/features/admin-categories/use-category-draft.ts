import { useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { type CategoryDraft, type CategoryErrors, type CategoryField, firstInvalidField, validateCategory } from './category-form';

/**
 * A category being created or edited: the draft, its field messages (a message clears as soon as its field
 * changes) and `check`, which shows the messages, toasts the first one and returns its field (null when valid).
 */
export function useCategoryDraft(initial: () => CategoryDraft) {
  const { t } = useTranslation('messages');
  const [draft, setDraft] = useState<CategoryDraft>(initial);
  const [errors, setErrors] = useState<CategoryErrors>({});

  const change = (patch: Partial<CategoryDraft>, field: CategoryField) => {
    if (field in errors) setErrors((e) => ({ ...e, [field]: undefined }));
    setDraft((d) => ({ ...d, ...patch }));
  };

  const check = () => {
    const invalid = validateCategory(draft, t);
    setErrors(invalid);
    const first = firstInvalidField(invalid);
    if (first) toast.error(invalid[first]!);
    return first;
  };

  const restart = (next: CategoryDraft) => {
    setDraft(next);
    setErrors({});
  };

  return { draft, errors, change, check, restart };
}
