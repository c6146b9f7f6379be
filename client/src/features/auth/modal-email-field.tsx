import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/text-field';

/**
 * The email field of the login/signup modal, shared by its three modes (the typed email is kept when switching):
 * typing clears the field's message.
 */
export function ModalEmailField({
  value,
  error,
  onChange,
  onClearError,
  first,
}: {
  value: string;
  error: string | undefined;
  onChange: (email: string) => void;
  onClearError: () => void;
  /** The form's first field: it gets the focus. */
  first?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.email')}
      name="email"
      type="email"
      autoComplete="email"
      data-autofocus={first || undefined}
      autoFocus={first}
      value={value}
      error={error}
      onChange={(e) => {
        onChange(e.target.value);
        if (error) onClearError();
      }}
    />
  );
}
